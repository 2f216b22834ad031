"use client";
/**
 * Above a data system's deck table: the search (the `/` key focuses it), the card type filter,
 * "Has findings" (the era table's "Has problems"),
 * how many cards they show, and "New card" with the new card's type.
 */
import { useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select } from "@/components/ui/field";
import { plural } from "@/components/ui/format";
import { PlusIcon } from "@/components/ui/icons";
import type { SystemDefinition } from "@/lib/systems/types";
import type { DeckQuery } from "./deck-query";

export interface SystemDeckToolbarProps {
  readonly definition: SystemDefinition;
  readonly query: DeckQuery;
  readonly setQuery: (update: Partial<DeckQuery>) => void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  readonly shown: number;
  readonly total: number;
  readonly onAdd: (type: string) => void;
  readonly adding: boolean;
}

/** The definition's card types as options. */
function TypeOptions({ definition }: { definition: SystemDefinition }) {
  return definition.cardTypes.map((t) => (
    <option key={t.key} value={t.key}>
      {t.label}
    </option>
  ));
}

export function SystemDeckToolbar({ definition, query, setQuery, searchRef, shown, total, onAdd, adding }: SystemDeckToolbarProps) {
  const [newType, setNewType] = useState(definition.cardTypes[0]?.key ?? "");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="search" aria-label="Filter cards" className="flex flex-wrap items-center gap-2">
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search cards"
          aria-keyshortcuts="/"
          placeholder="Search identifier, any field…"
          className="w-72"
          value={query.text}
          onChange={(e) => setQuery({ text: e.target.value })}
        />
        <Select aria-label="Card type" className="w-44" value={query.type} onChange={(e) => setQuery({ type: e.target.value })}>
          <option value="">Every type</option>
          <TypeOptions definition={definition} />
        </Select>
        <label className="inline-flex h-8.5 items-center gap-2 rounded-md px-2 text-sm text-ink-soft">
          <Checkbox checked={query.findingsOnly} onChange={(e) => setQuery({ findingsOnly: e.target.checked })} />
          Has findings
        </label>
        <span className="text-xs text-ink-muted" aria-live="polite">
          {shown === total ? plural(total, "card") : `${shown} of ${plural(total, "card")}`}
        </span>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <Select aria-label="Type of the new card" className="w-36" value={newType} onChange={(e) => setNewType(e.target.value)}>
          <TypeOptions definition={definition} />
        </Select>
        <Button variant="primary" onClick={() => onAdd(newType)} pending={adding}>
          <PlusIcon /> New card
        </Button>
      </div>
    </div>
  );
}
