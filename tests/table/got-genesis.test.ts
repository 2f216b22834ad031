/**
 * The Genesis table adapter (lib/systems/got-genesis/table/ through lib/table/adapters.ts): a whole
 * seeded game against the greedy bot, driven only through the adapter's actions, reaches an
 * outcome; the zones hold every card exactly once (GEN-192 .. GEN-202); the rival's ops and
 * experience are hidden (GEN-199, GEN-200) unless every seat is the designer's (hot-seat).
 */
import { describe, expect, it } from "vitest";
import { botTurns } from "@/lib/table/bot-turns";
import { tableAdapterOf, type TableAdapter } from "@/lib/table/adapters";
import { genesisTableView, isFaceDown } from "@/lib/systems/got-genesis/table/view";
import { genesisEventText, genesisLogLines } from "@/lib/systems/got-genesis/table/log";
import type { TableView } from "@/lib/table/view";
import type { GenesisState } from "@/lib/systems/got-genesis/engine";
import { testPack } from "../systems/got-genesis/engine/fixtures";
import { engage, finish, play, table } from "../systems/got-genesis/engine/builders";

const adapter = tableAdapterOf("got-genesis") as TableAdapter;

function dealt(seed: string, recruits = 2): GenesisState {
  return adapter.engine.deal({ document: testPack(recruits), decks: null, names: ["You", "Greedy bot"], seed }) as GenesisState;
}

/** Every card id a view shows or counts, with the number of cards counted but not shown. */
function cardsOfView(view: TableView): { shown: string[]; counted: number } {
  const shown = view.zones.flatMap((z) => z.cards.filter((id) => !isFaceDown(id)));
  const counted = view.zones.reduce((n, z) => n + z.count, 0);
  return { shown, counted };
}

/** A game played by seat 0 through the view's legal actions (its first one, or the "finish"), the greedy bot at seat 1. */
function playThroughAdapter(seed: string, pick: (view: TableView, n: number) => number) {
  let state = dealt(seed);
  const seats = ["human", "greedy"];
  const log: unknown[] = [];
  const views: TableView[] = [];
  const lines: string[] = [];
  for (const t of botTurns(adapter.engine, seats, seed, 0, state)) state = t.state as GenesisState;
  for (let n = 0; n < 5_000 && adapter.engine.toAct(state) !== null; n++) {
    const view = adapter.tableView(state, 0, seats, "", adapter.viewCache());
    views.push(view);
    expect(view.legal.length).toBeGreaterThan(0);
    const chosen = view.legal[pick(view, n) % view.legal.length];
    const r = adapter.engine.apply(state, chosen?.action);
    if (!r.ok) throw new Error(`the adapter's legal action ${chosen?.label} was refused: ${r.rejection.message}`);
    lines.push(...adapter.logLines(r.state, n, r.events, null).map((l) => l.text));
    log.push(chosen?.action);
    state = r.state as GenesisState;
    for (const t of botTurns(adapter.engine, seats, seed, log.length, state)) {
      lines.push(...adapter.logLines(t.state, n, t.events, "greedy").map((l) => l.text));
      state = t.state as GenesisState;
    }
  }
  return { state, views, lines };
}

