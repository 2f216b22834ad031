/**
 * What a game request may carry (issue 24 "Ways down", "Ways in"): the decks of a deal are the
 * pack's own, each once; an action has the keys its engine lists and nothing else (an extra key
 * was stored and sent back with every GET); an imported replay is capped, its actions checked the
 * same way, and who made each move must be what replaying the log gives (a human seat turned into
 * a bot imported as if the bot had played). Also on PostgreSQL (vitest.pg.config.ts).
 */
import { describe, expect, it } from "vitest";
import { MAX_REPLAY_ENTRIES, type LogEntry } from "@/lib/packs/replay";
import { toErrorPayload } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { createGame } from "@/lib/server/games/create-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { getGame } from "@/lib/server/games/get-game";
import { importReplay } from "@/lib/server/games/import-replay";
import { undo } from "@/lib/server/games/undo";
import { demoGame, demoPackDb } from "../table/fixtures";
import { thrown } from "./helpers";

const demo = demoPackDb();

/** The `{ path, message }` issues and details of a 422. */
function refusal(error: unknown): { issues: { path: string; message: string }[]; details: Record<string, unknown>; message: string } {
  // A zod refusal of the body is a 422 too (errors.ts maps it); the answer is what a client reads.
  const { status, body } = toErrorPayload(error);
  expect(status).toBe(422);
  const { code: _code, message, issues, ...details } = body.error;
  return { issues: [...issues], details, message };
}

const deal = (eras: unknown) => createGame({ db: demo.db, packId: demo.packId, game: { eras, seats: ["human", "greedy"], seed: 1 } });

describe("a deal's decks: the pack's own, each once", () => {
  it("8,000 copies of one era name -> 422 at eras naming the cap, nothing created", async () => {
    const { issues } = refusal(await thrown(deal(Array.from({ length: 8000 }, () => "The Fog Years"))));
    expect(issues).toEqual([{ path: "eras", message: expect.stringMatching(/at most 1000 era decks/) }]);
  });

  it("a deck listed twice -> 422 at its index; more decks than the pack has -> 422 at eras with the pack's count", async () => {
    expect(refusal(await thrown(deal(["The Fog Years", "The Fog Years"]))).issues).toEqual([{ path: "eras[1]", message: expect.stringMatching(/listed twice/) }]);
    const three = refusal(await thrown(deal(["The Fog Years", "The Beacon Years", "The Fog Years"])));
    expect(three.issues).toEqual([{ path: "eras", message: expect.stringMatching(/the pack has 2 era decks/) }]);
    expect((await deal(["The Beacon Years", "The Fog Years"])).id).toEqual(expect.any(String));
  });
});

describe("an action has its engine's keys only", () => {
  it("an unknown key or type -> 422 at its path, nothing appended", async () => {
    const game = await demoGame(demo, { seed: 2 });
    const legal = game.legal[0] as unknown as Record<string, unknown>;
    const padded = refusal(await thrown(act({ db: demo.db, id: game.id, action: { ...legal, junk: "x".repeat(10_000) } })));
    expect(padded.issues).toEqual([{ path: "junk", message: expect.stringMatching(/unknown field/) }]);
    const typed = refusal(await thrown(act({ db: demo.db, id: game.id, action: { ...legal, type: "teleport" } })));
    expect(typed.issues[0]?.path).toBe("type");
    const huge = refusal(await thrown(act({ db: demo.db, id: game.id, action: { ...legal, affiliation: "x".repeat(20_000) } })));
    expect(huge.issues[0]).toEqual({ path: "(body)", message: expect.stringMatching(/at most 16 KB/) });
    expect((await getGame({ db: demo.db, id: game.id })).actions).toBe(game.actions);
    // The same action without the extra key is taken.
    expect((await act({ db: demo.db, id: game.id, action: legal })).actions).toBeGreaterThan(game.actions);
  });
});

/** A game of a few human moves (and a take-back) against the greedy bot, as a replay document. */
async function playedReplay() {
  let game = await demoGame(demo, { seed: 4 });
  for (let i = 0; i < 4 && game.toAct !== null; i++) game = await act({ db: demo.db, id: game.id, action: game.legal[0] });
  await undo({ db: demo.db, id: game.id });
  return JSON.parse(JSON.stringify(await exportReplay({ db: demo.db, id: game.id }))) as { seats: string[]; actions: LogEntry[] } & Record<string, unknown>;
}

