/**
 * createGame: deals a new game of trial play from a pack (`POST /api/packs/{id}/games`). The
 * pack is frozen into the game as its `greenhouse.pack/1` export without pictures (the engine
 * needs none and a game should not copy megabytes of images): later edits of the pack apply
 * from the next deal, never to a game in progress.
 */
import { z } from "zod";
import type { AnyPackDocument, FormatIssue, PackDocument, SystemPackDocument } from "@/lib/packs/schema";
import { cappedList, LIST_CAPS } from "@/lib/packs/list-cap";
import { anySeatsSchema, engineKindSchema, playerNameSchema, seedSchema, TWO_SEATS } from "@/lib/packs/replay";
import { buildPackDocument } from "../export-pack";
import { validationError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { enginesOf, systemKeyOf, type EngineKind } from "./free-game";
import { defaultNames, engineOf, playBots, type GameSetup } from "./play";
import { insertGame, replayGame } from "./store";

/** The pack format's cap on decks; the real cap is the pack's own decks, each once (erasIssues). */
const MAX_DECKS = LIST_CAPS.decks;

export const createGameSchema = z
  .strictObject({
    /** Era deck names in play order; null: every era, in pack order. */
    /** Each deck of the pack at most once (checked against the pack in createGame); capped here before the pack is read. */
    eras: z.array(z.string().min(1).max(200)).min(1, "choose at least one era deck, or null for all").max(MAX_DECKS, `at most ${MAX_DECKS} era decks, each of the pack's once`).nullable().default(null),
    /** "rules" (the system's rules engine; the default when it has one) or "free" (the free table; the default otherwise). */
    engine: engineKindSchema.optional(),
    /** The free table: one deck name per seat (a deck may be played by several seats). */
    decks: z.array(z.string().min(1).max(200)).min(1, "choose one deck per seat").max(LIST_CAPS.players, `at most ${LIST_CAPS.players} decks, one per seat`).optional(),
    /** At least 2 for a rules game (checked once the engine is known); the free table may be played solo. */
    seats: anySeatsSchema,
    seed: seedSchema.optional(),
    names: cappedList(playerNameSchema, LIST_CAPS.players, "names, one per seat").optional(),
    title: z.string().trim().max(200).optional(),
    /** Genesis: the cards each player may recruit at the beginning (GEN-278); default: none. */
    recruits: z.number().int().min(0).max(20).optional(),
    /** Genesis: the advanced rules of the experience (GEN-290, GEN-308, GEN-316); default: off, the rulebook's basic game. */
    advanced: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.names !== undefined && body.names.length !== body.seats.length) {
      ctx.addIssue({ code: "custom", path: ["names"], message: `give one name per seat (${body.seats.length}), got ${body.names.length}` });
    }
  });
export type CreateGameInput = z.input<typeof createGameSchema>;

export interface CreateGameOptions extends DbOptions {
  readonly packId: string;
  readonly game: unknown;
}

/** The pack document without pictures: a path kept as written, data URLs dropped. */
export function withoutPictures(doc: PackDocument): PackDocument;
export function withoutPictures(doc: AnyPackDocument): AnyPackDocument;
export function withoutPictures(doc: AnyPackDocument): AnyPackDocument {
  if ("decks" in doc) return systemWithoutPictures(doc);
  const { pictures: _pictures, ...pack } = doc.pack;
  return {
    ...doc,
    pack,
    eras: doc.eras.map((era) => ({
      ...era,
      cards: era.cards.map((card) => {
        if (card.image === undefined || !card.image.startsWith("data:")) return card;
        const { image: _image, ...rest } = card;
        return rest;
      }),
    })),
  };
}

function systemWithoutPictures(doc: SystemPackDocument): SystemPackDocument {
  const { pictures: _pictures, ...pack } = doc.pack;
  return {
    ...doc,
    pack,
    decks: doc.decks.map((deck) => ({
      ...deck,
      cards: deck.cards.map((card) => {
        if (card.image === undefined || !card.image.startsWith("data:")) return card;
        const { image: _image, ...rest } = card;
        return rest;
      }),
    })),
  };
}

/** The deck names of a document in pack order (GOT CGS: its era decks). */
export function deckNames(doc: AnyPackDocument): string[] {
  return "decks" in doc ? doc.decks.map((d) => d.name) : doc.eras.map((e) => e.name);
}

/**
 * The requested decks against the pack's: each at most once, so never more than the pack has
 * (an 8,000-entry list dealt 8,000 copies of the cards). Unknown names are the engine's to name.
 */
export function erasIssues(eras: readonly string[], own: readonly string[]): FormatIssue[] {
  if (eras.length > own.length) return [{ path: "eras", message: `the pack has ${own.length} era deck${own.length === 1 ? "" : "s"}; list each at most once (${eras.length} given)` }];
  const seen = new Set<string>();
  const issues: FormatIssue[] = [];
  eras.forEach((name, i) => {
    if (seen.has(name)) issues.push({ path: `eras[${i}]`, message: `"${name}" is listed twice; a deck is played once` });
    seen.add(name);
  });
  return issues;
}

