"use client";
/**
 * The pack's cards, every era, searchable: pick one, then a zone to put a copy of it in.
 */
import clsx from "clsx";
import { useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input, Select } from "@/components/ui/field";
import type { PackCardOption, Selection } from "./types";

export function CardPicker({ cards, selection, onSelect }: { cards: readonly PackCardOption[]; selection: Selection | null; onSelect: (card: PackCardOption | null) => void }) {
  const hintId = useId();
  const [query, setQuery] = useState("");
  const [era, setEra] = useState("");
  const eras = useMemo(() => [...new Set(cards.map((c) => c.era))], [cards]);
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return cards.filter((c) => (era === "" || c.era === era) && words.every((w) => c.haystack.includes(w)));
  }, [cards, query, era]);
  const selectedId = selection?.from === "pack" ? selection.card.id : null;
  return (
    <section aria-label="Cards of the pack" className="flex min-h-0 flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <h2 className="text-sm font-semibold">Cards of the pack</h2>
      <Input
        type="search"
        aria-label="Search cards"
        aria-describedby={hintId}
        placeholder="Search: TDC-007, Battle, Crew…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the first match, so a card is picked from the keyboard without tabbing through the list.
          if (e.key === "Enter" && shown[0]) {
            e.preventDefault();
            onSelect(shown[0]);
          }
        }}
      />
      <p id={hintId} className="sr-only">
        Enter picks the first card shown.
      </p>
      {eras.length > 1 ? (
        <Select aria-label="Era deck" value={era} onChange={(e) => setEra(e.target.value)}>
          <option value="">All eras</option>
          {eras.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </Select>
      ) : null}
      <p className="text-xs text-ink-muted" aria-live="polite">
        {shown.length} of {cards.length} cards
      </p>
      <ul className="-mx-1 max-h-[60vh] min-h-0 overflow-y-auto px-1" data-testid="sandbox-card-list">
        {shown.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={selectedId === c.id}
              onClick={() => onSelect(selectedId === c.id ? null : c)}
              title={c.attributes}
              className={clsx(
                "focus-ring my-0.5 flex w-full flex-col items-start rounded-md border px-2 py-1 text-left text-sm",
                selectedId === c.id ? "border-accent bg-accent-soft" : "border-transparent hover:bg-sunken",
              )}
            >
              <span className="flex items-center gap-1.5">
                <span className="font-mono font-medium whitespace-nowrap">{c.identifier}</span>
                {c.type ? <Badge tone={c.type === "Adventure" ? "adventure" : "support"}>{c.type}</Badge> : null}
                {c.roleplay ? <span className="text-xs text-ink-muted">{c.roleplay}</span> : null}
              </span>
              <span className="text-xs text-ink-muted">
                {c.short || "no costs or resources"}
                {eras.length > 1 ? ` · ${c.era}` : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
