/**
 * The Problems tab of a pack whose system uses the generated pages: every lint finding of the
 * system (card and deck rules, lib/systems/lint), deck by deck, each linking to its card or deck.
 */
import { findingHref, loadSystemFindings } from "@/app/_lib/system-findings";
import { loadPack } from "@/app/_lib/loaders";
import { SystemFindingList } from "@/components/system-cards/system-finding-list";
import { plural } from "@/components/ui/format";
import type { SystemDefinition } from "@/lib/systems/types";

export async function SystemProblems({ packId, definition }: { packId: string; definition: SystemDefinition }) {
  const [pack, findings] = await Promise.all([loadPack(packId), loadSystemFindings(packId, definition)]);
  if (findings.length === 0) {
    return <p className="text-sm text-accent-ink">The linter checked {plural(pack.cards, "card")} and found nothing to fix.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {pack.eras.map((deck) => {
        const own = findings.filter((f) => f.deckId === deck.id);
        if (own.length === 0) return null;
        return (
          <section key={deck.id} aria-label={`Findings of ${deck.name}`} className="rounded-lg border border-line bg-surface p-4">
            <h2 className="mb-3 font-semibold">
              {deck.name} <span className="text-sm font-normal text-ink-muted">· {plural(own.length, "finding")}</span>
            </h2>
            <SystemFindingList
              definition={definition}
              findings={own}
              empty=""
              showCard
              hrefOf={(f) => findingHref(packId, f)}
            />
          </section>
        );
      })}
    </div>
  );
}
