/**
 * The overview of a pack whose system uses the generated pages: its decks (named by the
 * definition's `deckNoun`) with their finding counts, and the pack's findings at a glance.
 */
import Link from "next/link";
import { loadPack } from "@/app/_lib/loaders";
import { loadSystemFindings } from "@/app/_lib/system-findings";
import { SystemDeckList } from "@/components/system-cards/system-deck-list";
import { plural } from "@/components/ui/format";
import { packListNames } from "@/lib/systems/pack-lists";
import type { SystemDefinition } from "@/lib/systems/types";
import { createEraAction, deleteEraAction, renameEraAction, updatePackAction } from "../actions";
import { PackAbilitiesForm } from "./pack-abilities-form";

export async function SystemPackPage({ packId, definition }: { packId: string; definition: SystemDefinition }) {
  const [pack, findings] = await Promise.all([loadPack(packId), loadSystemFindings(packId, definition)]);
  const perDeck: Record<string, number> = {};
  for (const f of findings) perDeck[f.deckId] = (perDeck[f.deckId] ?? 0) + 1;
  const errors = findings.filter((f) => f.severity === "error").length;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_320px]">
      <SystemDeckList packId={pack.id} noun={definition.deckNoun} decks={pack.eras} findings={perDeck} create={createEraAction} rename={renameEraAction} remove={deleteEraAction} />
      <aside className="flex flex-col gap-4">
        <div className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-soft">
          <h2 className="mb-1 font-semibold text-ink">{definition.name}</h2>
          <p>{definition.description}</p>
        </div>
        {packListNames(definition).includes("customAbilities") ? (
          <div className="rounded-lg border border-line bg-surface p-4 text-sm">
            <PackAbilitiesForm packId={pack.id} version={pack.version} instructions={pack.instructions} save={updatePackAction} />
          </div>
        ) : null}
        <div className="rounded-lg border border-line bg-surface p-4 text-sm">
          <div className="mb-2 flex items-center justify-between">
            <h2 className="font-semibold">Problems</h2>
            <Link href={`/packs/${pack.id}/problems`} className="focus-ring rounded text-xs text-accent-ink hover:underline">
              See all
            </Link>
          </div>
          <p className={findings.length === 0 ? "text-accent-ink" : "text-ink-soft"}>
            {findings.length === 0 ? "The linter finds nothing to fix." : `${plural(errors, "error")}, ${plural(findings.length - errors, "warning")}.`}
          </p>
        </div>
        <div className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-soft">
          <h2 className="mb-1 font-semibold text-ink">Print and check</h2>
          <p>
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/print`} prefetch={false}>
              Print the pack
            </Link>{" "}
            as a PDF ready to cut, or see every{" "}
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/problems`}>
              problem
            </Link>{" "}
            the linter finds.
          </p>
        </div>
      </aside>
    </div>
  );
}
