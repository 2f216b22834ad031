// @vitest-environment jsdom
/**
 * The simulation page (issue 26): a rule that blocked a dead card in 3.9 % of its turns reads
 * 3.9 %, not 100 % (its share of the blocked turns, the whole story only when it is the one rule);
 * a settings mistake the server reports at `players` that is the chosen deck's own problem shows
 * once, under the deck, not under both.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deadCards } from "@/components/got-cgs/simulation/chart-data";
import { fieldMessages, SimulationForm } from "@/components/simulation/simulation-form";
import { SimulationReportView } from "@/components/got-cgs/simulation/simulation-report";
import { SimulationWorkbench } from "@/components/simulation/simulation-workbench";
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (): SimulationReport =>
  ({
    era: "Main",
    games: 100,
    players: ["A", "B"],
    bot: "greedy",
    seed: 1,
    workers: 0,
    elapsedMs: 1,
    eras: { completed: 100, capped: 0, winsBySeat: [50, 50], noWinner: 0, ties: 0, outcomes: {}, eraCostFailures: 0, mustPlayLosses: 0, meanVictoryPoints: 1, victoryPoints: {}, adventuresPerEra: { mean: 1, histogram: {} }, turnsPerEra: 1, actionsPerEra: 1 },
    adventures: [],
    supports: [{ identifier: "S-9", played: 0, playRate: 0, turnsInOps: 1000, blockedRate: 0.039, blockedBy: [{ rule: "CGS-320 support-play-condition", turns: 39 }] }],
  }) as unknown as SimulationReport;

describe("what blocked a dead card", () => {
  it("gives each rule's share of all its turns in an ops (3.9 %), keeping the share of the blocked ones", () => {
    expect(deadCards(report())[0]?.blockedBy).toEqual([{ rule: "CGS-320", code: "support-play-condition", turns: 39, share: 100, ofTurns: 3.9 }]);
  });

  it("the table says 3.9% of its turns, never 100%", () => {
    render(<SimulationReportView report={report()} compact={false} />);
    const row = screen.getByText("S-9").closest("tr");
    expect(row?.textContent).toContain("3.9% of its turns");
    expect(row?.textContent).not.toContain("100%");
  });
});

describe("one message per mistake in the simulation settings", () => {
  it("the deck's problem returned at `players` shows under the deck only", () => {
    const problem = 'era deck "Main" has only 1 affiliation (Crows): no number of players can play it (CGS-180)';
    expect(fieldMessages({ players: problem }, problem)).toEqual({ era: problem, games: undefined, seed: undefined, players: undefined, bot: undefined });
    expect(fieldMessages({ players: "at most 2" }, null).players).toBe("at most 2");
    render(
      <SimulationForm
        eras={[{ name: "Main", minPlayers: 2, maxPlayers: 2, problem }]}
        values={{ era: "Main", games: "10", seed: "1", players: "3", bot: "greedy" }}
        onChange={() => {}}
        onRun={() => {}}
        running={false}
        fields={{ players: problem }}
      />,
    );
    expect(screen.getAllByText(problem)).toHaveLength(1);
  });
});

describe("Compare's refusal is next to its button", () => {
  it("a refused compared run says why inside the Compare panel, not above the charts", async () => {
    const done = {
      id: "run-1",
      packId: "pack-1",
      era: "Main",
      games: 100,
      seed: 1,
      players: 2,
      bot: "greedy",
      status: "done",
      done: 100,
      startedAt: "2026-11-25T18:00:00.000Z",
      elapsedMs: 3_000,
      revision: { fingerprint: "ab".repeat(32), updatedAt: "2026-11-25T17:00:00.000Z" },
      packChanged: false,
      report: report(),
      error: null,
    } as const;
    const refusal = "These players cannot play this era deck";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
        if (init?.method === "POST") return json({ error: { code: "validation", message: refusal, issues: [] } }, 422);
        if (url === "/api/packs/pack-1/simulations") return json({ simulations: [done] });
        return json(done);
      }),
    );
    render(
      <SimulationWorkbench
        setup={{ packId: "pack-1", packName: "Tiny", eras: [{ name: "Main", minPlayers: 2, maxPlayers: 2, problem: null }], defaultPlayers: 2, system: "got-cgs", bots: ["greedy", "random"], gameWord: "era", deckWord: "era deck" }}
        runs={[done as never]}
        packs={[{ id: "pack-1", name: "Tiny" }]}
        watchId="run-1"
      />,
    );
    const compare = await screen.findByRole("region", { name: "Compare" });
    await act(async () => {
      fireEvent.click(within(compare).getByRole("button", { name: "Run on the same seeds" }));
    });
    await waitFor(() => expect(within(compare).getByRole("alert").textContent).toBe(refusal));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });
});
