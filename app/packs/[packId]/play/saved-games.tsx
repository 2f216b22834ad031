/** The saved games of the pack (GET /api/packs/{id}/games): resume or delete. */
"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorText, getJson, sendJson } from "./play-http";

interface GameRow {
  readonly id: string;
  readonly title: string;
  readonly seats: readonly string[];
  readonly eras: readonly string[];
  readonly seed: number | string | null;
  readonly over: boolean;
  readonly actions: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** A game made by importing a replay (createdAt: when). */
  readonly imported?: true;
}

/** "imported 2 Dec 2026, 09:14": an imported replay keeps its original's title, so the list tells them apart. */
export function importedNote(createdAt: string): string {
  return `imported ${new Date(createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}`;
}

export function SavedGames({ packId }: { packId: string }) {
  const [games, setGames] = useState<GameRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void getJson<{ games: GameRow[] }>(`/api/packs/${packId}/games`).then((r) => {
      if (!live) return;
      if (r.ok) setGames(r.value.games);
      else setError(errorText(r.error));
    });
    return () => {
      live = false;
    };
  }, [packId]);
  return (
    <section aria-label="Saved games" className="space-y-2 rounded-md border border-line p-4" aria-busy={games === null && error === null}>
      <h2 className="text-base font-semibold">Saved games</h2>
      {error !== null ? <p className="text-sm text-danger">{error}</p> : null}
      {games !== null && games.length === 0 ? <p className="text-sm text-ink-muted">No game yet.</p> : null}
      <ul className="space-y-2">
        {(games ?? []).map((g) => (
          <li key={g.id} className="flex flex-wrap items-center gap-2 text-sm" data-game-id={g.id}>
            <Link href={`/packs/${packId}/play/${g.id}`} className="focus-ring rounded font-medium text-accent-ink hover:underline">
              {g.title || g.eras.join(", ")}
            </Link>
            {g.imported === true ? (
              <span className="rounded bg-sunken px-1.5 py-0.5 text-xs text-ink-soft" data-testid="imported">
                {importedNote(g.createdAt)}
              </span>
            ) : null}
            <span className="text-xs text-ink-muted">
              {g.seats.join(" / ")}{g.seed === null ? "" : ` · seed ${String(g.seed)}`} · {g.actions} actions{g.over ? " · over" : ""}
            </span>
            <Link href={`/packs/${packId}/play/${g.id}?replay=1`} className="text-xs text-ink-soft hover:underline">
              Replay
            </Link>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete game ${g.title}`}
              onClick={async () => {
                const r = await sendJson(`/api/games/${g.id}`, "DELETE");
                if (r.ok || r.error.status === 404) setGames((all) => (all ?? []).filter((x) => x.id !== g.id));
                else setError(errorText(r.error));
              }}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
