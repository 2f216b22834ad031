// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AdventureResolutionTable } from "@/components/got-cgs/resolution/adventure-resolution";
import { EraResolutionTable } from "@/components/got-cgs/resolution/era-resolution";
import { adventureView, adventureViewFromScenario, eraView, eraViewFromScenario } from "@/components/got-cgs/resolution/view";
import { resolveScenario } from "@/lib/systems/got-cgs/engine/scenario";
import { parseScenario, type ScenarioInput } from "@/lib/packs/scenario";
import type { AdventureResolution } from "@/lib/systems/got-cgs/engine/resolution-adventure";

afterEach(cleanup);

const adv = (extra: string) => `Type "Adventure" ${extra}`;
const sup = (extra: string) => `Type "Support" ${extra}`;
const card = (identifier: string, attributes: string) => ({ identifier, attributes });

function resolved(doc: Partial<ScenarioInput>) {
  const parsed = parseScenario({ format: "greenhouse.scenario/1", step: "adventure", players: ["Alice", "Bob"], hero: "Alice", ...doc });
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  const out = resolveScenario(parsed.value);
  if (!out.ok) throw new Error(out.problems.join("; "));
  return { result: out.result, players: parsed.value.players, hero: parsed.value.hero ?? null };
}

const battle = (alice: number, bob: number) =>
  resolved({
    adventure: card("A-1", adv('Roleplay "Battle" AdventureCommonCosts\n  StarshipFlyRange 2')),
    zones: {
      Alice: { playground: [card("S-2", sup(`AR StarshipFlyRange ${alice}`))] },
      Bob: { playground: [card("S-3", sup(`AR StarshipFlyRange ${bob}`))] },
    },
  });

describe("AdventureResolutionTable", () => {
  it("CGS-362 a competitive adventure: coverage/requirement per cost name and player, overflow, the winner and the rule sentence", () => {
    const { result, players, hero } = battle(7, 3);
    render(<AdventureResolutionTable view={adventureViewFromScenario(result, players, hero)} />);
    const table = screen.getByRole("table");
    const cells = within(table).getAllByRole("row").map((r) => r.textContent);
    expect(cells[0]).toMatch(/Alice\(hero\)winner.*Bob/);
    expect(cells[1]).toMatch(/StarshipFlyRange7 \/ 2.*3 \/ 2/);
    expect(screen.getAllByTestId("overflow").map((c) => c.textContent)).toEqual(["7", "3"]);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Alice wins");
    const rule = screen.getByTestId("deciding-rule").textContent;
    expect(rule).toMatch(/CGS-362/);
    expect(rule).toMatch(/The player who has the highest overflow adventure cost coverage wins the adventure/);
    expect(screen.getByTestId("resolution-explanation").textContent).toMatch(/Alice wins the adventure/);
    expect(screen.getByTestId("resolution-moves").textContent).toMatch(/A-1 Alice.playground → Alice.buildsite/);
  });

  it("CGS-362 a tie in overflow loses the adventure and names the tie rule", () => {
    const { result, players, hero } = battle(4, 4);
    render(<AdventureResolutionTable view={adventureViewFromScenario(result, players, hero)} />);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Adventure lost");
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-362/);
    expect(screen.getByTestId("resolution-explanation").textContent).toMatch(/tie with overflow 4/);
  });

  it("CGS-366 nobody covers the costs: lost, 'in any other case', uncovered cells marked", () => {
    const { result, players, hero } = battle(1, 0);
    render(<AdventureResolutionTable view={adventureViewFromScenario(result, players, hero)} />);
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-366.*In any other case the current adventure is lost/);
    expect(screen.getAllByText("not covered", { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId("overflow").map((c) => c.textContent)).toEqual(["—", "—"]);
  });

  it("CGS-363 a cooperative adventure shows one shared column for all the players", () => {
    const { result, players, hero } = resolved({
      adventure: card("A-1", adv('Roleplay "Cooperation" AdventureCommonCosts Fire 3')),
      zones: { Alice: { playground: [card("S-2", sup("AR Fire 2"))] }, Bob: { playground: [card("S-3", sup("AR Fire 1"))] } },
    });
    const view = adventureViewFromScenario(result, players, hero);
    expect(view.shared).toBe(true);
    render(<AdventureResolutionTable view={view} />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Cost", "All players"]);
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-363/);
  });

  it("builds the same view from the engine's AdventureResolution (the table's end-of-adventure screen)", () => {
    const r: AdventureResolution = {
      roleplay: "Battle",
      kind: "competitive",
      outcome: "won",
      winner: 1,
      players: [
        { requirements: { Fire: 2 }, coverage: { Fire: 1 }, covered: false, overflow: null },
        { requirements: { Fire: 2 }, coverage: { Fire: 5 }, covered: true, overflow: 5 },
      ],
      explanation: ["Bob wins the adventure."],
    };
    const view = adventureView(r, ["Alice", "Bob"], 0);
    expect(view).toMatchObject({ winners: ["Bob"], hero: "Alice", rule: "CGS-362", shared: false });
    expect(view.players[0]?.costs.Fire).toEqual({ requirement: 2, coverage: 1, covered: false });
  });
});

