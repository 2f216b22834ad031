/**
 * The table predicts an action's answer (issue 11 "Speed"; docs/architecture.md, Trial play: the browser
 * runs the same engine): the designer's move and the bots' turns, played with the server's own
 * code (lib/table/bot-turns.ts) from the state the table holds. Checked against the server's
 * answers over long seeded games; a wrong prediction is replaced by the server's answer; a
 * refusal takes the move back.
 */
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { getGame } from "@/lib/server/games/get-game";
import type { GameDto, GameTailDto } from "@/lib/server/games/types";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { GOT_CGS_ENGINE } from "@/lib/systems/got-cgs/rules-engine";
import { applyTail, stateDigest, syncedFromGame, syncedState, type Synced } from "@/lib/systems/got-cgs/table/sync";
import { movedOnGame } from "@/lib/table/moved-on";
import { predict, settle, type Prediction, type TailAnswer } from "@/lib/table/prediction";
import { thrown } from "../server/helpers";
import { demoGame, demoPackDb } from "./fixtures";

const demo = demoPackDb();

const adopt = (s: Synced, a: TailAnswer) => applyTail(s, a.logFrom, a.log, a.digest);

function predicted(game: { seats: readonly string[]; seed: number | string | null }, synced: Synced, action: unknown): Prediction<GameState, unknown> {
  const result = predict(GOT_CGS_ENGINE, game, synced.length, syncedState(synced), action);
  if (!result.ok) throw new Error(`the table refused its own action: ${result.rejection.message}`);
  return result.prediction;
}

describe("prediction: the table paints the bots' answer before the server's (issue 11 Speed, docs/architecture.md, Trial play)", () => {
  for (const bot of ["greedy", "random"] as const) {
    it(`over a whole two-era game against the ${bot} bot, every prediction is the server's answer (same entries, same digest)`, async () => {
      let game = await demoGame(demo, { eras: ["The Fog Years", "The Beacon Years"], seats: ["human", bot], seed: `predict-${bot}` });
      const id = game.id;
      let synced = syncedFromGame(game.log, game.state as GameState);
      const human = randomBot(`predict:${bot}:human`);
      let steps = 0;
      let botEntries = 0;
      while (game.toAct !== null && steps < 800) {
        steps++;
        const action = human.choose(syncedState(synced), game.toAct);
        const prediction = predicted(game, synced, action);
        const answer = await act({ db: demo.db, id, action, since: synced.length });
        const settled = settle(synced, prediction, { ok: true, value: answer }, stateDigest, adopt);
        if (settled.kind !== "confirmed") throw new Error(`step ${steps}: ${settled.kind === "replaced" || settled.kind === "reload" || settled.kind === "rolledBack" ? settled.reason : ""}`);
        expect(prediction.entries.map((e) => ({ action: e.action, by: e.by }))).toEqual(answer.log.map((e) => ({ action: e.action, by: e.by })));
        botEntries += prediction.entries.length - 1;
        synced = settled.synced;
        game = { ...game, toAct: answer.toAct };
      }
      const final = await getGame({ db: demo.db, id });
      expect(final.over).toBe(true);
      expect(syncedState(synced)).toEqual(final.state);
      expect(synced.length).toBe(final.actions);
      expect(final.actions).toBeGreaterThan(60);
      expect(botEntries).toBeGreaterThan(30);
    });
  }

  it("a prediction that differs from the answer (another bot than the server's) is replaced by the server's entries", async () => {
    let game = await demoGame(demo, { seed: 7 });
    const id = game.id;
    let synced = syncedFromGame(game.log, game.state as GameState);
    const human = randomBot("mismatch:human");
    let replaced = 0;
    for (let step = 0; step < 40 && game.toAct !== null; step++) {
      const action = human.choose(syncedState(synced), game.toAct);
      // The table believes the bot is random: its prediction is wrong whenever the bot acted.
      const prediction = predicted({ seats: ["human", "random"], seed: 7 }, synced, action);
      const answer: GameTailDto = await act({ db: demo.db, id, action, since: synced.length });
      const settled = settle(synced, prediction, { ok: true, value: answer }, stateDigest, adopt);
      if (settled.kind === "replaced") {
        replaced++;
        expect(settled.reason).toMatch(/differs|entries|digest/);
      } else expect(settled.kind).toBe("confirmed");
      if (settled.kind !== "replaced" && settled.kind !== "confirmed") throw new Error(settled.reason);
      synced = settled.synced;
      game = await getGame({ db: demo.db, id });
      expect(stateDigest(syncedState(synced))).toBe(answer.digest);
      expect(syncedState(synced)).toEqual(game.state);
    }
    expect(replaced).toBeGreaterThan(3);
  });

  it("a move from a tab the game moved on from: 409 with the game now, which the table draws (lib/table/moved-on.ts); settle alone would take the move back", async () => {
    const game = await demoGame(demo, { seed: 8 });
    const id = game.id;
    const stale = syncedFromGame(game.log, game.state as GameState);
    // Another tab plays first; this table still shows the deal and acts on it.
    await act({ db: demo.db, id, action: game.legal[0], since: game.actions });
    const mine = game.legal[0];
    const prediction = predicted(game, stale, mine);
    const error = await thrown(act({ db: demo.db, id, action: mine, since: stale.length }));
    expect(error).toBeInstanceOf(AppError);
    const refusal = error as AppError;
    expect(refusal.status).toBe(409);
    const current = movedOnGame<GameDto>({ status: refusal.status, current: refusal.details.current });
    expect(current?.actions).toBe((await getGame({ db: demo.db, id })).actions);
    const settled = settle(stale, prediction, { ok: false, error: { status: refusal.status, message: refusal.message } }, stateDigest, adopt);
    expect(settled).toMatchObject({ kind: "rolledBack", reason: expect.stringContaining("409") });
  });

  it("the table refuses what the engine refuses before anything is posted (CGS-250: only the seat to act acts)", async () => {
    const game = await demoGame(demo, { seed: 9 });
    const result = predict(GOT_CGS_ENGINE, game, game.actions, game.state, { type: "pass", player: 1 });
    expect(result).toMatchObject({ ok: false, rejection: { rule: expect.stringMatching(/^CGS-\d+$/) } });
  });
});
