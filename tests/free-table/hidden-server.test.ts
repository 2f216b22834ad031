/**
 * Hidden cards never sent (issue #27): over many random hot-seat games on the game server, every
 * answer a page gets (the game, an action's, an undo's, a tail and a past moment) pairs a card id
 * with an identifier only when the seat the page is for has seen that card at some point of the
 * game (in a zone it may look at, revealed, or looked at by itself), and the identifier is the
 * card's. A "look at the top n" is seen by the seat that looked and by nobody else, and its log
 * entry names no card.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act } from "@/lib/server/games/act";
import { createGame } from "@/lib/server/games/create-game";
import { getGame } from "@/lib/server/games/get-game";
import { getSteps } from "@/lib/server/games/get-steps";
import { loadGame } from "@/lib/server/games/store";
import { undo } from "@/lib/server/games/undo";
import { importPack } from "@/lib/server/import-pack";
import { seesCard, zoneDef, type FreeTableState } from "@/lib/free-table";
import { decodeSteps, type EncodedSteps } from "@/lib/free-table/step-delta";
import { makeTestDb, type TestDb } from "../server/helpers";

const DECK = "Muna: Lanterns of the Fen";
let t: TestDb;
let altered: string;

beforeAll(async () => {
  t = makeTestDb();
  altered = (await importPack({ db: t.db, document: readFileSync(join(process.cwd(), "seeds", "altered-demo.pack.json"), "utf8") })).id;
});
afterAll(async () => t.close());

/** Every card id the seat sees in the state. */
function seenIn(state: FreeTableState, seat: number): string[] {
  return state.zones.flatMap((z) => z.cards.filter((c) => seesCard(zoneDef(state, z.zone), z, c, seat)).map((c) => c.id));
}

/** Every `{ id, identifier }` pair anywhere in the answer (state cards, log events, legal actions). */
function pairs(value: unknown, out: { id: string; identifier: string }[] = []): { id: string; identifier: string }[] {
  if (Array.isArray(value)) for (const v of value) pairs(v, out);
  else if (typeof value === "object" && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o.id === "string" && /^c\d+$/.test(o.id) && typeof o.identifier === "string") out.push({ id: o.id, identifier: o.identifier });
    for (const v of Object.values(o)) pairs(v, out);
  }
  return out;
}