describe("an imported replay", () => {
  it("as exported, imports", async () => {
    const replay = await playedReplay();
    expect((await importReplay({ db: demo.db, replay, packId: demo.packId })).id).toEqual(expect.any(String));
  });

  it("with a human seat turned into a bot -> 422 at the first move of that seat, naming the index and the seat", async () => {
    const replay = await playedReplay();
    replay.seats = ["greedy", "greedy"];
    const first = replay.actions.findIndex((e) => e.by === "human");
    const { issues, details, message } = refusal(await thrown(importReplay({ db: demo.db, replay, packId: demo.packId })));
    expect(details.index).toBe(first);
    expect(issues).toEqual([{ path: `actions[${first}].by`, message: expect.stringMatching(/seat 0 .*"greedy", but by says "human"/) }]);
    expect(message).toMatch(new RegExp(`^Action ${first} `));
  });

  it("with a bot's move recorded as a human's, or a human's as a bot's -> 422 at that entry", async () => {
    const replay = await playedReplay();
    const bot = replay.actions.findIndex((e) => e.by === "greedy");
    const asHuman = { ...replay, actions: replay.actions.map((e, i) => (i === bot ? { ...e, by: "human" } : e)) };
    expect(refusal(await thrown(importReplay({ db: demo.db, replay: asHuman, packId: demo.packId }))).issues[0]?.path).toBe(`actions[${bot}].by`);
    const human = replay.actions.findIndex((e) => e.by === "human");
    const asBot = { ...replay, actions: replay.actions.map((e, i) => (i === human ? { ...e, by: "random" } : e)) };
    expect(refusal(await thrown(importReplay({ db: demo.db, replay: asBot, packId: demo.packId }))).issues[0]?.path).toBe(`actions[${human}].by`);
  });

  it("with a take-back of a bot's move only -> 422 at its undone list", async () => {
    const replay = await playedReplay();
    const at = replay.actions.findIndex((e, i) => e.by === "greedy" && replay.actions[i + 1]?.by === "human");
    const actions: LogEntry[] = [...replay.actions.slice(0, at + 1), { action: { type: "undo", undone: [at] }, by: "undo" }];
    const { issues } = refusal(await thrown(importReplay({ db: demo.db, replay: { ...replay, actions }, packId: demo.packId })));
    expect(issues[0]).toEqual({ path: `actions[${at + 1}].action.undone`, message: expect.stringMatching(/takes back a human action first/) });
  });

  it("with an unknown key in an action -> 422 at actions[i].action.<key>; past the entry cap -> 422 at actions", async () => {
    const replay = await playedReplay();
    const human = replay.actions.findIndex((e) => e.by === "human");
    const padded = { ...replay, actions: replay.actions.map((e, i) => (i === human ? { ...e, action: { ...e.action, junk: "x".repeat(1000) } } : e)) };
    const { issues, details } = refusal(await thrown(importReplay({ db: demo.db, replay: padded, packId: demo.packId })));
    expect(issues).toEqual([{ path: `actions[${human}].action.junk`, message: expect.stringMatching(/unknown field/) }]);
    expect(details.index).toBe(human);
    const long = { ...replay, actions: Array.from({ length: MAX_REPLAY_ENTRIES + 1 }, () => ({ action: { type: "pass", player: 0 }, by: "human" })) };
    expect(refusal(await thrown(importReplay({ db: demo.db, replay: long, packId: demo.packId }))).issues).toEqual([
      { path: "actions", message: `a replay holds at most ${MAX_REPLAY_ENTRIES} log entries` },
    ]);
  });

  it("with an era listed twice -> 422 at its index", async () => {
    const replay = await playedReplay();
    const eras = replay.eras as string[];
    const twice = { ...replay, eras: [...eras, ...eras] };
    expect(refusal(await thrown(importReplay({ db: demo.db, replay: twice, packId: demo.packId }))).issues).toEqual([
      { path: `eras[${eras.length}]`, message: expect.stringMatching(/listed twice/) },
    ]);
  });
});
