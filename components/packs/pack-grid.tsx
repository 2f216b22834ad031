/**
 * The packs on the home page, one tile each: name, game, type, what is in it and when it last
 * changed. The whole tile opens the pack; its menu renames, duplicates, exports or deletes it.
 */
import clsx from "clsx";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { plural, relativeTime } from "@/components/ui/format";
import { LayersIcon } from "@/components/ui/icons";
import type { PackSummary } from "@/lib/server/types";
import { findSystem } from "@/lib/systems/registry";
import { NewPackButton, type CreatePack, type SystemChoice } from "./new-pack-button";
import { PackActions, type PackActionCallbacks } from "./pack-actions";

/** What the pack's system calls a deck ("era deck", "deck"); "deck" for a system no longer known. */
function deckNoun(system: string, systems: readonly SystemChoice[]): string {
  return findSystem(system)?.definition.deckNoun ?? systems.find((s) => s.key === system)?.deckNoun ?? "deck";
}

export function PackGrid({ packs, className, actions, systems = [] }: { packs: readonly PackSummary[]; className?: string; actions: PackActionCallbacks & { create: CreatePack }; systems?: readonly SystemChoice[] }) {
  if (packs.length === 0) {
    return (
      <EmptyState icon={<LayersIcon size={20} />} title="No card packs yet" className={className} action={<NewPackButton systems={systems} create={actions.create} />}>
        Create a pack to start designing cards, or import a <code className="font-mono text-xs">greenhouse.pack/1</code> file you exported
        earlier.
      </EmptyState>
    );
  }
  return (
    <ul className={clsx("grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3", className)} aria-label="Card packs">
      {packs.map((pack) => (
        <li key={pack.id} className="group relative rounded-lg border border-line bg-surface shadow-xs transition-shadow hover:border-line-strong hover:shadow-sm">
          <Link href={`/packs/${pack.id}`} className="focus-ring block rounded-lg p-4 pr-12">
            <div className="flex items-center gap-2">
              <h2 className="truncate text-[15px] font-semibold text-ink">{pack.name}</h2>
              <Badge tone="accent" className="capitalize">
                {pack.type}
              </Badge>
            </div>
            <p className="mt-0.5 truncate text-sm text-ink-muted">{pack.game || "No game name"}</p>
            <dl className="mt-4 flex items-center gap-4 text-xs text-ink-soft">
              <div>
                <dt className="sr-only">Decks</dt>
                <dd>{plural(pack.eras, deckNoun(pack.system, systems))}</dd>
              </div>
              <div>
                <dt className="sr-only">Cards</dt>
                <dd title={`${plural(pack.copies, "card")} to print`}>{plural(pack.cards, "card")}</dd>
              </div>
              <div className="ml-auto">
                <dt className="sr-only">Last changed</dt>
                <dd className="text-ink-muted">{relativeTime(pack.updatedAt)}</dd>
              </div>
            </dl>
          </Link>
          <div className="absolute top-3 right-3">
            <PackActions pack={{ id: pack.id, name: pack.name }} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