function lcg(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

/** A random action of the seat whose turn it is (some refused: the server must then send nothing new). */
function randomAction(s: FreeTableState, r: () => number): Record<string, unknown> {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const seat = s.turn;
  const zones = s.zones.map((z) => ({ zone: z.zone, seat: z.seat }));
  const cards = s.zones.flatMap((z) => z.cards.map((c) => c.id));
  const k = Math.floor(r() * 12);
  if (k < 4) return { type: "move", seat, card: pick(cards), to: pick(zones) };
  if (k === 4) return { type: "draw", seat, from: { zone: "deck", seat }, to: { zone: "hand", seat }, count: 1 + Math.floor(r() * 2) };
  if (k === 5) return { type: "shuffle", seat, zone: pick(zones) };
  if (k === 6) return { type: "flip", seat, card: pick(cards) };
  if (k === 7) return { type: "look", seat, zone: r() < 0.7 ? { zone: "deck", seat } : pick(zones), count: 1 + Math.floor(r() * 3) };
  if (k === 8) return { type: "reveal", seat, zone: pick(zones), count: 1 };
  return { type: "endTurn", seat };
}

describe("a seat's answers over random hot-seat games", () => {
  it("pair an id with an identifier only for a card that seat has seen, and a look stays with the seat that looked", async () => {
    let answers = 0;
    let looks = 0;
    for (let game = 0; game < 12; game++) {
      const r = lcg(1000 + game);
      const { id } = await createGame({ db: t.db, packId: altered, game: { engine: "free", decks: [DECK, DECK], seats: ["human", "human"], seed: 500 + game } });
      // Every moment of the log (undone entries too: a seat saw what it saw before taking it back).
      const states = async () => (await loadGame(t.db, id)).game.replayed.moments as unknown as readonly FreeTableState[];
      /** The cards each seat has seen so far, over every state of the game. */
      const seen = async (upTo?: number) => {
        const all = await states();
        const by = [new Set<string>(), new Set<string>()];
        for (const s of all.slice(0, upTo === undefined ? all.length : upTo + 1)) for (const seat of [0, 1]) for (const c of seenIn(s, seat)) by[seat]?.add(c);
        return { by, last: all[upTo ?? all.length - 1] as FreeTableState };
      };
      const check = async (answer: unknown, viewer: number, upTo?: number) => {
        answers++;
        const { by, last } = await seen(upTo);
        const truth = new Map(last.zones.flatMap((z) => z.cards.map((c) => [c.id, c.identifier] as const)));
        for (const p of pairs(answer)) {
          expect(by[viewer]?.has(p.id), `card ${p.id} sent with its identifier to seat ${viewer}, who never saw it`).toBe(true);
          expect(p.identifier).toBe(truth.get(p.id));
        }
      };
      let g = await getGame({ db: t.db, id });
      await check(g, 0);
      for (let step = 0; step < 40; step++) {
        const full = (await states()).at(-1) as FreeTableState;
        const action = randomAction(full, r);
        let answer;
        try {
          answer = await act({ db: t.db, id, action, ...(step % 5 === 4 ? { since: g.actions } : {}) });
        } catch {
          continue; // refused: nothing appended
        }
        if ("state" in answer) g = answer;
        await check(answer, answer.toAct ?? 0);
        if (action.type === "look") {
          looks++;
          const entry = answer.log.at(-1);
          expect(entry?.events).toEqual([{ type: "looked", seat: action.seat, zone: action.zone, count: action.count }]);
          expect(JSON.stringify(entry)).not.toContain("identifier");
          // The seat that looked sees the top cards; its view carries them (the page is its own).
          const now = (await states()).at(-1) as FreeTableState;
          const zone = now.zones.find((z) => z.zone === (action.zone as { zone: string }).zone && z.seat === (action.zone as { seat: number | null }).seat);
          const top = zone?.cards.slice(0, action.count as number).map((c) => c.id) ?? [];
          expect(top.every((c) => seenIn(now, action.seat as number).includes(c))).toBe(true);
          // Nobody else learns them from the look: the other seat sees a looked card only when its zone shows it anyway.
          const other = 1 - (action.seat as number);
          const before = (await states()).at(-2) as FreeTableState;
          expect(seenIn(now, other).filter((c) => top.includes(c)).sort()).toEqual(seenIn(before, other).filter((c) => top.includes(c)).sort());
        }
        if (step % 13 === 12) {
          const u = await undo({ db: t.db, id });
          g = u;
          await check(u, u.toAct ?? 0);
        }
      }
      // A past moment: as the seat whose turn it was then sees it, with what it had seen by then.
      const at = Math.floor(g.actions / 2);
      const past = await getGame({ db: t.db, id, at });
      const thenState = (await states())[at] as FreeTableState;
      await check({ state: past.state }, thenState.turn, at);
      // The replay bar's windows of steps (GET /api/games/{id}/steps): each moment as the seat whose turn it was sees it.
      const from = Math.max(0, at - 2);
      const run = await getSteps({ db: t.db, id, from, count: 5 });
      expect(run.states.length).toBe(Math.min(5, g.actions + 1 - from));
      const all = await states();
      for (const [i, state] of run.states.entries()) await check({ state }, (all[from + i] as FreeTableState).turn, from + i);
      // The same window delta-encoded is made of those views only: it decodes to them, nothing more.
      const delta = await getSteps({ db: t.db, id, from, count: 5, encoding: "delta" });
      expect(decodeSteps(JSON.parse(JSON.stringify(delta.steps)) as EncodedSteps)).toStrictEqual(JSON.parse(JSON.stringify(run.states)));
    }
    expect(answers).toBeGreaterThan(300);
    expect(looks).toBeGreaterThan(10);
  }, 120_000);
});
