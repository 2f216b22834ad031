"use client";
/** The search box and filters above the era table, with how many cards they let through. */
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select } from "@/components/ui/field";
import { SearchIcon, XIcon } from "@/components/ui/icons";
import { Kbd } from "@/components/ui/kbd";
import { eraFileCardLint } from "@/lib/systems/registry-card-lint";
import { DEFAULT_QUERY, NO_AFFILIATION, type TableQuery } from "./query";

export interface FilterBarProps {
  query: TableQuery;
  onChange: (update: Partial<TableQuery>) => void;
  roleplays: readonly string[];
  affiliations: readonly string[];
  searchRef: RefObject<HTMLInputElement | null>;
  shown: number;
  total: number;
}

export function FilterBar({ query, onChange, roleplays, affiliations, searchRef, shown, total }: FilterBarProps) {
  const filtered =
    query.search !== "" || query.type !== "" || query.format !== "" || query.roleplay !== "" || query.affiliation !== "" || query.problemsOnly;
  // Every roleplay of the rulebook (the roles the cards' system names) is offered, those used in this era first.
  const roles = eraFileCardLint().roles;
  const roleplayOptions = [...roleplays, ...roles.filter((r) => !roleplays.includes(r))];
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Search and filter cards">
      <div className="relative w-72">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-ink-muted" />
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search cards"
          placeholder="Search identifier, text…"
          value={query.search}
          onChange={(e) => onChange({ search: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              onChange({ search: "" });
              e.currentTarget.blur();
            }
          }}
          className="pr-8 pl-8"
        />
        <Kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2">/</Kbd>
      </div>
      <Select aria-label="Type" value={query.type} onChange={(e) => onChange({ type: e.target.value as TableQuery["type"] })} className="w-auto">
        <option value="">Any type</option>
        <option value="Adventure">Adventure</option>
        <option value="Support">Support</option>
        <option value="none">No Type</option>
      </Select>
      <Select aria-label="Format" value={query.format} onChange={(e) => onChange({ format: e.target.value as TableQuery["format"] })} className="w-auto">
        <option value="">Any format</option>
        <option value="silver">Silver</option>
        <option value="gold">Gold</option>
      </Select>
      <Select aria-label="Roleplay" value={query.roleplay} onChange={(e) => onChange({ roleplay: e.target.value })} className="w-auto">
        <option value="">Any roleplay</option>
        {roleplayOptions.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
      <Select aria-label="Affiliation" value={query.affiliation} onChange={(e) => onChange({ affiliation: e.target.value })} className="w-auto">
        <option value="">Any affiliation</option>
        {affiliations.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
        <option value={NO_AFFILIATION}>No affiliation</option>
      </Select>
      <label className="inline-flex h-8.5 items-center gap-2 rounded-md px-2 text-sm text-ink-soft">
        <Checkbox checked={query.problemsOnly} onChange={(e) => onChange({ problemsOnly: e.target.checked })} />
        Has problems
      </label>
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ ...DEFAULT_QUERY, sort: query.sort, dir: query.dir })}>
          <XIcon size={14} /> Clear
        </Button>
      ) : null}
      <p className="ml-auto text-xs text-ink-muted" aria-live="polite">
        {filtered ? `${shown} of ${total} cards` : `${total} ${total === 1 ? "card" : "cards"}`}
      </p>
    </div>
  );
}
