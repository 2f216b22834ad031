/**
 * `greenhouse.scenario/1`: one adventure or one era end to resolve (docs/cli.md "The scenario file"), as
 * the sandbox and `cli resolve` read it. A zod schema with unknown keys rejected, like the pack
 * format, so a typo names its path instead of silently resolving something else.
 *
 * Additive over the base format (docs/cli.md "The scenario file"): an optional `aliases` table (the pack's own aliases, alias -> full name).
 */
import { z } from "zod";
import { formatPath, NAME_PATTERN, type ParseResult } from "./schema";

export const SCENARIO_FORMAT = "greenhouse.scenario/1";

/** A scenario card as written; parsed, it is GOT CGS's ScenarioCard (lib/systems/got-cgs/scenario-document.ts). */
export const scenarioCardSchema = z.strictObject({
  identifier: z.string().trim().min(1, "a card needs an identifier (e.g. A-1)").max(200),
  attributes: z.string().max(100_000),
  format: z.enum(["silver", "gold"]).optional(),
});

const cards = z.array(scenarioCardSchema).default([]);

export const scenarioZonesSchema = z.strictObject({
  playground: cards,
  buildsite: cards,
  wreckage: cards,
  ops: cards,
});

const name = z.string().trim().min(1, "a player needs a name");

export const scenarioSchema = z
  .strictObject({
    format: z.literal(SCENARIO_FORMAT),
    step: z.enum(["adventure", "era"]),
    players: z.array(name).min(2, "a scenario needs at least 2 players"),
    hero: name.optional(),
    adventure: scenarioCardSchema.optional(),
    zones: z.record(z.string(), scenarioZonesSchema).default({}),
    commonBuildsite: cards,
    lastAdventure: z
      .strictObject({
        card: scenarioCardSchema,
        hero: name,
        won: z.boolean(),
        winner: name.nullable().optional(),
      })
      .optional(),
    eraDeckHasDoomsdayOrEpic: z.boolean().optional(),
    aliases: z.record(z.string().regex(NAME_PATTERN), z.string().regex(NAME_PATTERN)).optional(),
  })
  .superRefine((doc, ctx) => {
    const players = new Set(doc.players);
    if (players.size !== doc.players.length) ctx.addIssue({ code: "custom", path: ["players"], message: "player names must be distinct" });
    for (const key of Object.keys(doc.zones)) {
      if (!players.has(key)) ctx.addIssue({ code: "custom", path: ["zones", key], message: `"${key}" is not one of the players (${doc.players.join(", ")})` });
    }
    if (doc.step === "adventure") {
      if (doc.hero === undefined) ctx.addIssue({ code: "custom", path: ["hero"], message: "an adventure scenario names its hero" });
      else if (!players.has(doc.hero)) ctx.addIssue({ code: "custom", path: ["hero"], message: `the hero "${doc.hero}" is not one of the players` });
      if (doc.adventure === undefined) ctx.addIssue({ code: "custom", path: ["adventure"], message: "an adventure scenario needs its adventure card" });
      if (doc.lastAdventure !== undefined) ctx.addIssue({ code: "custom", path: ["lastAdventure"], message: "lastAdventure belongs to an era scenario; remove it" });
    } else {
      if (doc.adventure !== undefined) ctx.addIssue({ code: "custom", path: ["adventure"], message: "an era scenario has no adventure in progress; describe the last one in lastAdventure" });
      const last = doc.lastAdventure;
      if (last !== undefined) {
        if (!players.has(last.hero)) ctx.addIssue({ code: "custom", path: ["lastAdventure", "hero"], message: `"${last.hero}" is not one of the players` });
        const winner = last.winner ?? null;
        if (winner !== null && !players.has(winner)) ctx.addIssue({ code: "custom", path: ["lastAdventure", "winner"], message: `"${winner}" is not one of the players` });
        if (last.won && winner === null) ctx.addIssue({ code: "custom", path: ["lastAdventure", "winner"], message: "a won adventure names its winner" });
        if (!last.won && winner !== null) ctx.addIssue({ code: "custom", path: ["lastAdventure", "winner"], message: "a lost adventure has no winner; set winner to null" });
      }
    }
  });

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

/** Validates any value as a scenario; never throws. Lists every problem with its path. */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
}

/** Parses JSON text then validates it; a JSON syntax error is one issue at `(document)`. */
export function parseScenarioJson(text: string): ParseResult<Scenario> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [{ path: "(document)", message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  return parseScenario(value);
}
