/**
 * The setup form of a Genesis pack: which decks, the designer's faction (GEN-270: seat 1 takes the
 * first faction of the cards, seat 2 the second; the seed decides who turns first, GEN-272), the
 * other seat's bot (greedy or random) or hot-seat, the cards each player may recruit (GEN-278),
 * and the seed (shown and reusable). Deals through POST /api/packs/{id}/games and opens the table.
 */
"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import type { PlaySetupFactionDeck } from "@/lib/systems/engine";
import { ImportReplay } from "./import-replay";
import { errorText, postJson } from "./play-http";
import { randomSeed, SeedField, seedValue } from "./seed-field";

export type GenesisSetupDeck = PlaySetupFactionDeck;

/**
 * Which custom cards a deal uses, in words: custom cards are never shuffled into the destiny
 * (GEN-280), so they enter play only through recruiting (GEN-278); with 0 recruits none does.
 */
export function customCardsNote(custom: GenesisSetupDeck["custom"], recruits: number): string {
  if (custom.length === 0) return "The chosen decks have no custom card.";
  const list = custom.map((c) => `${c.name} (${c.ability}, ${c.faction || "no faction"})`).join(", ");
  if (recruits === 0) return `With 0 recruits this deal uses none of the ${custom.length} custom cards (${list}): custom cards enter play only when recruited (GEN-278, GEN-280).`;
  return `Each player may recruit ${recruits} card${recruits === 1 ? "" : "s"} of their faction or none from the void, custom ones included: ${list} (GEN-278).`;
}

export interface GenesisSetupProps {
  packId: string;
  decks: readonly GenesisSetupDeck[];
}

export function GenesisSetup({ packId, decks }: GenesisSetupProps) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>(decks.map((d) => d.name));
  const factions = [...new Set(decks.filter((d) => chosen.includes(d.name)).flatMap((d) => d.factions))];
  const [mySeat, setMySeat] = useState(0);
  const [hotSeat, setHotSeat] = useState(false);
  const [bot, setBot] = useState("greedy");
  // A pack with custom cards starts with enough recruits to bring them in (with 0 none appears).
  const [recruits, setRecruits] = useState(() => {
    const custom = decks.flatMap((d) => d.custom);
    const perFaction = Math.max(0, ...[...new Set(custom.map((c) => c.faction))].map((f) => custom.filter((c) => c.faction === f).length));
    return String(perFaction);
  });
  const [advanced, setAdvanced] = useState(false);
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const seats = [0, 1].map((i) => (hotSeat || i === mySeat ? "human" : bot));
  const recruitCount = /^\d+$/.test(recruits.trim()) ? Math.min(20, Number(recruits.trim())) : 0;
  const problem = factions.length < 2 ? `The chosen decks have ${factions.length === 0 ? "no faction" : `only ${factions[0]}`}: each player needs a different faction (GEN-270).` : null;

  async function deal() {
    setPending(true);
    setError(null);
    // Names are the subject of every log line ("Player 1 draws 2 cards"): "You" would read "You draws".
    // The table marks the designer's own seat "(you)".
    const names = seats.map((kind, i) => (kind === "human" ? `Player ${i + 1}` : `${kind === "greedy" ? "Greedy" : "Random"} bot`));
    const res = await postJson<{ id: string }>(`/api/packs/${packId}/games`, {
      eras: decks.filter((d) => chosen.includes(d.name)).map((d) => d.name),
      seats,
      seed: seedValue(seed),
      names,
      recruits: recruitCount,
      advanced,
    });
    if (!res.ok) {
      setPending(false);
      setError(errorText(res.error));
      return;
    }
    router.push(`/packs/${packId}/play/${res.value.id}`);
  }

  return (
    <section aria-label="New game" className="space-y-4 rounded-md border border-line p-4">
      <h2 className="text-base font-semibold">New game</h2>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Decks</legend>
        {decks.map((d) => (
          <label key={d.name} className="flex items-center gap-2 text-sm">
            <Checkbox checked={chosen.includes(d.name)} onChange={(ev) => setChosen((c) => (ev.target.checked ? [...c, d.name] : c.filter((x) => x !== d.name)))} />
            {d.name} <span className="text-xs text-ink-muted">({d.cards} cards: {d.factions.join(", ") || "no faction"})</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Your faction" hint="2 players (GEN-101); the seed decides who turns first (GEN-272).">
          {(ids) => (
            <Select {...ids} value={mySeat} onChange={(e) => setMySeat(Number(e.target.value))} disabled={hotSeat}>
              {[0, 1].map((i) => (
                <option key={i} value={i}>
                  {factions[i] ?? `Player ${i + 1}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {!hotSeat ? (
          <Field label={`${factions[1 - mySeat] ?? "The rival"} is played by`}>
            {(ids) => (
              <Select {...ids} value={bot} onChange={(e) => setBot(e.target.value)}>
                <option value="greedy">Greedy bot</option>
                <option value="random">Random bot</option>
              </Select>
            )}
          </Field>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={hotSeat} onChange={(e) => setHotSeat(e.target.checked)} />
        Hot-seat: I play both factions (both players&apos; ops are shown)
      </label>
      <Field label="Recruits per player" hint="Cards each player may recruit from the void at the beginning (GEN-278); 0 to 20.">
        {(ids) => <Input {...ids} value={recruits} onChange={(e) => setRecruits(e.target.value)} className="max-w-24" inputMode="numeric" />}
      </Field>
      <p className="text-sm text-ink-soft" data-testid="custom-cards-note">
        {customCardsNote(decks.filter((d) => chosen.includes(d.name)).flatMap((d) => d.custom), recruitCount)}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={advanced} onChange={(e) => setAdvanced(e.target.checked)} />
        Advanced rules: the experience (GEN-290, GEN-308, GEN-316; the rulebook keeps them for advanced players)
      </label>
      <SeedField seed={seed} onSeed={setSeed} />
      {problem !== null ? <p className="text-sm text-danger">{problem}</p> : null}
      {error !== null ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="primary" pending={pending} disabled={chosen.length === 0 || problem !== null} onClick={deal}>
        Deal
      </Button>
      <ImportReplay packId={packId} />
    </section>
  );
}
