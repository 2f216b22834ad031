/**
 * Hidden information, read the way a curious player would (GEN-194, GEN-199, GEN-200, GEN-438):
 * whole random Genesis games against a bot, every answer the game server gives the human seat
 * (the deal, every GET, every action's answer with and without `since`, past moments, a
 * take-back, the games list) serialised and searched for the identifier and the name of every
 * card that seat has not seen so far (the destiny, the bot's ops and experience, face-down
 * cards). The replay export, the record of the game, still holds them: the search finds them
 * there, so it would find them in an answer too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPack } from "@/lib/server/import-pack";
import { act } from "@/lib/server/games/act";
import { createGame } from "@/lib/server/games/create-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { getGame } from "@/lib/server/games/get-game";
import { listGames } from "@/lib/server/games/list-games";
import { loadGame } from "@/lib/server/games/store";
import { undo } from "@/lib/server/games/undo";
import { randomBot, type GenesisAction, type GenesisEvent, type GenesisState } from "@/lib/systems/got-genesis/engine";
import { visibleIds } from "@/lib/systems/got-genesis/engine/view";
import type { GameDto } from "@/lib/server/games/types";
import { makeTestDb, type TestDb } from "./helpers";

const demo = readFileSync(join(process.cwd(), "seeds", "genesis-demo.pack.json"), "utf8");

let t: TestDb;
let packId: string;

beforeAll(async () => {
  t = makeTestDb();
  packId = (await importPack({ db: t.db, document: demo })).id;
});
afterAll(async () => t.close());

/** Words that name a card: its identifier and its name (every demo card is unique). */
function namesOf(state: GenesisState, id: string): string[] {
  const c = state.cards[id];
  return c === undefined ? [id] : [c.identifier, c.name];
}

function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
}

/** The full states of the game so far (every moment, take-backs included), from the server's own replay. */
async function moments(id: string): Promise<readonly GenesisState[]> {
  return (await loadGame(t.db, id)).game.replayed.moments as unknown as GenesisState[];
}

/** Cards seat 0 looked at while drawing that went to the rival's ops (GEN-216: "take and look at 1 card"). */
async function lookedAtByDrawing(id: string): Promise<string[]> {
  const events = (await loadGame(t.db, id)).game.replayed.events as unknown as readonly (readonly GenesisEvent[])[];
  return events.flatMap((list) => list.flatMap((e) => (e.type === "drew" && e.seat === 0 ? e.toRival : [])));
}

describe("what the human seat of a Genesis game may not see never reaches its answers", () => {
  it("GEN-194 GEN-199 GEN-200 GEN-438 12 random games: no answer names a card the seat has not seen (destiny, the bot's ops and experience, face-down cards)", async () => {
    let answers = 0;
    let hiddenChecked = 0;
    for (let g = 0; g < 12; g++) {
      const bot = g % 2 === 0 ? "random" : "greedy";
      const created = await createGame({ db: t.db, packId, game: { seats: ["human", bot], seed: 500 + g, recruits: g % 3 } });
      const seen = new Set<string>();
      let counted = 0;
      const found: string[] = [];
      const human = randomBot(`hidden:${g}`);
      const check = async (label: string, answer: unknown, at?: number) => {
        // Moments only grow (a take-back appends one), so each is counted once. The shuffle makes
        // the cards seen in the void unknown again (where each went is the secret, GEN-280).
        const all = await moments(created.id);
        all.slice(counted).forEach((m, k) => {
          const prev = all[counted + k - 1];
          if (prev !== undefined && prev.destiny.length === 0 && m.destiny.length > 0) for (const id of m.destiny) seen.delete(id);
          for (const id of visibleIds(m, [0])) seen.add(id);
        });
        counted = all.length;
        // A past moment (`?at=`) shows what the seat saw then.
        const then = at === undefined ? new Set<string>() : visibleIds(all[at] as GenesisState, [0]);
        for (const id of await lookedAtByDrawing(created.id)) seen.add(id);
        const now = all[all.length - 1] as GenesisState;
        const text = JSON.stringify(answer);
        answers += 1;
        for (const id of Object.keys(now.cards)) {
          if (seen.has(id) || then.has(id)) continue;
          hiddenChecked += 1;
          for (const word of namesOf(now, id)) if (mentions(text, word)) found.push(`${label}: ${word} in …${text.slice(Math.max(0, text.indexOf(word) - 80), text.indexOf(word) + 20)}…`);
        }
      };
      await check("create", created);
      const list = await listGames({ db: t.db, packId });
      await check("list", list);
      // The seed deals the game again, destiny included: no answer carries it.
      expect(list.games.map((row) => row.seed)).toEqual(list.games.map(() => null));
      let game: GameDto = await getGame({ db: t.db, id: created.id });
      await check("get", game);
      expect(game.seed).toBeNull();
      let undone = false;
      for (let n = 0; n < 3_000 && game.toAct !== null; n++) {
        // The human's choice is drawn from the full state, as the server checks it (the test's seat plays at random).
        const full = (await moments(created.id)).at(-1) as GenesisState;
        const action: GenesisAction = human.choose(full, game.toAct);
        if (n % 2 === 0) {
          game = await act({ db: t.db, id: created.id, action });
          await check(`act ${n}`, game);
        } else {
          await check(`act ${n} since`, await act({ db: t.db, id: created.id, action, since: game.actions }));
          game = await getGame({ db: t.db, id: created.id });
          await check(`get ${n}`, game);
        }
        if (n === 40 && !undone && game.toAct !== null) {
          undone = true;
          game = await undo({ db: t.db, id: created.id });
          await check("undo", game);
        }
        if (n % 25 === 0) {
          const at = Math.floor(game.actions / 2);
          await check(`at ${at}`, await getGame({ db: t.db, id: created.id, at }), at);
        }
      }
      expect(game.over, `game ${g} ends`).toBe(true);
      expect(found, `game ${g}`).toEqual([]);
      // The search finds a card where it is named: the record (the replay export) names the dealt destiny's first card.
      const record = JSON.stringify(await exportReplay({ db: t.db, id: created.id }));
      const first = (await moments(created.id))[0] as GenesisState;
      expect(namesOf(first, first.destiny[0] ?? "").every((w) => mentions(record, w))).toBe(true);
    }
    expect(answers).toBeGreaterThan(500);
    expect(hiddenChecked).toBeGreaterThan(5_000);
  }, 600_000);
});
