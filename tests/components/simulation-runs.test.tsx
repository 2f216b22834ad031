// @vitest-environment jsdom
/**
 * The simulation page's list of runs (components/simulation/saved-runs.tsx, run-list.ts and the
 * workbench that feeds it): a run shows in the list from the moment it starts, with its progress,
 * a Watch link and Cancel, and ends as a normal saved run (Show, Compare). The server is a fake
 * fetch that plays a run in three polls.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasUnfollowedRunning, mergeRuns, watchHref } from "@/components/simulation/run-list";
import { SavedRuns } from "@/components/simulation/saved-runs";
import { SimulationWorkbench } from "@/components/simulation/simulation-workbench";
import type { SimulationSetup } from "@/lib/server/simulations/get-simulation-setup";
import type { SimulationDto } from "@/lib/server/simulations/types";

// The charts are recharts (tested in a browser by tests/e2e/simulate.e2e.ts); here only the list matters.
vi.mock("@/components/simulation/run-report", () => ({ RunReport: () => <div data-testid="simulation-report" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function makeRun(over: Partial<SimulationDto> = {}): SimulationDto {
  return {
    id: "run-1",
    packId: "pack-1",
    era: "The Fog Years",
    games: 10_000,
    seed: 1,
    players: 2,
    bot: "greedy",
    status: "running",
    done: 2_500,
    startedAt: "2026-11-25T18:00:00.000Z",
    elapsedMs: 3_000,
    revision: { fingerprint: "ab".repeat(32), updatedAt: "2026-11-25T17:00:00.000Z" },
    packChanged: false,
    report: null,
    error: null,
    ...over,
  };
}

const noop = () => undefined;
const rowsOf = () => within(screen.getByRole("table", { name: "Saved runs" })).getAllByRole("row").slice(1);

describe("mergeRuns / hasUnfollowedRunning", () => {
  it("puts a run the page follows first when the server has not listed it yet, and lays it over its listed row otherwise", () => {
    const saved = makeRun({ id: "old", status: "done", done: 200, games: 200 });
    const listedRunning = makeRun({ id: "run-2", done: 10 });
    const started = makeRun({ id: "run-1", done: 0 });
    const moved = makeRun({ id: "run-2", done: 900 });
    expect(mergeRuns([listedRunning, saved], [started, moved]).map((r) => [r.id, r.done])).toEqual([
      ["run-1", 0],
      ["run-2", 900],
      ["old", 200],
    ]);
    expect(mergeRuns([saved], [null, null])).toEqual([saved]);
  });

  it("the list has to be fetched again only while a run plays that no slot follows", () => {
    const rows = [makeRun({ id: "a" }), makeRun({ id: "b", status: "done" })];
    expect(hasUnfollowedRunning(rows, ["a", null])).toBe(false);
    expect(hasUnfollowedRunning(rows, [null, "b"])).toBe(true);
  });
});

describe("SavedRuns", () => {
  it("a running run: its progress, a Watch link to the page's address for it, and Cancel; no Show or Compare", () => {
    const onCancel = vi.fn();
    const onWatch = vi.fn();
    const run = makeRun();
    render(<SavedRuns runs={[run]} onShow={noop} onCompare={noop} onWatch={onWatch} onCancel={onCancel} shownId={null} comparedId={null} cancelling={new Set()} />);
    const [row] = rowsOf();
    if (row === undefined) throw new Error("no row");
    const bar = within(row).getByRole("progressbar", { name: "Eras played" });
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuemax"), bar.getAttribute("aria-valuetext")]).toEqual(["2500", "10000", "25%"]);
    expect(row.textContent).toMatch(/2,500 \/ 10,000/);
    const watch = within(row).getByRole("link", { name: /^Watch the run/ });
    expect(watch.getAttribute("href")).toBe(watchHref("pack-1", "run-1"));
    expect(watchHref("pack-1", "run-1")).toBe("/packs/pack-1/simulate?run=run-1");
    fireEvent.click(watch);
    expect(onWatch).toHaveBeenCalledWith(run);
    fireEvent.click(within(row).getByRole("button", { name: /^Cancel the run/ }));
    expect(onCancel).toHaveBeenCalledWith(run);
    expect(within(row).queryByRole("button", { name: /^(Show|Compare)/ })).toBeNull();
  });

  it("a run being cancelled shows its Cancel busy; a saved run has Show and Compare and no bar", () => {
    render(
      <SavedRuns
        runs={[makeRun(), makeRun({ id: "run-0", status: "done", done: 200, games: 200 })]}
        onShow={noop}
        onCompare={noop}
        onWatch={noop}
        onCancel={noop}
        shownId={null}
        comparedId={null}
        cancelling={new Set(["run-1"])}
      />,
    );
    const [running, saved] = rowsOf();
    if (running === undefined || saved === undefined) throw new Error("two rows expected");
    expect(within(running).getByRole("button", { name: /^Cancel the run/ }).getAttribute("aria-busy")).toBe("true");
    expect(within(saved).queryByRole("progressbar")).toBeNull();
    expect(within(saved).getByRole("button", { name: /^Show the run/ })).toBeTruthy();
    expect(within(saved).getByRole("button", { name: /^Compare with the run/ })).toBeTruthy();
  });
});

const setup: SimulationSetup = { packId: "pack-1", packName: "The Drowned Coast", eras: [{ name: "The Fog Years", minPlayers: 2, maxPlayers: 2, problem: null }], defaultPlayers: 2, system: "got-cgs", bots: ["greedy", "random"], gameWord: "era", deckWord: "era deck" };

/** A fake server: POST starts run-1; each GET of it plays 100 more of 200 eras; the list has it once it ended. */
function fakeServer() {
  let polls = 0;
  let ended = false;
  const cancels: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url === "/api/packs/pack-1/simulations" && init?.method === "POST") return json({ id: "run-1" }, 202);
    if (url === "/api/packs/pack-1/simulations") return json({ simulations: ended ? [makeRun({ status: "done", done: 200, games: 200 })] : [] });
    if (url === "/api/simulations/run-1") {
      polls++;
      if (polls >= 3) ended = true;
      return json(ended ? makeRun({ status: "done", done: 200, games: 200, report: { games: 200 } as SimulationDto["report"] }) : makeRun({ games: 200, done: polls * 100 - 100 }));
    }
    if (url.endsWith("/cancel")) {
      cancels.push(url);
      return json(makeRun({ status: "cancelled" }));
    }
    return json({ error: { message: `unexpected ${url}` } }, 500);
  });
  return { fetchMock, cancels };
}

