/**
 * The setup form: which eras, how many players (CGS-180), the designer's seat, a bot (greedy or
 * random) per other seat or hot-seat, the seed (shown and reusable), the optional turn timer
 * (CGS-294). Deals through POST /api/packs/{id}/games and opens the table.
 */
"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Select } from "@/components/ui/field";
import type { PlaySetupEraDeck, PlaySetupPlayerRange } from "@/lib/systems/engine";
import { playHooks } from "@/lib/systems/registry-play";
import { ImportReplay } from "./import-replay";
import { errorText, postJson } from "./play-http";
import { randomSeed, SeedField, seedValue } from "./seed-field";

export type SetupEra = PlaySetupEraDeck;

export interface PlaySetupProps {
  packId: string;
  /** The pack's system: its play hook bounds the players by the chosen decks. */
  system: string;
  eras: readonly SetupEra[];
  /** The era to preselect alone (from an era page's Play button), or null for all. */
  preselected: string | null;
  fixedPlayers: number | null;
  turnTimeLimitMinutes: number | null;
}

/** The players of a system without a `playerRange` hook: from 2 to as many seats as the form offers bots. */
const ANY_PLAYERS: PlaySetupPlayerRange = { min: 2, max: 8, fixed: null, problem: null };

export function PlaySetup({ packId, system, eras, preselected, fixedPlayers, turnTimeLimitMinutes }: PlaySetupProps) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>(preselected !== null ? [preselected] : eras.map((e) => e.name));
  const range = useMemo(
    () => playHooks(system)?.playerRange?.(eras.filter((e) => chosen.includes(e.name)), fixedPlayers) ?? ANY_PLAYERS,
    [system, eras, chosen, fixedPlayers],
  );
  const [players, setPlayers] = useState(range.min);
  const count = Math.max(2, Math.min(Math.max(players, range.min), range.max));
  const [mySeat, setMySeat] = useState(0);
  const [hotSeat, setHotSeat] = useState(false);
  const [bots, setBots] = useState<string[]>(["greedy", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy"]);
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [timer, setTimer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const seat = Math.min(mySeat, count - 1);
  const seats = Array.from({ length: count }, (_, i) => (hotSeat || i === seat ? "human" : (bots[i] ?? "greedy")));

  async function deal() {
    setPending(true);
    setError(null);
    const orderedEras = eras.filter((e) => chosen.includes(e.name)).map((e) => e.name);
    const res = await postJson<{ id: string }>(`/api/packs/${packId}/games`, { eras: orderedEras, seats, seed: seedValue(seed), names: seats.map((_, i) => `Player ${i + 1}`) });
    if (!res.ok) {
      setPending(false);
      setError(errorText(res.error));
      return;
    }
    router.push(`/packs/${packId}/play/${res.value.id}${timer && turnTimeLimitMinutes !== null ? `?timer=${turnTimeLimitMinutes}` : ""}`);
  }

  return (
    <section aria-label="New game" className="space-y-4 rounded-md border border-line p-4">
      <h2 className="text-base font-semibold">New game</h2>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Era decks</legend>
        {eras.map((e) => (
          <label key={e.name} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={chosen.includes(e.name)}
              onChange={(ev) => setChosen((c) => (ev.target.checked ? [...c, e.name] : c.filter((x) => x !== e.name)))}
            />
            {e.name} <span className="text-xs text-ink-muted">({e.cards} cards, {e.affiliations.length} affiliations)</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Players" hint={range.problem ?? (range.fixed !== null ? `The pack fixes ${range.fixed} players (CGS-180).` : `From 2 to ${range.max}: the fewest affiliations of the chosen era decks (CGS-180).`)}>
          {(ids) => (
          <Select {...ids} value={count} onChange={(e) => setPlayers(Number(e.target.value))}>
            {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
          )}
        </Field>
        <Field label="Your seat" hint="Seats turn in this order.">
          {(ids) => (
          <Select {...ids} value={seat} onChange={(e) => setMySeat(Number(e.target.value))} disabled={hotSeat}>
            {Array.from({ length: count }, (_, i) => (
              <option key={i} value={i}>
                Player {i + 1}
              </option>
            ))}
          </Select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={hotSeat} onChange={(e) => setHotSeat(e.target.checked)} />
        Hot-seat: I play every seat
      </label>
      {!hotSeat ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: count }, (_, i) => i)
            .filter((i) => i !== seat)
            .map((i) => (
              <Field key={i} label={`Player ${i + 1}`}>
                {(ids) => (
                <Select
                  {...ids}
                  value={bots[i] ?? "greedy"}
                  onChange={(e) => setBots((b) => b.map((x, j) => (j === i ? e.target.value : x)))}
                >
                  <option value="greedy">Greedy bot</option>
                  <option value="random">Random bot</option>
                </Select>
                )}
              </Field>
            ))}
        </div>
      ) : null}
      <SeedField seed={seed} onSeed={setSeed} />
      {turnTimeLimitMinutes !== null && turnTimeLimitMinutes > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={timer} onChange={(e) => setTimer(e.target.checked)} />
          Turn timer: {turnTimeLimitMinutes} min per turn (the pack&apos;s turn time limit, CGS-177); when it runs out the seat passes
        </label>
      ) : (
        <p className="text-xs text-ink-muted">The pack sets no turn time limit (Settings), so there is no turn timer.</p>
      )}
      {error !== null ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="primary" pending={pending} disabled={chosen.length === 0 || range.min > range.max} onClick={deal}>
        Deal
      </Button>
      <ImportReplay packId={packId} />
    </section>
  );
}
