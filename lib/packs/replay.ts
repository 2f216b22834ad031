/**
 * `greenhouse.replay/1`: a game of trial play as a file (docs/architecture.md "Trial play"): the pack
 * document it was dealt from, the options and the action log. `GET /api/games/{id}/replay`
 * writes it, `POST /api/games/import` and `cli replay` read it. Unknown keys are rejected, like
 * in the pack format, so a typo names its path. Whether the actions are legal is the engine's
 * question, asked when the replay is played (the first refused index is reported there).
 *
 * Additive over the base format (docs/data.md): optional `title` and `names`; a log entry is `{ action, by }` where
 * `by` says who took it, and a take-back is `{ action: { type: "undo", undone: [indices] },
 * by: "undo" }` naming the log entries it took back.
 */
import { z } from "zod";
import { formatPath, isSystemPack, type AnyPackDocument, type FormatIssue, type ParseResult } from "./schema";
import { cappedList, LIST_CAPS } from "./list-cap";
import { LEGACY_DEFAULT_SYSTEM } from "../systems/registry";
import { parseAnyPack } from "./system-pack";

export const REPLAY_FORMAT = "greenhouse.replay/1";

/**
 * The most log entries a replay holds, far more than a long session against bots writes;
 * past it the file is refused before anything is replayed.
 */
export const MAX_REPLAY_ENTRIES = 100_000;

/** Who sits in a seat: the designer (or hot-seat players) or a bot kind. */
export const SEAT_KINDS = ["human", "greedy", "random"] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** Who took a log entry: a human seat, a bot of that kind, or a take-back. */
export const ENTRY_AUTHORS = ["human", "greedy", "random", "undo"] as const;
export type EntryAuthor = (typeof ENTRY_AUTHORS)[number];

const seatKind = z.enum(SEAT_KINDS, { error: `a seat is one of ${SEAT_KINDS.map((k) => `"${k}"`).join(", ")}` });

/** The message of a rules game with fewer than 2 seats (a free-table game may be solo). */
export const TWO_SEATS = "a game needs at least 2 seats (CGS-180)";

export const seatsSchema = z.array(seatKind).min(2, TWO_SEATS).max(LIST_CAPS.players, `at most ${LIST_CAPS.players} seats`);

/** Seats of a game of any engine: a free-table game may have one; a rules game's 2 are checked beside the engine. */
export const anySeatsSchema = z.array(seatKind).min(1, "a game needs at least 1 seat").max(LIST_CAPS.players, `at most ${LIST_CAPS.players} seats`);

/** How a game is played: its system's rules engine (the default) or the free table (lib/free-table). */
export const engineKindSchema = z.enum(["rules", "free"], { error: 'engine is "rules" (the system\'s rules engine) or "free" (the free table)' });

export const seedSchema = z.union([z.number().int("the seed is a whole number from 0 to 2^53 - 1 (9007199254740991), the largest JSON holds exactly").min(0), z.string().min(1).max(200)], {
  error: "the seed is a whole number (or a text)",
});

export const playerNameSchema = z.string().trim().min(1, "a player needs a name").max(100);

/** An undo entry's action: the log indices (0-based) it took back. */
export const undoActionSchema = z.strictObject({
  type: z.literal("undo"),
  undone: z.array(z.number().int().min(0)).min(1, "an undo takes back at least one entry").max(MAX_REPLAY_ENTRIES, `an undo takes back at most ${MAX_REPLAY_ENTRIES} entries`),
});
export type UndoAction = z.infer<typeof undoActionSchema>;

/** An engine action: an object with a `type`; its fields are the engine's to check. */
const engineActionSchema = z.looseObject({ type: z.string().min(1, "an action has a type") });

export const logEntrySchema = z
  .strictObject({
    action: engineActionSchema,
    by: z.enum(ENTRY_AUTHORS, { error: `by is one of ${ENTRY_AUTHORS.map((k) => `"${k}"`).join(", ")}` }),
  })
  .superRefine((entry, ctx) => {
    const undo = entry.action.type === "undo";
    if (undo !== (entry.by === "undo")) {
      ctx.addIssue({ code: "custom", path: ["by"], message: 'a take-back has the action type "undo" and by "undo", and only it' });
    }
    if (undo) {
      const parsed = undoActionSchema.safeParse(entry.action);
      if (!parsed.success) for (const i of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["action", ...i.path], message: i.message });
    }
  });