/** The engine a body asks for: as given, else "rules" when the system has a rules engine, else "free" when it has a table. */
function engineKind(body: CreateGameBody, document: AnyPackDocument): EngineKind {
  if (body.engine !== undefined) return body.engine;
  const offered = enginesOf(systemKeyOf(document));
  return offered.includes("rules") || !offered.includes("free") ? "rules" : "free";
}

type CreateGameBody = z.infer<typeof createGameSchema>;

/** A 422 when the body's options do not fit the engine it is played by (nothing is dealt). */
function engineIssues(body: CreateGameBody, kind: EngineKind, document: AnyPackDocument): FormatIssue[] {
  const key = systemKeyOf(document);
  const offered = enginesOf(key);
  if (!offered.includes(kind)) {
    const other = kind === "free" ? "it has no free table (no \"table\" in its definition)" : 'it has no rules engine; play it on the free table ("engine": "free")';
    return [{ path: "engine", message: offered.length === 0 ? `packs of "${key}" cannot be played: it has no rules engine and no free table` : `packs of "${key}" cannot be played by "${kind}": ${other}` }];
  }
  const issues: FormatIssue[] = [];
  if (kind === "rules") {
    if (body.seats.length < 2) issues.push({ path: "seats", message: TWO_SEATS });
    if (body.decks !== undefined) issues.push({ path: "decks", message: 'decks (one per seat) are for the free table ("engine": "free"); a rules game takes "eras"' });
    return issues;
  }
  if (body.eras !== null) issues.push({ path: "eras", message: 'the free table takes "decks", one per seat, instead of "eras"' });
  if (body.recruits !== undefined) issues.push({ path: "recruits", message: "recruits are a rule of the rules engine; the free table has none" });
  if (body.advanced !== undefined) issues.push({ path: "advanced", message: "advanced rules are the rules engine's; the free table has none" });
  body.seats.forEach((kind, i) => {
    if (kind !== "human") issues.push({ path: `seats[${i}]`, message: `the free table has no bots: every seat is "human" (the designer plays them all, hot-seat)` });
  });
  if (body.decks === undefined) issues.push({ path: "decks", message: `choose one deck per seat: "decks": [${deckNames(document).slice(0, 1).map((n) => JSON.stringify(n)).join("")}${body.seats.length > 1 ? ", ..." : ""}]` });
  else if (body.decks.length !== body.seats.length) issues.push({ path: "decks", message: `choose one deck per seat: ${body.seats.length} seat${body.seats.length === 1 ? "" : "s"}, ${body.decks.length} deck${body.decks.length === 1 ? "" : "s"} given` });
  return issues;
}

/** A new seed when the designer gives none: shown with the game, so it can be reused. */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}

/**
 * Deals the game, lets the bots act until a human seat (or the end) and stores it -> `{ id }`.
 * 404 for an unknown pack; 422 naming the field for a bad body, an unknown era (`eras[i]`) or
 * deck (`decks[i]`), an engine the system does not offer (`engine`), or options the engine cannot
 * start a session with (`seats`, `names`).
 */
export async function createGame(options: CreateGameOptions): Promise<{ id: string }> {
  const db = dbOf(options);
  const packId = parseField("id", idSchema, options.packId);
  const body = createGameSchema.parse(options.game);
  const document = withoutPictures(await buildPackDocument(packId, { db }));
  const kind = engineKind(body, document);
  const fit = engineIssues(body, kind, document);
  if (fit.length > 0) throw validationError(fit, "The game cannot be dealt");
  if (body.eras !== null) {
    const issues = erasIssues(body.eras, deckNames(document));
    if (issues.length > 0) throw validationError(issues, "The game cannot be dealt");
  }
  const base = { document, seats: body.seats, names: body.names ?? defaultNames(body.seats), seed: body.seed ?? newSeed() };
  let setup: GameSetup;
  if (kind === "free") {
    setup = { ...base, engine: "free", eras: body.decks ?? [] };
  } else {
    const advanced = engineOf({ document }).newGameDefaults?.advanced;
    setup = {
      ...base,
      eras: body.eras ?? deckNames(document),
      ...(body.recruits === undefined ? {} : { recruits: body.recruits }),
      ...(advanced === undefined ? {} : { advanced: body.advanced ?? advanced }),
    };
  }
  const dealt = replayGame(setup, []);
  const { entries, replayed } = playBots(setup, [], dealt.replayed);
  const title = body.title || `${document.pack.name}: ${kind === "free" ? `free table (${setup.eras.join(", ")})` : setup.eras.join(" + ")}`;
  const id = await insertGame(db, { packId, title, setup, game: { ...dealt, length: entries.length, log: entries, replayed } });
  return { id };
}
