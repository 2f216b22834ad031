/**
 * The GOT CGS adapter: the neutral table view drawn from engine states of the demo pack.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import { sessionFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { apply, check, toAct } from "@/lib/systems/got-cgs/engine/reducer";
import { playOut } from "@/lib/systems/got-cgs/engine/runner";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { parsePackJson, type PackDocument } from "@/lib/packs/schema";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { offerAction, offerRefusal, promptAction, tableView, viewCache } from "@/lib/systems/got-cgs/table/view";
import { logLines } from "@/lib/systems/got-cgs/table/log";
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
    expect(view.legal).toEqual([]);
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

  it("CGS-393: an era played out gives every event a log line, the era's end with its explanation", () => {
    const { state, events } = playUntil(6, (s) => s.eraResults.length > 0);
    const lines = logLines(state, 0, events, null);
    expect(lines.some((l) => /plays .* and becomes the hero/.test(l.text))).toBe(true);
    const end = lines.findIndex((l) => l.text.startsWith("The era ends"));
    expect(end).toBeGreaterThan(0);
    const era = events.find((e) => e.type === "eraEnded");
    expect(era?.type === "eraEnded" && era.resolution.explanation.length > 0).toBe(true);
    if (era?.type === "eraEnded") for (const x of era.resolution.explanation) expect(lines.map((l) => l.text)).toContain(x);
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

  it("CGS-285: trade offers are not among the view's actions; the picker lists the viewer's ops and each rival's, and refuses a pair exactly when the engine does", () => {
    let states = 0;
    let pairs = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const bots = [randomBot(seed), randomBot(seed + 50)];
      playOut(start(seed), bots, {
        untilEraEnds: 0,
        onAction: (_a, _e, s) => {
          const p = toAct(s);
          if (p === null || s.phase !== "play") return;
          const view = tableView(s, p, ["random", "random"]);
          expect(view.legal.some((l) => (l.action as Action).type === "offerTrade")).toBe(false);
          expect(new Set(view.legal.map((l) => l.key)).size).toBe(view.legal.length);
          if (view.offer === null) return;
          states++;
          expect(view.offer.give).toEqual((s.zones.players[p]?.ops ?? []).map(String));
          expect(view.offer.take.map((t) => t.seat)).not.toContain(p);
          for (const t of view.offer.take) expect(t.cards).toEqual((s.zones.players[t.seat]?.ops ?? []).map(String));
          const offered = new Set(legalActions(s, p).filter((a) => a.type === "offerTrade").map((a) => JSON.stringify(a)));
          // Every pair of the first rival with the viewer's first two cards: the engine's own list decides.
          for (const give of view.offer.give.slice(0, 2)) {
            for (const take of view.offer.take[0]?.cards ?? []) {
              pairs++;
              const refusal = offerRefusal(s, p, give, take);
              expect(refusal === null).toBe(offered.has(JSON.stringify(offerAction(p, give, take))));
              if (refusal !== null) expect(refusal.ruleText).toBe(RULE_SENTENCES[refusal.rule]);
            }
          }
        },
      });
    }
    expect(states).toBeGreaterThan(0);
    expect(pairs).toBeGreaterThan(0);
  });

  it("CGS-286: while a trade offer waits for its answer, the answering seat's picker says why no other offer can be made", () => {
    let seen = 0;
    for (let seed = 1; seed <= 8 && seen === 0; seed++) {
      const bots = [randomBot(seed), randomBot(seed + 70)];
      playOut(start(seed), bots, {
        untilEraEnds: 0,
        onAction: (_a, _e, s) => {
          if (s.trade === null || seen > 0) return;
          const p = s.trade.to;
          const view = tableView(s, p, ["random", "random"]);
          expect(view.legal.map((l) => l.label).sort()).toEqual(["Accept the trade", "Refuse the trade"]);
          if (view.offer === null) return;
          const refusal = offerRefusal(s, p, view.offer.give[0] as string, view.offer.take[0]?.cards[0] as string);
          expect(refusal?.rule).toBe("CGS-286");
          expect(refusal?.ruleText).toBe(RULE_SENTENCES["CGS-286"]);
          expect(refusal?.reason).toMatch(/must first answer the trade offer/);
          seen++;
        },
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("keeps the view objects of the cards and zones an action did not change (memoised cards skip them)", () => {
    const canPlaySupport = (s: GameState) => legalActions(s, toAct(s) ?? 0, { trades: false }).some((a) => a.type === "playSupport");
    const { state } = playUntil(7, (s) => s.phase === "play" && s.adventure !== null && canPlaySupport(s));
    const p = toAct(state) as number;
    const cache = viewCache();
    const before = tableView(state, p, ["human", "greedy"], "", cache);
    const play = before.legal.find((l) => l.primary);
    expect(play).toBeDefined();
    const r = apply(state, play?.action as Action);
    if (!r.ok) throw new Error(r.rejection.message);
    const after = tableView(r.state, toAct(r.state) ?? p, ["human", "greedy"], "", cache);
    const played = play?.cardIds[0] as string;
    let kept = 0;
    for (const z of after.zones) {
      const old = before.zones.find((x) => x.id === z.id);
      if (old !== undefined && old.cards.join() === z.cards.join()) {
        expect(z).toBe(old);
        kept++;
      } else expect(z).not.toBe(old);
    }
    expect(kept).toBeGreaterThan(0);
    for (const [id, card] of Object.entries(after.cards)) {
      const old = before.cards[id];
      if (id !== played && old !== undefined && (old.badges ?? []).join() === (card.badges ?? []).join()) expect(card).toBe(old);
    }
    // A fresh cache gives equal views.
    expect(tableView(r.state, toAct(r.state) ?? p, ["human", "greedy"])).toEqual(after);
  });
});
