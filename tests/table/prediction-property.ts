/**
 * The prediction property of issue 27 (see prediction-property.test.ts): one random game played
 * as the table and the server would, and the property over many of them for one seed pack. Two
 * files run it, one per system (prediction-property.test.ts for GOT CGS,
 * prediction-property-genesis.test.ts for Genesis), so the two halves run on two workers at once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkHumanAction, current, deal, defaultNames, engineOf, playBots, replayStored, takeBack, type GameSetup, type Replayed } from "@/lib/server/games/play";
import { pageSeed, pageState } from "@/lib/server/games/seat-view";
import type { LogEntry, SeatKind } from "@/lib/packs/replay";
import { prepareAnyPackJson } from "@/lib/packs/import";
import type { AnyPackDocument } from "@/lib/packs/schema";
import { tableAdapterOf } from "@/lib/table/adapters";
import { digestOf } from "@/lib/table/digest";
import { syncedState, type Synced, type SyncEntry } from "@/lib/table/game-sync";
import { predict, settle } from "@/lib/table/prediction";
import { applyTailWith, canTakeBack, syncedFrom } from "@/lib/table/tail";

function documentOf(file: string): AnyPackDocument {
  const prepared = prepareAnyPackJson(readFileSync(join(process.cwd(), "seeds", file), "utf8"));
  if (!prepared.ok) throw new Error(`${file}: ${JSON.stringify(prepared.issues)}`);
  return prepared.pack.doc;
}

/** A JSON round trip: what the other side of the network receives. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The server's game: its setup, log and replay (the database's rows, held in memory). */
interface ServerGame {
  readonly setup: GameSetup;
  readonly start: unknown;
  log: LogEntry[];
  replayed: Replayed;
}

/** The `?since=` answer as tailDto() writes it (a system with hidden information digests the page's view). */
function tail(game: ServerGame, since: number) {
  const state = current(game.replayed);
  return wire({
    logFrom: since,
    log: game.log.slice(since).map((e) => ({ action: e.action, by: e.by })),
    toAct: engineOf(game.setup).toAct(state),
    digest: digestOf(game.setup.document)(pageState(game.setup, state)),
  });
}

/** act(): the action checked, appended, the bots played. */
function serverAct(game: ServerGame, posted: unknown) {
  const since = game.log.length;
  const action = checkHumanAction(game.setup, current(game.replayed), posted);
  const log: LogEntry[] = [...game.log, { action: action as unknown as LogEntry["action"], by: "human" }];
  const afterHuman = replayStored(game.start as never, log, game.replayed, engineOf(game.setup));
  const bots = playBots(game.setup, log, afterHuman);
  game.log = [...log, ...bots.entries];
  game.replayed = bots.replayed;
  return tail(game, since);
}

/** undo(): a take-back appended, the bots played. */
function serverUndo(game: ServerGame) {
  const since = game.log.length;
  const log = [...game.log, takeBack(game.log, game.replayed)];
  const replayed = replayStored(game.start as never, log, game.replayed, engineOf(game.setup));
  const bots = playBots(game.setup, log, replayed);
  game.log = [...log, ...bots.entries];
  game.replayed = bots.replayed;
  return tail(game, since);
}

