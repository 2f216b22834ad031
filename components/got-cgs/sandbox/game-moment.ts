"use client";
/**
 * Reads `?game=<id>&at=<n>` once after hydration and loads that moment of the game (GET
 * /api/games/{id}?at=n) into the sandbox. What went wrong is said in a sentence; the set-up is
 * then the one kept for the pack.
 */
import { useEffect, useState } from "react";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { setupFromGame } from "./from-game";
import type { Setup } from "./setup";

export interface GameMoment {
  /** The address asks for a game moment (known only after hydration). */
  readonly requested: boolean;
  readonly status: "idle" | "loading" | "loaded" | "error";
  readonly message: string | null;
}

export function useGameMoment(texts: ReadonlyMap<string, { readonly attributes: string }>, onLoad: (setup: Setup) => void): GameMoment {
  const [moment, setMoment] = useState<GameMoment>({ requested: false, status: "idle", message: null });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const game = params.get("game");
    if (!game) return;
    const at = params.get("at");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable after hydration
    setMoment({ requested: true, status: "loading", message: `Loading game ${game}${at ? ` at step ${at}` : ""}…` });
    const controller = new AbortController();
    (async () => {
      const res = await fetch(`/api/games/${encodeURIComponent(game)}${at ? `?at=${encodeURIComponent(at)}` : ""}`, { signal: controller.signal });
      const body = (await res.json().catch(() => null)) as { state?: GameState; error?: { message?: string } } | null;
      if (!res.ok || !body?.state) {
        setMoment({ requested: true, status: "error", message: `Could not load game ${game}: ${body?.error?.message ?? `HTTP ${res.status}`}. Showing the set-up kept for this pack.` });
        return;
      }
      const { setup, missing } = setupFromGame(body.state, texts);
      onLoad(setup);
      setMoment({
        requested: true,
        status: "loaded",
        message: `Game ${game}${at ? ` after ${at} actions` : ""}${missing.length > 0 ? `; left out (no longer in the pack): ${missing.join(", ")}` : ""}.`,
      });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setMoment({ requested: true, status: "error", message: `Could not load game ${game}: ${error instanceof Error ? error.message : String(error)}.` });
    });
    return () => controller.abort();
    // Once per page load: the address is read after hydration only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return moment;
}
