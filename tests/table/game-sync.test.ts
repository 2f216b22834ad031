/**
 * The table in step with the server without the state (lib/table/game-sync.ts, issue 11 "Speed"):
 * an action or undo with `?since=n` answers the new entries and a digest; the table applies them
 * with the same engine. Checked against the server's full GET after every action of a long
 * seeded game against a greedy bot, take-backs included.
 */
import { describe, expect, it } from "vitest";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import { act } from "@/lib/server/games/act";
import { getGame } from "@/lib/server/games/get-game";
import { undo } from "@/lib/server/games/undo";
import type { GameDto, GameTailDto } from "@/lib/server/games/types";
import { apply } from "@/lib/systems/got-cgs/engine/reducer";
import { applyTail, stateDigest, syncedFromGame, syncedState, type KnownState, type Synced } from "@/lib/systems/got-cgs/table/sync";
import { demoGame, demoPackDb } from "./fixtures";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

const demo = demoPackDb();

function newGame(seed: number): Promise<GameDto> {
  return demoGame(demo, { eras: ["The Fog Years", "The Beacon Years"], seed });
}

/** What the table does with an answer: apply it, or fail (and then it reloads). */
function follow(synced: Synced, answer: GameTailDto, known?: KnownState): Synced {
  const result = applyTail(synced, answer.logFrom, answer.log, answer.digest, known);
  if (!result.ok) throw new Error(`the table would reload: ${result.reason}`);
  expect(stateDigest(result.state as GameState)).toBe(answer.digest);
  return result.synced;
}

describe("game sync: the table applies the answer's entries (docs/architecture.md, Trial play, ?since=n)", () => {
  it("after every action and take-back of a two-era game against the greedy bot, the table's state equals the server's full GET", async () => {
    let game = await newGame(21);
    const id = game.id;
    let synced = syncedFromGame(game.log, game.state as GameState);
    const human = randomBot("sync:human");
    let steps = 0;
    let undos = 0;
    while (game.toAct !== null && steps < 600) {
      steps++;
      const seat = game.toAct;
      // Every fifth step takes the last human action back (and the bot's answers after it).
      // An action's own state is the one the table drew at once (odd steps) or applied anew.
      let answer: GameTailDto;
      let known: KnownState | undefined;
      if (steps % 5 === 0 && game.log.some((e) => e.by === "human")) {
        undos++;
        answer = await undo({ db: demo.db, id, since: synced.length });
      } else {
        const action = human.choose(syncedState(synced), seat);
        const local = apply(syncedState(synced), action);
        if (local.ok && steps % 2 === 1) known = { index: synced.length, state: local.state };
        answer = await act({ db: demo.db, id, action, since: synced.length });
      }
      expect(answer).not.toHaveProperty("state");
      synced = follow(synced, answer, known);
      game = await getGame({ db: demo.db, id });
      expect(synced.length).toBe(game.actions);
      expect(syncedState(synced)).toEqual(game.state);
      expect(answer.toAct).toBe(game.toAct);
      expect(answer.over).toBe(game.over);
    }
    expect(game.over).toBe(true);
    expect(undos).toBeGreaterThan(5);
    expect(game.actions).toBeGreaterThan(100);
    expect((game.state as GameState).eraResults.length).toBe(2);
  });

  it("a digest that differs from the table's is refused, so the table reloads with a GET (which is the server's state)", async () => {
    const game = await newGame(22);
    const synced = syncedFromGame(game.log, game.state as GameState);
    const answer = await act({ db: demo.db, id: game.id, action: game.legal[0], since: synced.length });
    const tampered = applyTail(synced, answer.logFrom, answer.log, `${answer.digest}x`);
    expect(tampered).toMatchObject({ ok: false, reason: expect.stringContaining("digest") });
    // A state the table drifted from (here: another seed's deal) gives another digest.
    const other = await newGame(23);
    expect(applyTail(syncedFromGame(game.log, other.state as GameState), answer.logFrom, answer.log, answer.digest).ok).toBe(false);
    const reloaded = await getGame({ db: demo.db, id: game.id });
    expect(stateDigest(reloaded.state as GameState)).toBe(answer.digest);
  });

  it("an answer that does not start where the table's log ends, or an entry the engine refuses, means a reload", async () => {
    const dealt = await newGame(24);
    const game = await act({ db: demo.db, id: dealt.id, action: dealt.legal[0] });
    const synced = syncedFromGame(game.log, game.state as GameState);
    expect(synced.length).toBeGreaterThan(0);
    // The server answers from the length the move names (an older one is a 409); an answer read as
    // starting elsewhere than the table's log ends is not applied.
    const answer = await act({ db: demo.db, id: game.id, action: game.legal[0], since: game.actions });
    expect(applyTail(synced, 0, answer.log, answer.digest)).toMatchObject({ ok: false, reason: expect.stringContaining("starts at entry 0") });
    // The seat that is not to act passes: the engine refuses it.
    expect(game.toAct).toBe(0);
    const refused = applyTail(synced, synced.length, [{ action: { type: "pass", player: 1 }, by: "human" }], answer.digest);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining("refused") });
  });

  it("undo via since: a state the table held is taken back to; one from before a reload is not, so a reload (whose GET is right)", async () => {
    const game = await newGame(25);
    const before = await act({ db: demo.db, id: game.id, action: game.legal[0] });
    // The table loaded `before` and plays on: it holds the states from there on.
    let synced = syncedFromGame(before.log, before.state as GameState);
    synced = follow(synced, await act({ db: demo.db, id: game.id, action: before.legal[0], since: synced.length }));
    synced = follow(synced, await undo({ db: demo.db, id: game.id, since: synced.length }));
    expect(syncedState(synced)).toEqual(before.state);
    expect(syncedState(synced)).toEqual((await getGame({ db: demo.db, id: game.id })).state);
    // Reloaded now, it holds only the last state; taking back the action before the reload needs a GET.
    const reloaded = await getGame({ db: demo.db, id: game.id });
    const fresh = syncedFromGame(reloaded.log, reloaded.state as GameState);
    const undone = await undo({ db: demo.db, id: game.id, since: fresh.length });
    expect(applyTail(fresh, undone.logFrom, undone.log, undone.digest)).toMatchObject({ ok: false, reason: expect.stringContaining("before the game was loaded") });
    expect(stateDigest((await getGame({ db: demo.db, id: game.id })).state as GameState)).toBe(undone.digest);
  });
});
