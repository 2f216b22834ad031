/**
 * lib/table/share.ts: structural sharing between the views of one game, so the memoised table
 * components skip what did not change (issue 11, "Speed": a click re-renders only what changed).
 * Checked on a real game of the demo pack played by greedy bots: sharing never changes what a view
 * says, and an unchanged legal action or blocked card is the previous view's object.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { sessionFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { apply, toAct } from "@/lib/systems/got-cgs/engine/reducer";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { parsePackJson } from "@/lib/packs/schema";
import { tableView, viewCache } from "@/lib/systems/got-cgs/table/view";
import { shareView, viewSharer } from "@/lib/table/share";
import type { BlockedView, LegalView, TableView } from "@/lib/table/view";

const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8"));
if (!parsed.ok) throw new Error("the demo pack does not parse");
const pack = parsed.value;

/** The states of a greedy two-player era of the demo pack, one per action. */
function states(seed: number, max: number): GameState[] {
  let state = newSession(sessionFromPack(pack, { era: pack.eras[0]?.name as string, players: 2, seed }));
  const bots = [greedyBot(seed), greedyBot(seed + 1)];
  const out = [state];
  while (out.length < max) {
    const p = toAct(state);
    if (p === null) break;
    const r = apply(state, (bots[p] as ReturnType<typeof greedyBot>).choose(state, p));
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    out.push(state);
  }
  return out;
}

const legal = (key: string, label = key): LegalView => ({ key, label, group: "Play", cardIds: ["1"], action: { key }, primary: true });
const blocked = (cardId: string, reason = "no"): BlockedView => ({ cardId, reason, rule: "CGS-319", ruleText: "" });
const view = (l: LegalView[], b: BlockedView[]): TableView => ({
  title: "",
  seats: [],
  viewer: 0,
  zones: [],
  cards: {},
  status: [],
  summary: null,
  legal: l,
  blocked: b,
  prompts: [],
  offer: null,
  over: false,
});

describe("shareView", () => {
  it("keeps an equal legal action or blocked card as the previous object, and a new one where anything differs", () => {
    const prev = view([legal("a"), legal("b")], [blocked("1"), blocked("2")]);
    const next = shareView(prev, view([legal("b"), legal("a", "A changed"), legal("c")], [blocked("2"), blocked("1", "other")]));
    expect(next.legal[0]).toBe(prev.legal[1]);
    expect(next.legal[1]).not.toBe(prev.legal[0]);
    expect(next.legal[1]?.label).toBe("A changed");
    expect(next.blocked[0]).toBe(prev.blocked[1]);
    expect(next.blocked[1]?.reason).toBe("other");
  });

  it("a legal action with the same key but another action value is the new object (the table posts the action it shows)", () => {
    const prev = view([legal("a")], []);
    const next = shareView(prev, view([{ ...legal("a"), action: { key: "a", target: 2 } }], []));
    expect(next.legal[0]).not.toBe(prev.legal[0]);
    expect(next.legal[0]?.action).toEqual({ key: "a", target: 2 });
  });

  it("keeps the previous lists themselves when nothing in them changed", () => {
    const prev = view([legal("a")], [blocked("1")]);
    const next = shareView(prev, view([legal("a")], [blocked("1")]));
    expect(next.legal).toBe(prev.legal);
    expect(next.blocked).toBe(prev.blocked);
  });

  it("never changes what the view says, over a whole greedy game of the demo pack (GOT CGS views)", () => {
    const sharer = viewSharer();
    const cache = viewCache();
    let kept = 0;
    let previous: TableView | null = null;
    for (const state of states(4, 400)) {
      const built = tableView(state, 0, ["human", "greedy"], "", cache);
      const shown = sharer.share(built);
      expect(shown).toEqual(built);
      if (previous !== null) kept += shown.legal.filter((l) => previous?.legal.includes(l)).length + shown.blocked.filter((b) => previous?.blocked.includes(b)).length;
      previous = shown;
    }
    // Most actions leave most of the viewer's actions and blocked cards as they were.
    expect(kept).toBeGreaterThan(0);
  });
});