describe("Genesis table adapter", () => {
  it("is the adapter of the got-genesis system in the map", () => {
    expect(adapter.system).toBe("got-genesis");
    expect(tableAdapterOf("got-cgs")?.system).toBe("got-cgs");
    expect(tableAdapterOf(undefined)?.system).toBe("got-cgs");
    expect(tableAdapterOf("altered")).toBeNull();
  });

  it("GEN-330 GEN-77 a whole seeded game against the greedy bot, driven through the adapter's actions, reaches an outcome", () => {
    const { state, views, lines } = playThroughAdapter("table-1", (v, n) => (n * 7) % v.legal.length);
    expect(adapter.engine.toAct(state)).toBeNull();
    const outcome = adapter.outcome(state);
    expect(outcome).not.toBeNull();
    expect(outcome?.title).toMatch(/^(You|Greedy bot) won the game$/);
    expect(outcome?.rule).toMatch(/^GEN-\d+$/);
    expect(outcome?.ruleText.length).toBeGreaterThan(10);
    expect(views.length).toBeGreaterThan(5);
    expect(lines.some((l) => /wins the game/.test(l))).toBe(true);
    // Every line cites the rule sentence that makes it happen.
    for (const l of lines) expect(l).toMatch(/GEN-\d+/);
    const last = adapter.tableView(state, 0, ["human", "greedy"], "", adapter.viewCache());
    expect(last.over).toBe(true);
    expect(last.legal).toEqual([]);
  });

  it("GEN-218 the status lists only the grants a card can still use (no '0 cards' once a grant is used up)", () => {
    const statuses = [1, 2, 3].flatMap((k) => playThroughAdapter(`table-grants-${k}`, (v, n) => (n * k) % v.legal.length).views.flatMap((v) => v.status));
    const grants = statuses.filter((l) => l.startsWith("May engage: "));
    expect(grants.length).toBeGreaterThan(0);
    for (const line of grants) expect(line).not.toMatch(/(: |, )(0 cards|sway 0)\b/);
  });

  it("the same seed and the same choices play the same game", () => {
    const a = playThroughAdapter("table-2", () => 0);
    const b = playThroughAdapter("table-2", () => 0);
    expect(adapter.digest(a.state)).toBe(adapter.digest(b.state));
    expect(a.lines).toEqual(b.lines);
  });

  it("GEN-192 GEN-197 the zones hold every card exactly once, at every step of a game (hot-seat view)", () => {
    const { views } = playThroughAdapter("table-3", (v, n) => n % v.legal.length);
    const total = Object.keys(dealt("table-3").cards).length;
    // Seat 0's views count every card (the hidden ones too).
    for (const view of views) expect(cardsOfView(view).counted).toBe(total);
    let state = dealt("table-3");
    for (let n = 0; n < 200 && adapter.engine.toAct(state) !== null; n++) {
      const seat = adapter.engine.toAct(state) as number;
      const view = genesisTableView(state, seat, ["human", "human"]);
      const { shown, counted } = cardsOfView(view);
      expect(counted).toBe(total);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.length).toBe(total - state.destiny.length);
      const a = view.legal[n % view.legal.length];
      state = (adapter.engine.apply(state, a?.action) as { state: GenesisState }).state;
    }
  });

  it("GEN-200 GEN-199 GEN-194 the rival's ops and experience and the destiny are hidden: counted, never listed", () => {
    let state = dealt("table-4");
    for (const t of botTurns(adapter.engine, ["greedy", "greedy"], "table-4", 0, state)) {
      state = t.state as GenesisState;
      if (state.players[1].ops.length > 0 && state.phase !== "recruit") break;
    }
    expect(state.players[1].ops.length).toBeGreaterThan(0);
    const view = adapter.tableView(state, 0, ["human", "greedy"], "", adapter.viewCache());
    const rivalOps = view.zones.find((z) => z.id === "1.ops");
    expect(rivalOps).toMatchObject({ visibility: "count", cards: [], count: state.players[1].ops.length });
    expect(view.zones.find((z) => z.id === "1.experience")).toMatchObject({ visibility: "count", cards: [] });
    expect(view.zones.find((z) => z.id === "destiny")).toMatchObject({ visibility: "count", cards: [], count: state.destiny.length });
    for (const id of state.players[1].ops) expect(view.cards[id]).toBeUndefined();
    // The viewer's own ops are shown to the viewer.
    expect(view.zones.find((z) => z.id === "0.ops")?.cards).toEqual(state.players[0].ops);
    // Hot-seat: every seat is the designer's, so both are shown.
    const hot = adapter.tableView(state, 0, ["human", "human"], "", adapter.viewCache());
    expect(hot.zones.find((z) => z.id === "1.ops")?.cards).toEqual(state.players[1].ops);
  });

  it("GEN-438 a timeline card engaged face down is a face-down card to the rival, named to its owner", () => {
    const state = dealt("table-5");
    const card = state.void.find((id) => state.cards[id]?.faction === state.players[1].faction) as string;
    const s: GenesisState = { ...state, players: [state.players[0], { ...state.players[1], timeline: [card] }], void: state.void.filter((id) => id !== card), hidden: [card] };
    const rival = genesisTableView(s, 0, ["human", "greedy"]);
    const shownId = rival.zones.find((z) => z.id === "1.timeline")?.cards[0] as string;
    expect(isFaceDown(shownId)).toBe(true);
    expect(rival.cards[shownId]?.title).toBe("Face-down card");
    expect(JSON.stringify(rival).includes(JSON.stringify(card))).toBe(false);
    const owner = genesisTableView(s, 1, ["greedy", "human"]);
    expect(owner.zones.find((z) => z.id === "1.timeline")?.cards).toEqual([card]);
    expect(genesisEventText(s, { type: "engaged", seat: 1, card, hidden: true })).not.toContain(s.cards[card]?.name);
  });

  it("GEN-163 a card shows its name, faction, ability and sway; the log names the rule of each event", () => {
    const state = dealt("table-6");
    const id = Object.keys(state.cards)[0] as string;
    const view = genesisTableView(state, 0, ["human", "greedy"]);
    const c = state.cards[id];
    const shown = view.cards[id];
    expect(shown).toMatchObject({ title: c?.name, subtitle: c?.faction, ref: c?.identifier });
    expect(shown?.lines).toEqual(expect.arrayContaining([c?.ability, `Sway ${c?.sway}`]));
    expect(genesisLogLines(state, 3, [{ type: "obstructed", seat: 0, sway: 5, rivalSway: 4, ok: true }], "greedy")).toEqual([
      { step: 3, text: "You obstructs with sway 5 against 4: success (GEN-302).", by: "greedy", detail: false },
    ]);
  });

  it("GEN-294 the turn timer ends the turn only with a do-nothing action", () => {
    const state = dealt("table-7");
    const view = adapter.tableView(state, adapter.engine.toAct(state) as number, ["human", "human"], "", adapter.viewCache());
    const chosen = adapter.timeUp(view.legal);
    expect(chosen?.label).toBe("Stop recruiting");
  });

  it("GEN-438 the rival's persuasion buttons name a face-down card by its place, never by its id or name", () => {
    const s = table({ turn: 1, ops: [["E-Persuasion-A", "E-Omen-A"], ["S-C-Sabotage", "S-Leadership-A", "S-Omen-A"]] });
    const plotted = play(s, engage(1, "S-C-Sabotage"), engage(1, "S-Leadership-A"), finish(1), engage(0, "E-Persuasion-A")).state;
    const view = genesisTableView(plotted, 0, ["human", "greedy"]);
    const persuade = view.legal.filter((l) => l.group === "Ability");
    expect(persuade.map((l) => l.label)).toContain("E-Persuasion-A: discard the face-down card 2 from the rival's timeline");
    const shown = JSON.stringify(persuade);
    expect(shown).not.toContain("S-Leadership-A");
    expect(persuade.flatMap((l) => l.cardIds).filter(isFaceDown)).toEqual(["face-down:1.timeline:1"]);
    const chosen = persuade.find((l) => l.cardIds.some(isFaceDown));
    const after = play(plotted, chosen?.action as never).state;
    expect(after.void).toContain("S-Leadership-A");
  });
});