const replayShape = z.strictObject({
  format: z.literal(REPLAY_FORMAT, { error: `format must be "${REPLAY_FORMAT}"` }),
  // The pack's system (its document says it too; the two must agree).
  system: z.string().min(1, "system names the pack's game system").default(LEGACY_DEFAULT_SYSTEM),
  title: z.string().max(200).optional(),
  // Checked by the pack format's own parser below, for its clearer messages.
  pack: z.unknown(),
  /** "free": played on the free table, `eras` then holds one deck per seat; absent: "rules". */
  engine: engineKindSchema.optional(),
  seats: anySeatsSchema,
  names: cappedList(playerNameSchema, LIST_CAPS.players, "names, one per seat").optional(),
  seed: seedSchema,
  // Each of the pack's decks at most once (checked against the pack below); capped before that.
  eras: z.array(z.string().min(1).max(200)).min(1, "a game plays at least one era").max(LIST_CAPS.decks, `at most ${LIST_CAPS.decks} decks, each of the pack's once`),
  /** Genesis: cards each player may recruit at the beginning (GEN-278). */
  recruits: z.number().int().min(0).max(20).optional(),
  /** Genesis: the advanced rules of the experience (GEN-290, GEN-308, GEN-316); absent: on, as before the option. */
  advanced: z.boolean().optional(),
  actions: z.array(logEntrySchema).max(MAX_REPLAY_ENTRIES, `a replay holds at most ${MAX_REPLAY_ENTRIES} log entries`),
});

/** A log entry as stored and exchanged. */
export interface LogEntry {
  readonly action: { readonly type: string; readonly [field: string]: unknown };
  readonly by: EntryAuthor;
}

export interface Replay {
  readonly format: typeof REPLAY_FORMAT;
  readonly system: string;
  readonly title?: string;
  readonly pack: AnyPackDocument;
  readonly engine?: "rules" | "free";
  readonly seats: readonly SeatKind[];
  readonly names?: readonly string[];
  readonly seed: number | string;
  /** Deck names in play order (GOT CGS: era decks). */
  readonly eras: readonly string[];
  readonly recruits?: number;
  readonly advanced?: boolean;
  readonly actions: readonly LogEntry[];
}

/**
 * Validates any value as a replay; never throws. Lists every problem with its path
 * (`pack.eras[0].name`, `actions[12].by`). Does not play the actions.
 */
export function parseReplay(input: unknown): ParseResult<Replay> {
  const result = replayShape.safeParse(input);
  const issues: FormatIssue[] = result.success ? [] : result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  const rawPack = typeof input === "object" && input !== null ? (input as { pack?: unknown }).pack : undefined;
  const pack = parseAnyPack(rawPack);
  if (!pack.ok) {
    issues.push(...pack.issues.map((i) => ({ path: i.path === "(document)" ? "pack" : `pack.${i.path}`, message: i.message })));
  }
  if (result.success) {
    const doc = result.data;
    const free = doc.engine === "free";
    if (!free && doc.seats.length < 2) issues.push({ path: "seats", message: TWO_SEATS });
    if (free && doc.eras.length !== doc.seats.length) issues.push({ path: "eras", message: `a free-table game names one deck per seat (${doc.seats.length}), got ${doc.eras.length}` });
    if (doc.names !== undefined && doc.names.length !== doc.seats.length) {
      issues.push({ path: "names", message: `give one name per seat (${doc.seats.length}), got ${doc.names.length}` });
    }
    if (pack.ok) {
      const packSystem: string = pack.value.system;
      if (packSystem !== doc.system) issues.push({ path: "system", message: `the replay says "${doc.system}", its pack is a "${packSystem}" pack` });
      const known = new Set(isSystemPack(pack.value) ? pack.value.decks.map((d) => d.name) : pack.value.eras.map((e) => e.name));
      const seen = new Set<string>();
      doc.eras.forEach((era, i) => {
        if (!known.has(era)) issues.push({ path: `eras[${i}]`, message: `the pack has no ${isSystemPack(pack.value) ? "deck" : "era deck"} named "${era}"` });
        else if (seen.has(era) && !free) issues.push({ path: `eras[${i}]`, message: `"${era}" is listed twice; a deck is played once` });
        seen.add(era);
      });
    }
  }
  if (!result.success || !pack.ok || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { ...result.data, pack: pack.value, actions: result.data.actions as LogEntry[] } };
}

/** Parses JSON text then validates it; a JSON syntax error is one issue at `(document)`. */
export function parseReplayJson(text: string): ParseResult<Replay> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [{ path: "(document)", message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  return parseReplay(value);
}
