"use client";
/**
 * The sandbox table: the adventure in progress and its hero (or, at the end of an era, the last
 * adventure and how it ended), the common buildsite, and each player's four zones.
 */
import { Checkbox, Select } from "@/components/ui/field";
import { PLAYER_ZONES, slotKey, slotLabel, type SandboxCard, type Setup, type Slot } from "./setup";
import type { Selection } from "./types";
import { Zone } from "./zone";

export interface BoardProps {
  readonly setup: Setup;
  readonly selection: Selection | null;
  readonly describe: (card: SandboxCard) => string;
  readonly onPick: (card: SandboxCard) => void;
  readonly onPut: (slot: Slot) => void;
  readonly onRemove: (card: SandboxCard) => void;
  readonly onChange: (change: Partial<Pick<Setup, "hero" | "lastHero" | "lastWinner" | "eraDeckHasDoomsdayOrEpic">>) => void;
}

export function Board({ setup, selection, describe, onPick, onPut, onRemove, onChange }: BoardProps) {
  const zone = (slot: Slot, title: string, cards: readonly SandboxCard[], hint?: string) => (
    <Zone
      key={slotKey(setup, slot)}
      label={slotLabel(setup, slot)}
      zoneKey={slotKey(setup, slot)}
      title={title}
      cards={cards}
      selection={selection}
      describe={describe}
      onPick={onPick}
      onPut={() => onPut(slot)}
      onRemove={onRemove}
      {...(hint ? { hint } : {})}
    />
  );
  const playerOptions = setup.players.map((name, p) => (
    <option key={name} value={p}>
      {name}
    </option>
  ));
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        {setup.step === "adventure" ? (
          <div className="space-y-2 rounded-lg border border-line bg-surface p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">Adventure in progress</h3>
              <label className="flex items-center gap-1.5 text-xs text-ink-soft">
                Hero
                <Select aria-label="Hero" value={setup.hero} onChange={(e) => onChange({ hero: Number(e.target.value) })} className="h-7 w-auto text-xs">
                  {playerOptions}
                </Select>
              </label>
            </div>
            {zone({ kind: "adventure" }, "Adventure card", setup.adventure ? [setup.adventure] : [], "an adventure card the hero played")}
          </div>
        ) : (
          <div className="space-y-2 rounded-lg border border-line bg-surface p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">Last adventure of the era</h3>
              <label className="flex items-center gap-1.5 text-xs text-ink-soft">
                Hero
                <Select aria-label="Last adventure's hero" value={setup.lastHero} onChange={(e) => onChange({ lastHero: Number(e.target.value) })} className="h-7 w-auto text-xs">
                  {playerOptions}
                </Select>
              </label>
              <label className="flex items-center gap-1.5 text-xs text-ink-soft">
                Won by
                <Select
                  aria-label="Last adventure won by"
                  value={setup.lastWinner ?? ""}
                  onChange={(e) => onChange({ lastWinner: e.target.value === "" ? null : Number(e.target.value) })}
                  className="h-7 w-auto text-xs"
                >
                  <option value="">nobody (lost)</option>
                  {playerOptions}
                </Select>
              </label>
            </div>
            {zone({ kind: "last" }, "Last adventure card", setup.last ? [setup.last] : [], "optional: decides Cataclysm, Doomsday and Epic eras")}
            <label className="flex items-center gap-2 text-xs text-ink-soft">
              <Checkbox checked={setup.eraDeckHasDoomsdayOrEpic} onChange={(e) => onChange({ eraDeckHasDoomsdayOrEpic: e.target.checked })} />
              The era deck has a Doomsday or Epic adventure (CGS-383)
            </label>
          </div>
        )}
        <div className="rounded-lg border border-line bg-surface p-3">
          <h3 className="mb-2 text-sm font-semibold">Common buildsite</h3>
          {zone({ kind: "common" }, "Shared by all players", setup.common, "MultiEra and CommonBuildsite adventure cards")}
        </div>
      </div>
      {setup.players.map((name, p) => (
        <section key={name} aria-label={`${name}'s zones`} className="rounded-lg border border-line bg-surface p-3">
          <h3 className="mb-2 text-sm font-semibold">
            {name}
            {setup.step === "adventure" && setup.hero === p ? <span className="ml-1.5 text-xs font-normal text-ink-muted">hero</span> : null}
          </h3>
          <div className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-4">
            {PLAYER_ZONES.map((z) => zone({ kind: "player", player: p, zone: z }, z, setup.zones[p]?.[z] ?? []))}
          </div>
        </section>
      ))}
    </div>
  );
}