const era = (doc: Partial<ScenarioInput>) => {
  const parsed = parseScenario({ format: "greenhouse.scenario/1", step: "era", players: ["Alice", "Bob"], ...doc });
  if (!parsed.ok) throw new Error("bad scenario");
  const out = resolveScenario(parsed.value);
  if (!out.ok) throw new Error(out.problems.join("; "));
  return eraViewFromScenario(out.result, parsed.value.players);
};

describe("EraResolutionTable", () => {
  it("CGS-396 victory points with what they came from; CGS-392 a player who does not cover his era costs loses", () => {
    const view = era({
      zones: {
        Alice: { buildsite: [card("A-1", adv('Roleplay "Battle" ER Sway 9'))], wreckage: [card("S-2", sup("EC Sway 10"))] },
        Bob: { buildsite: [card("A-3", adv('Roleplay "Battle" ER Sway 2'))] },
      },
    });
    render(<EraResolutionTable view={view} />);
    const rows = screen.getAllByTestId("era-player-row").map((r) => r.textContent);
    expect(rows[0]).toMatch(/Sway 9 \/ 10.*not covered.*loses: .*Sway 9 of 10.*CGS-392/);
    expect(rows[1]).toMatch(/none.*wins the era/);
    expect(screen.getAllByTestId("victory-points").map((c) => c.textContent)).toEqual(["-1", "2"]);
    expect(screen.getAllByTestId("victory-points-from").map((c) => c.textContent)).toEqual(["+9 resources · 0 StockHolding · −10 costs", "+2 resources · 0 StockHolding · 0 costs"]);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Bob wins");
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-393.*An era is won by the single player/);
  });

  it("CGS-382 the winner of the last Epic adventure wins the era, and the rule says so", () => {
    const view = era({ lastAdventure: { card: card("A-1", adv('Roleplay "Epic"')), hero: "Bob", won: true, winner: "Alice" } });
    render(<EraResolutionTable view={view} />);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Alice wins");
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-382/);
  });

  it("CGS-383 nobody wins: the outcome says so", () => {
    const view = era({ eraDeckHasDoomsdayOrEpic: true });
    render(<EraResolutionTable view={view} />);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Nobody wins the era");
    expect(screen.getByTestId("deciding-rule").textContent).toMatch(/CGS-383/);
  });

  it("CGS-393 a tie: all tied players win", () => {
    const view = eraView(
      {
        outcome: "won",
        winners: [0, 1],
        rule: "victory-points",
        players: [0, 1].map(() => ({ requirements: {}, coverage: {}, covered: true, victoryPoints: 3, resources: 3, stockHolding: 0, costs: 0, lostBecause: null, mustPlay: [] })),
        explanation: ["Alice and Bob tie and all win the era (CGS-393)."],
      },
      ["Alice", "Bob"],
    );
    render(<EraResolutionTable view={view} />);
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Alice and Bob win");
  });
});

describe("the footer both tables share (ResolutionFrame)", () => {
  /** The footer's parts in document order, after the table. */
  const footer = (section: HTMLElement) =>
    [...section.children].slice([...section.children].findIndex((el) => el.querySelector("table") !== null) + 1).map((el) => el.getAttribute("data-testid") ?? el.querySelector("[data-testid]")?.getAttribute("data-testid"));

  it("CGS-366 the adventure table ends with the rule sentence, the explanation, then the wrap-up moves", () => {
    const { result, players, hero } = battle(1, 0);
    render(<AdventureResolutionTable view={adventureViewFromScenario(result, players, hero)} />);
    expect(footer(screen.getByTestId("adventure-resolution"))).toEqual(["deciding-rule", "resolution-explanation", "resolution-moves"]);
  });

  it("CGS-393 the era table ends with the same rule sentence and explanation", () => {
    const view = era({ zones: { Alice: { buildsite: [card("A-1", adv('Roleplay "Battle" ER Sway 3'))] }, Bob: {} } });
    render(<EraResolutionTable view={view} />);
    expect(footer(screen.getByTestId("era-resolution"))).toEqual(["deciding-rule", "resolution-explanation"]);
  });

  it("without a deciding rule there is no sentence, and the outcome badge still says who won", () => {
    const view = { ...era({ zones: { Alice: { buildsite: [card("A-1", adv('Roleplay "Battle" ER Sway 3'))] }, Bob: {} } }), rule: null };
    render(<EraResolutionTable view={view} />);
    expect(screen.queryByTestId("deciding-rule")).toBeNull();
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Alice wins");
  });
});

describe("rule sentences", () => {
  it("CGS-366 gives a rule's sentence, and null for an ID the index does not list", async () => {
    const { ruleText } = await import("@/components/got-cgs/resolution/rule-sentence");
    expect(ruleText("CGS-366")).toBe("In any other case the current adventure is lost.");
    expect(ruleText("CGS-0")).toBeNull();
  });
  it("finds the rules a refusal cites, once each", async () => {
    const { citedRules } = await import("@/components/got-cgs/resolution/rule-sentence");
    expect(citedRules("costs not covered (CGS-392); MustPlay (CGS-384) and again CGS-392")).toEqual(["CGS-392", "CGS-384"]);
  });
});
