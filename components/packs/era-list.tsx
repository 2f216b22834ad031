"use client";
/**
 * A pack's era decks in play order. Drag a row by its handle or use the arrow buttons to
 * reorder (the order is saved at once and rolled back if the save fails); rename in place;
 * delete after confirming, with the number of cards that go with it. The view: its state and
 * actions are in era-list-controller.ts, its rows in era-list-row.tsx.
 */
import Link from "next/link";
import { Suspense, use } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LayersIcon, PlusIcon } from "@/components/ui/icons";
import type { EraSummary } from "@/lib/server/types";
import type { TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint-contract";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { DeckDialogs } from "./deck-dialogs";
import { useEraList, type EraListActions } from "./era-list-controller";
import { EraRow, type EraStats } from "./era-list-row";

export type { EraListActions } from "./era-list-controller";
export type { EraStats } from "./era-list-row";

export interface EraListProps {
  packId: string;
  actions: EraListActions;
  eras: readonly EraSummary[];
  stats?: Readonly<Record<string, EraStats>>;
  /** Findings per era id, streamed in after the list. */
  problems?: Promise<Record<string, DiagnosticSummary>>;
}

export function EraList({ packId, actions, eras: initial, stats = {}, problems }: EraListProps) {
  const { eras, dialogs, dragging, pending, busy, reorder, drag, submitName, remove } = useEraList(packId, actions, initial);
  const { dialog } = dialogs;

  const addButton = (
    <Button variant={eras.length === 0 ? "primary" : "secondary"} onClick={() => dialogs.openAdd(eras.length)}>
      <PlusIcon /> Add era deck
    </Button>
  );

  return (
    <section aria-labelledby="eras-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="eras-heading" className="text-base font-semibold">
          Era decks
        </h2>
        {eras.length > 0 ? addButton : null}
      </div>
      {eras.length === 0 ? (
        <EmptyState icon={<LayersIcon size={20} />} title="No era decks yet" action={addButton}>
          A session is played era by era. Add the first era deck, then write its adventure and support cards.
        </EmptyState>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface" aria-label="Era decks in play order" aria-busy={busy}>
          {eras.map((era, i) => (
            <EraRow
              key={era.id}
              packId={packId}
              era={era}
              index={i}
              count={eras.length}
              stats={stats[era.id]}
              problems={
                problems ? (
                  <Suspense fallback={null}>
                    <EraProblems problems={problems} eraId={era.id} packId={packId} name={era.name} />
                  </Suspense>
                ) : null
              }
              pending={pending}
              dragging={dragging === i}
              drag={drag}
              onMove={reorder}
              onRename={dialogs.openRename}
              onDelete={dialogs.openDelete}
            />
          ))}
        </ol>
      )}

      <DeckDialogs
        noun="era deck"
        formId="era-name-form"
        naming={dialog?.kind === "add" || dialog?.kind === "rename" ? dialog.kind : null}
        name={dialogs.name}
        onName={dialogs.setName}
        onSubmitName={submitName}
        deleting={dialog?.kind === "delete" ? dialog.era : null}
        onDelete={() => dialog?.kind === "delete" && remove(dialog.era)}
        error={dialogs.error}
        pending={pending}
        onClose={dialogs.close}
      />
    </section>
  );
}

/** An era's problem counts, once the pack's lint has streamed in; nothing when it is clean. */
function EraProblems({ problems, eraId, packId, name }: { problems: Promise<Record<string, DiagnosticSummary>>; eraId: string; packId: string; name: string }) {
  const summary = use(problems)[eraId];
  if (!summary || summary.errors + summary.warnings + summary.infos === 0) return null;
  return (
    <Link href={`/packs/${packId}/problems`} className="shrink-0" aria-label={`Problems of ${name}`}>
      <ProblemBadges summary={summary} />
    </Link>
  );
}
