/**
 * What the designer does at the table (a controller of game-client.tsx): a card's or button's
 * action, a prompt's picked cards, a trade offer (checked one pair at a time), undo, fork, and
 * the turn timer's "do nothing". Every action goes through use-post-action.ts.
 */
"use client";

import { useRouter } from "next/navigation";
import { useCallback, useLayoutEffect, useRef } from "react";
import type { TableAdapter } from "@/lib/table/adapters";
import { movedOnGame } from "@/lib/table/moved-on";
import type { LegalView, RefusalView, TableView } from "@/lib/table/view";
import { errorText, getJson, postJson } from "../play-http";
import { followed } from "./game-steps";
import type { GameResponse, GameTail } from "./game-types";
import type { GameStore } from "./use-game-store";
import { usePostAction } from "./use-post-action";

export interface GameActions {
  /** A legal action chosen (a card, a button): the same function for the whole visit. */
  readonly onAction: (legal: LegalView) => void;
  readonly onPrompt: (promptId: string, picked: string[]) => void;
  readonly onCheckOffer: (give: string, take: string) => RefusalView | null;
  readonly onOffer: (give: string, take: string) => void;
  readonly undo: () => Promise<void>;
  readonly fork: () => Promise<void>;
  /** The turn timer ran out: the adapter's "do nothing" action (see turn-timer.tsx). */
  readonly timeUp: () => void;
}

export interface GameActionsInput {
  readonly store: GameStore;
  readonly adapter: TableAdapter | null;
  readonly system: string;
  readonly packId: string;
  readonly gameId: string;
  readonly hidden: boolean;
  readonly viewer: number;
  readonly view: TableView | null;
}

export function useGameActions({ store, adapter, system, packId, gameId, hidden, viewer, view }: GameActionsInput): GameActions {
  const router = useRouter();
  const post = usePostAction(store, adapter, system, gameId, hidden);
  const { game, busy, at, syncedRef } = store;
  const state = game?.state ?? null;

  // `post` changes with every game drawn; the table's callbacks go through this ref so they stay
  // the same functions and the memoised zones and cards do not re-render for a new callback.
  const postRef = useRef(post);
  useLayoutEffect(() => {
    postRef.current = post;
  }, [post]);
  const onAction = useCallback((l: LegalView) => void postRef.current(l.action), []);

  const setError = store.setError;
  const onPrompt = useCallback(
    (promptId: string, picked: string[]) => {
      if (adapter === null || game === null) return;
      const action = adapter.promptAction(promptId, viewer, picked);
      if (action === null) return;
      const why = adapter.engine.check(game.state, action);
      if (why !== null) {
        setError(`${why.message} (${why.rule})`);
        return;
      }
      void post(action);
    },
    [adapter, game, viewer, post, setError],
  );

  // The trade picker asks the engine about the pair chosen, never about every pair.
  const onCheckOffer = useCallback(
    (give: string, take: string): RefusalView | null => (adapter?.offers == null || state === null ? null : adapter.offers.refusal(state, viewer, give, take)),
    [adapter, state, viewer],
  );
  const onOffer = useCallback(
    (give: string, take: string) => {
      if (adapter?.offers != null) void post(adapter.offers.action(viewer, give, take));
    },
    [adapter, post, viewer],
  );

  const undo = async () => {
    if (adapter === null || game === null) return;
    store.setBusy(true);
    if (hidden) {
      store.setOutcomes([]);
      store.setNewFrom(Infinity);
      return store.receive(await postJson<GameResponse>(`/api/games/${gameId}/undo`));
    }
    const r = await postJson<GameTail>(`/api/games/${gameId}/undo?since=${game.log.length}`);
    store.setBusy(false);
    const stale = r.ok ? null : movedOnGame<GameResponse>(r.error);
    if (stale !== null) return store.showMovedOn(stale);
    if (!r.ok) return store.setError(errorText(r.error));
    const next = followed(adapter, game, syncedRef.current, r.value);
    if (next === null) return store.receive(await getJson<GameResponse>(`/api/games/${gameId}`));
    syncedRef.current = next.synced;
    store.setOutcomes([]);
    store.setNewFrom(Infinity);
    store.setStep(next.game.log.length);
    store.setGame(next.game);
  };

  const fork = async () => {
    const r = await postJson<{ id: string }>(`/api/games/${gameId}/fork`, { at: at ?? 0 });
    if (!r.ok) return store.setError(errorText(r.error));
    router.push(`/packs/${packId}/play/${r.value.id}`);
  };

  const timeUp = () => {
    if (adapter === null || view === null || busy) return;
    const chosen = adapter.timeUp(view.legal);
    if (chosen !== null) void post(chosen.action);
  };

  return { onAction, onPrompt, onCheckOffer, onOffer, undo, fork, timeUp };
}