describe("SimulationWorkbench's list of runs", () => {
  it("shows a run in the list while it plays (its progress moves), then lists it as a normal saved run", async () => {
    const server = fakeServer();
    vi.stubGlobal("fetch", server.fetchMock);
    render(<SimulationWorkbench setup={setup} runs={[]} packs={[{ id: "pack-1", name: "The Drowned Coast" }]} />);
    expect(screen.getByText(/No saved runs yet/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Run simulation" }));
    });
    const running = () => rowsOf().find((r) => r.getAttribute("data-status") === "running");
    await waitFor(() => expect(running()).toBeDefined());
    const first = Number(within(running() as HTMLElement).getByRole("progressbar").getAttribute("aria-valuenow"));
    await waitFor(() => expect(Number(within(running() as HTMLElement).getByRole("progressbar").getAttribute("aria-valuenow"))).toBeGreaterThan(first), { timeout: 3000 });
    await waitFor(() => expect(rowsOf().map((r) => r.getAttribute("data-status"))).toEqual(["done"]), { timeout: 3000 });
    const [row] = rowsOf();
    expect(within(row as HTMLElement).getByRole("button", { name: /^Show the run/ })).toBeTruthy();
    expect(server.fetchMock.mock.calls.some(([url, init]) => url === "/api/packs/pack-1/simulations" && init?.method !== "POST")).toBe(true);
  });

  it("Cancel in the list of a run the page follows stops that run", async () => {
    const server = fakeServer();
    vi.stubGlobal("fetch", server.fetchMock);
    render(<SimulationWorkbench setup={setup} runs={[]} packs={[{ id: "pack-1", name: "The Drowned Coast" }]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Run simulation" }));
    });
    const cancel = await screen.findByRole("button", { name: /^Cancel the run/ });
    await act(async () => {
      fireEvent.click(cancel);
    });
    expect(server.cancels).toEqual(["/api/simulations/run-1/cancel"]);
  });
});
