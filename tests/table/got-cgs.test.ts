/**
 * The GOT CGS adapter: the neutral table view drawn from engine states of the demo pack.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "@/lib/engine/actions";
import { greedyBot } from "@/lib/engine/bots/greedy";
import { randomBot } from "@/lib/engine/bots/random";
import type { GameEvent } from "@/lib/engine/events";
import { sessionFromPack } from "@/lib/engine/pack";
import { apply, check, toAct } from "@/lib/engine/reducer";
import { playOut } from "@/lib/engine/runner";
import { newSession } from "@/lib/engine/setup";
import type { GameState } from "@/lib/engine/state";
import { parsePackJson, type PackDocument } from "@/lib/packs/schema";
import { promptAction, tableView } from "@/lib/table/got-cgs";
import { logLines, outcomesOf } from "@/lib/table/got-cgs-log";
import { RULE_SENTENCES } from "@/lib/table/rule-sentences";

const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8"));
if (!parsed.ok) throw new Error("the demo pack does not parse");
const pack: PackDocument = parsed.value;
const era = pack.eras[0]?.name as string;

function start(seed: number): GameState {
  return newSession(sessionFromPack(pack, { era, players: 2, seed }));
}

/** Plays with greedy bots until `stop(state)` holds (or the era ends); returns the state and the events seen. */
function playUntil(seed: number, stop: (s: GameState) => boolean): { state: GameState; events: GameEvent[] } {
  let state = start(seed);
  const bots = [greedyBot(seed), greedyBot(seed + 1)];
  const events: GameEvent[] = [];
  while (!stop(state)) {
    const p = toAct(state);
    if (p === null) break;
    const r = apply(state, (bots[p] as ReturnType<typeof greedyBot>).choose(state, p));
    if (!r.ok) throw new Error(r.rejection.message);
    events.push(...r.events);
    state = r.state;
  }
  return { state, events };
}

describe("the GOT CGS table view", () => {
  it("shows every zone the rules define: four per player, the common buildsite, the void as a count", () => {
    const view = tableView(start(1), 0, ["human", "greedy"]);
    const ids = view.zones.map((z) => z.id);
    expect(ids).toEqual([
      "0.buildsite", "0.ops", "0.playground", "0.wreckage",
      "1.buildsite", "1.ops", "1.playground", "1.wreckage",
      "commonBuildsite", "void",
    ]);
    const voidZone = view.zones.find((z) => z.id === "void");
    expect(voidZone?.visibility).toBe("count");
    expect(voidZone?.cards).toEqual([]);
    expect(view.seats.map((s) => s.kind)).toEqual(["human", "greedy"]);
    for (const z of view.zones) for (const id of z.cards) expect(view.cards[id]?.title).toBeTruthy();
  });

  it("CGS-275: in the claim phase the seat who turns is offered its affiliations, and every offered action applies", () => {
    const state = start(2);
    const p = toAct(state) as number;
    const view = tableView(state, p, ["human", "human"]);
    expect(view.legal.length).toBeGreaterThan(0);
    expect(view.legal.every((l) => l.group === "Claim")).toBe(true);
    for (const l of view.legal) expect(check(state, l.action as Action)).toBeNull();
  });

  it("CGS-291: a seat that does not turn has no action, and its cards say which rule forbids playing them", () => {
    const { state } = playUntil(3, (s) => s.phase === "play");
    const idle = ((toAct(state) as number) + 1) % 2;
    const view = tableView(state, idle, ["human", "greedy"]);
    expect(view.legal.filter((l) => l.group !== "Trade")).toEqual([]);
    expect(view.blocked.length).toBe(state.zones.players[idle]?.ops.length);
    for (const b of view.blocked) {
      expect(b.rule).toBe("CGS-291");
      expect(b.ruleText).toBe(RULE_SENTENCES["CGS-291"]);
      expect(b.reason.length).toBeGreaterThan(0);
    }
  });

  it("CGS-319: with no adventure in progress, the support cards of the seat who turns are blocked by CGS-319", () => {
    const { state } = playUntil(4, (s) => s.phase === "play" && s.adventure === null && s.step === 0);
    const p = toAct(state) as number;
    const view = tableView(state, p, ["human", "greedy"]);
    const supports = (state.zones.players[p]?.ops ?? []).filter((id) => state.cards[id]?.def.isSupport);
    expect(supports.length).toBeGreaterThan(0);
    for (const id of supports) {
      const b = view.blocked.find((x) => x.cardId === String(id));
      expect(b?.rule).toBe("CGS-319");
      expect(b?.ruleText).toMatch(/\S/);
    }
    // Playable cards are exactly those with a primary action, and never listed as blocked.
    const playable = new Set(view.legal.filter((l) => l.primary).flatMap((l) => l.cardIds));
    for (const b of view.blocked) expect(playable.has(b.cardId)).toBe(false);
  });

  it("CGS-341: while an adventure runs, the running summary lists requirement and coverage per cost name for each player", () => {
    const { state } = playUntil(5, (s) => s.adventure !== null);
    expect(state.adventure).not.toBeNull();
    const view = tableView(state, 0, ["human", "greedy"]);
    expect(view.summary).not.toBeNull();
    expect(view.summary?.rows.map((r) => r.label)).toEqual(state.players);
    expect(view.summary?.columns.at(-1)).toBe("Overflow");
    expect(view.summary?.columns.length).toBeGreaterThan(1);
    expect(view.status, view.status.join("\n")).toContain(`Adventure ${state.adventure?.number}: ${state.cards[state.adventure?.card as number]?.def.identifier} (${state.cards[state.adventure?.card as number]?.def.roleplay}), hero ${state.players[state.adventure?.hero as number]}.`);
  });

  it("CGS-393: an era played out gives an end-of-era screen with the deciding rule's sentence, and every event a log line", () => {
    const { state, events } = playUntil(6, (s) => s.eraResults.length > 0);
    const outcomes = outcomesOf(state, events);
    const eraScreen = outcomes.at(-1);
    expect(eraScreen?.title).toMatch(/^End of era/);
    expect(eraScreen?.rule).toMatch(/^CGS-3(8[0-3]|93)$/);
    expect(eraScreen?.ruleText).toBe(RULE_SENTENCES[eraScreen?.rule as string]);
    expect(eraScreen?.tables[0]?.rows.length).toBe(2);
    expect(outcomes.some((o) => o.title.startsWith("End of adventure"))).toBe(true);
    const lines = logLines(state, 0, events, null);
    expect(lines.some((l) => /plays .* and becomes the hero/.test(l.text))).toBe(true);
    expect(lines.some((l) => l.text.startsWith("The era ends"))).toBe(true);
    expect(lines[0]?.detail).toBe(false);
  });

  it("CGS-296: every target prompt offered during random games builds an action the engine accepts", () => {
    let prompted = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const bots = [randomBot(seed), randomBot(seed + 100)];
      playOut(start(seed), bots, {
        untilEraEnds: 0,
        onAction: (_a, _e, s) => {
          const p = toAct(s);
          if (p === null) return;
          const view = tableView(s, p, ["random", "random"]);
          for (const pr of view.prompts) {
            prompted++;
            expect(pr.min).toBeLessThanOrEqual(pr.max);
            const action = promptAction(pr.id, p, pr.candidates.slice(0, 1));
            expect(action).not.toBeNull();
            expect(check(s, action as Action)).toBeNull();
          }
          for (const l of view.legal) expect(l.label.length).toBeGreaterThan(0);
        },
      });
    }
    expect(prompted).toBeGreaterThan(0);
  });
});
