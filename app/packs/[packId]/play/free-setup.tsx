/**
 * The setup of a free-table game (docs/systems.md "The free table"): how many seats (the system's
 * table says how many it seats), the deck each seat plays (a deck may be played by several seats),
 * the players' names and the seed. Every seat is the designer's (hot-seat); the table passes the
 * device between seats that keep cards to themselves. Deals through POST /api/packs/{id}/games.
 */
"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { ImportReplay } from "./import-replay";
import { errorText, postJson } from "./play-http";
import { randomSeed, SeedField, seedValue } from "./seed-field";

export interface FreeSetupProps {
  readonly packId: string;
  readonly decks: readonly { readonly name: string; readonly copies: number }[];
  /** The table's players: the smallest and largest number of seats. */
  readonly players: { readonly min: number; readonly max: number };
  /** What the system calls a deck ("deck", "era deck"). */
  readonly deckNoun: string;
}

export function FreeSetup({ packId, decks, players, deckNoun }: FreeSetupProps) {
  const router = useRouter();
  const [count, setCount] = useState(Math.max(1, players.min));
  const [chosen, setChosen] = useState<string[]>(() => Array.from({ length: players.max }, () => decks[0]?.name ?? ""));
  const [names, setNames] = useState<string[]>(() => Array.from({ length: players.max }, (_, i) => `Player ${i + 1}`));
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const seats = Array.from({ length: count }, (_, i) => i);

  async function deal() {
    setPending(true);
    setError(null);
    const res = await postJson<{ id: string }>(`/api/packs/${packId}/games`, {
      engine: "free",
      decks: seats.map((i) => chosen[i]),
      seats: seats.map(() => "human"),
      names: seats.map((i) => names[i]?.trim() || `Player ${i + 1}`),
      seed: seedValue(seed),
    });
    if (!res.ok) {
      setPending(false);
      setError(errorText(res.error));
      return;
    }
    router.push(`/packs/${packId}/play/${res.value.id}`);
  }

  return (
    <section aria-label="New free-table game" className="space-y-4 rounded-md border border-line p-4">
      <h2 className="text-base font-semibold">New game on the free table</h2>
      <p className="text-sm text-ink-soft">
        No rules are enforced: move any card anywhere, count, roll, and undo, replay or fork any step. You play every seat; when the turn passes, the table asks to pass the device before
        a seat&apos;s hand shows.
      </p>
      {decks.length === 0 ? <p className="text-sm text-danger">The pack has no {deckNoun} yet: add one with cards first.</p> : null}
      <Field label="Seats" hint={`This table seats ${players.min === players.max ? players.min : `${players.min} to ${players.max}`} players.`}>
        {(ids) => (
          <Select {...ids} value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {Array.from({ length: players.max - players.min + 1 }, (_, i) => players.min + i).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 (solo)" : n}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="space-y-3">
        {seats.map((i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-2">
            <Field label={`Seat ${i + 1}: name`}>{(ids) => <Input {...ids} value={names[i] ?? ""} onChange={(e) => setNames((n) => n.map((x, k) => (k === i ? e.target.value : x)))} />}</Field>
            <Field label={`Seat ${i + 1}: ${deckNoun}`}>
              {(ids) => (
                <Select {...ids} value={chosen[i] ?? ""} onChange={(e) => setChosen((c) => c.map((x, k) => (k === i ? e.target.value : x)))}>
                  {decks.map((d) => (
                    <option key={d.name} value={d.name}>
                      {d.name} ({d.copies} cards)
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        ))}
      </div>
      <SeedField seed={seed} onSeed={setSeed} />
      {error !== null ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="primary" pending={pending} disabled={decks.length === 0} onClick={deal}>
        Deal on the free table
      </Button>
      <ImportReplay packId={packId} />
    </section>
  );
}