/** A seeded choice among `n` (xorshift; the game's own seed drives it). */
function chooser(seed: number) {
  let x = seed | 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

interface Config {
  readonly seats: SeatKind[];
  readonly seed: number | string;
  readonly eras: number;
  readonly pick: number;
  readonly undoEvery: number;
}

/**
 * Plays one game as the table and the server would, checking every human action's prediction
 * against the answer. Returns how many human actions were predicted (at most `maxHuman`).
 */
export function playOne(document: AnyPackDocument, decks: readonly string[], config: Config, maxHuman: number): number {
  const system = (document as { system?: string }).system ?? "got-cgs";
  const adapter = tableAdapterOf(system);
  if (adapter === null) throw new Error(`no table adapter for ${system}`);
  const engine = adapter.engine;
  const setup: GameSetup = { document, eras: decks.slice(0, config.eras), seats: config.seats, names: defaultNames(config.seats), seed: config.seed };
  const start = deal(setup);
  const server: ServerGame = { setup, start, log: [], replayed: { effective: [], states: [start], events: [], moments: [start] } };
  const first = playBots(setup, [], server.replayed);
  server.log = first.entries;
  server.replayed = first.replayed;
  // A game with hidden information is answered without its seed, and the table does not predict
  // it (game-client): the property is then checked on the server's whole state, as the table
  // would see it if it could (the bots' turns are the same code on both sides).
  const hidden = pageSeed(setup) === null;
  const load = () => {
    const state = current(server.replayed);
    return { seed: wire(setup.seed), synced: syncedFrom(wire(server.log.map((e) => ({ action: e.action, by: e.by }))) as SyncEntry[], hidden ? state : wire(state)) as Synced<unknown> };
  };
  let table = load();
  const random = chooser(config.pick);
  const digest = (state: unknown) => digestOf(document)(pageState(setup, state as never));
  let human = 0;
  for (let step = 0; human < maxHuman && step < maxHuman * 3; step++) {
    const state = syncedState(table.synced as Synced);
    const seat = engine.toAct(state);
    if (seat === null) break;
    // expect() only on a mismatch: it costs about 5 % of the run when called at every step.
    if (config.seats[seat] !== "human") expect(config.seats[seat]).toBe("human");
    const roll = random(100);
    if (roll < 4) {
      table = load(); // a reload: the page GETs the game
      continue;
    }
    // Undo as the table offers it (game-client's Undo button is enabled by canTakeBack).
    if (roll < 4 + config.undoEvery && canTakeBack(wire(server.log))) {
      const answer = serverUndo(server);
      const followed = applyTailWith(engine, digest, table.synced, answer.logFrom, answer.log, answer.digest);
      if (followed.ok) table = { ...table, synced: followed.synced };
      // A take-back reaching back before the page was loaded: the table reloads the game (GET).
      else if (/before the game was loaded/.test(followed.reason)) table = load();
      else throw new Error(`step ${step}: the table could not follow the take-back: ${followed.reason}`);
      continue;
    }
    const legal = engine.legal(state, seat);
    const action = legal[random(legal.length)];
    const predicted = predict(engine, { seats: config.seats, seed: table.seed }, table.synced.length, state, action);
    if (!predicted.ok) throw new Error(`step ${step}: the table refused its own legal action: ${predicted.rejection.message}`);
    const answer = serverAct(server, wire(action));
    const settled = settle(table.synced, predicted.prediction, { ok: true, value: answer }, digest, (s, a) => applyTailWith(engine, digest, s, a.logFrom, a.log, a.digest));
    if (settled.kind !== "confirmed") {
      throw new Error(`${system} ${JSON.stringify(config)}, step ${step}: ${settled.kind}: ${"reason" in settled ? settled.reason : ""}`);
    }
    const toAct = engine.toAct(settled.state);
    if (answer.toAct !== toAct) expect(answer.toAct).toBe(toAct);
    table = { ...table, synced: settled.synced };
    human++;
  }
  return human;
}

/** One system's half of the property: its seed pack and how many random games. */
export interface PropertySystem {
  readonly name: string;
  readonly file: string;
  readonly players: readonly [number, number];
  readonly games: number;
  readonly maxHuman: number;
}

export function describePredictionProperty(system: PropertySystem): void {
  describe("prediction property: the table's prediction is the server's answer after every human action (issue 27)", () => {
    it(`${system.name}: ${system.games} random games`, () => {
      const document = documentOf(system.file);
      const decks = "decks" in document ? document.decks.map((d) => d.name) : document.eras.map((e) => e.name);
      const kind = fc.constantFrom<SeatKind>("human", "greedy", "random");
      const config = fc
        .record({
          seats: fc.array(kind, { minLength: system.players[0], maxLength: system.players[1] }),
          seed: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.string({ minLength: 1, maxLength: 8 })),
          eras: fc.integer({ min: 1, max: decks.length }),
          pick: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          undoEvery: fc.integer({ min: 0, max: 15 }),
        })
        .filter((c) => c.seats.includes("human"));
      let predicted = 0;
      // PROP_CASE='<a counterexample's JSON>' replays one failing game alone.
      if (process.env.PROP_CASE) {
        playOne(document, decks, JSON.parse(process.env.PROP_CASE) as Config, system.maxHuman);
        return;
      }
      fc.assert(
        fc.property(config, (c) => {
          predicted += playOne(document, decks, c, system.maxHuman);
        }),
        { numRuns: system.games, seed: 27, endOnFailure: true },
      );
      // The games are not all over at once: most human actions are predicted.
      expect(predicted).toBeGreaterThan(system.games * 5);
    }, 600_000);
  });
}
