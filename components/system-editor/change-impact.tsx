"use client";
/**
 * The confirmation before a system change that touches stored cards (docs/systems.md, "Changing a
 * system that has cards"): one sentence per change from the server's impact ("Renaming `colour`
 * to `color` moves the values of 40 cards in 2 packs (Ginkgopolis demo: 40)"), and a save button
 * that sends back the count the server computed. A blocked change (a card type removed that
 * cards still have) can only be cancelled.
 */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { DefinitionImpact } from "./api";

const TONE: Record<string, string> = { moved: "text-ink", kept: "text-ink-soft", converted: "text-warning", dropped: "text-danger", blocked: "text-danger" };

/** Renders `code` spans for the backticked keys of a change's sentence. */
function Sentence({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-sunken px-1 font-mono text-[0.9em]">
            {part}
          </code>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export function ChangeImpactDialog({ impact, onCancel, onConfirm, pending }: { impact: DefinitionImpact | null; onCancel: () => void; onConfirm: (cards: number) => void; pending: boolean }) {
  const blocked = impact !== null && impact.blockedCards > 0;
  const lossy = impact !== null && impact.confirmCards > 0;
  return (
    <Dialog
      open={impact !== null}
      onClose={onCancel}
      title="This change touches stored cards"
      description={blocked ? "It cannot be saved as it is." : lossy ? "Check what becomes of their values before you save." : "The values follow the change."}
      size="md"
      footer={
        <>
          <Button onClick={onCancel} data-autofocus={lossy ? true : undefined}>
            {blocked ? "Back to the editor" : "Cancel"}
          </Button>
          {blocked || impact === null ? null : (
            <Button variant={lossy ? "danger" : "primary"} pending={pending} onClick={() => onConfirm(impact.confirmCards)}>
              {lossy ? `Save and change ${impact.confirmCards} card${impact.confirmCards === 1 ? "" : "s"}` : "Save and move the values"}
            </Button>
          )}
        </>
      }
    >
      {impact === null ? null : (
        <ul className="flex flex-col gap-2 text-sm" aria-label="What the change does to stored cards">
          {impact.changes.map((c) => (
            <li key={`${c.kind}:${c.key}:${c.outcome}`} className={TONE[c.outcome] ?? "text-ink"} data-outcome={c.outcome}>
              <Sentence text={c.message} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
