// @vitest-environment jsdom
/**
 * What the free table redraws (issue 27 "Speed"): on a table of 4 seats x 60 cards with 44 of each
 * seat's laid out (about 200 tiles), a move through a card's menu redraws the tiles and zones it
 * touches, not the table; a replay step whose board is the same as the step before redraws no tile
 * and no zone, and only the log's lines that come and go. Counted by wrapping the memoised
 * components (CardTile, ZoneView) in counting ones; the server is the engine behind a fake fetch.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { memo, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import { viewState } from "@/lib/free-table/view";
import { encodeSteps } from "@/lib/free-table/step-delta";
import type { FreeTableState } from "@/lib/free-table/state";
import type { FreeTableDocument } from "@/lib/free-table/setup";
import { textDigest } from "@/lib/table/game-sync";
import type { CardInfos, FreeGame } from "@/components/free-table/types";
import { DEFINITION } from "./fixture";

const renders = vi.hoisted(() => ({ tile: 0, zone: 0, line: 0 }));

/** `memoised` (a React.memo component) with its render counted under `key`. */
function counted<P extends object>(memoised: unknown, key: keyof typeof renders): ComponentType<P> {
  const inner = (memoised as { type: (props: P) => React.ReactNode }).type;
  return memo(function Counted(props: P) {
    renders[key]++;
    return inner(props);
  });
}

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));
vi.mock("@/components/free-table/card-tile", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/free-table/card-tile")>();
  return { ...actual, CardTile: counted(actual.CardTile, "tile") };
});
vi.mock("@/components/free-table/zone-view", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/free-table/zone-view")>();
  return { ...actual, ZoneView: counted(actual.ZoneView, "zone") };
});

const { FreeTableClient } = await import("@/components/free-table/free-table-client");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DECK = (d: number) => ({
  name: `D${d}`,
  cards: [{ identifier: `H-${d}`, copies: 1, type: "hero", fields: { name: `Hero ${d}` } }, ...Array.from({ length: 59 }, (_, i) => ({ identifier: `U-${d}-${i}`, copies: 1, type: "unit", fields: { name: `Unit ${d}.${i}` } }))],
});
const DOC: FreeTableDocument = { definition: DEFINITION, decks: [0, 1, 2, 3].map(DECK) };
const CARDS: CardInfos = Object.fromEntries(DOC.decks.flatMap((d) => d.cards.map((c) => [c.identifier, { name: String(c.fields.name), type: c.type, facts: [] }])));

/** The game server for one game: the engine behind `fetch`, a state kept per log entry (the replay's steps). */
function server(rolls: number) {
  let s: FreeTableState = E.deal({ document: DOC, decks: ["D0", "D1", "D2", "D3"], names: ["P1", "P2", "P3", "P4"], seed: 7 });
  const states: FreeTableState[] = [s];
  const log: FreeGame["log"][number][] = [];
  const apply = (action: FreeGame["log"][number]["action"]) => {
    const r = E.apply(s, action);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    states.push(s);
    log.push({ action, events: r.events, by: "human" });
  };
  for (let seat = 0; seat < 4; seat++) apply({ type: "draw", seat, from: { zone: "deck", seat }, to: { zone: "board", seat }, count: 44 });
  for (let i = 0; i < rolls; i++) apply({ type: "roll", seat: 0, sides: 6, count: 1 });
  const page = (st: FreeTableState) => viewState(st, [st.turn]);
  const game = (): FreeGame => ({ id: "g", packId: "p", title: "t", engine: "free", names: s.names, eras: [], toAct: s.turn, state: page(s), log: [...log], actions: log.length, at: log.length });
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const u = new URL(url, "http://x");
    if (init?.method === "POST") {
      const since = Number(u.searchParams.get("since"));
      apply(JSON.parse(String(init.body)) as FreeGame["log"][number]["action"]);
      return json({ id: "g", toAct: s.turn, log: log.slice(since), logFrom: since, actions: log.length, at: log.length, digest: textDigest(JSON.stringify(page(s))) });
    }
    if (u.pathname.endsWith("/steps")) {
      const from = Number(u.searchParams.get("from"));
      const count = Number(u.searchParams.get("count"));
      const window = states.slice(from, from + count).map(page);
      return json(u.searchParams.get("encoding") === "delta" ? { from, encoding: "delta", steps: encodeSteps(window), actions: log.length } : { from, states: window, actions: log.length });
    }
    return json(game());
  });
  return { fetch, game };
}

const zoneCards = (key: string) => document.querySelectorAll(`[data-zone="${key}"] [data-card]`).length;

describe("the free table's redraws", () => {
  it("a move through a card's menu redraws the two zones and the moved card, not the ~200 other tiles", async () => {
    const srv = server(0);
    vi.stubGlobal("fetch", srv.fetch);
    render(<FreeTableClient packId="p" initial={srv.game()} cards={CARDS} />);
    expect(document.querySelectorAll("[data-card]").length).toBeGreaterThan(180);
    const hand = zoneCards("hand|0");
    const tile = document.querySelector('[data-zone="hand|0"] [data-card]') as HTMLElement;
    fireEvent.click(tile.querySelector('button[aria-label^="Actions for"]') as HTMLElement);
    const item = screen.getByRole("menuitem", { name: "Move to P1's discard" });
    renders.tile = 0;
    renders.zone = 0;
    act(() => fireEvent.click(item));
    expect(zoneCards("hand|0")).toBe(hand - 1);
    expect(zoneCards("discard|0")).toBe(1);
    // The predicted move: the hand, the discard, the card in its new place.
    expect(renders.zone).toBeLessThanOrEqual(2);
    expect(renders.tile).toBeLessThanOrEqual(2);
    // The server's answer agrees (its digest): nothing more is redrawn.
    await waitFor(() => expect(srv.fetch).toHaveBeenCalledTimes(1));
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(renders.zone).toBeLessThanOrEqual(2);
    expect(renders.tile).toBeLessThanOrEqual(2);
  }, 120_000);

  it("a replay step on an unchanged board redraws no tile and no zone", async () => {
    const srv = server(60);
    vi.stubGlobal("fetch", srv.fetch);
    render(<FreeTableClient packId="p" initial={srv.game()} cards={CARDS} />);
    fireEvent.click(screen.getByRole("button", { name: "Replay" }));
    await screen.findByText("Step 63 of 64", {}, { timeout: 10_000 });
    const stepTo = async (button: string, text: string) => {
      act(() => fireEvent.click(screen.getByRole("button", { name: button })));
      await screen.findByText(text, {}, { timeout: 10_000 });
    };
    // Warm the replay's cache around the step shown, then count.
    await stepTo("Back", "Step 62 of 64");
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    renders.tile = 0;
    renders.zone = 0;
    await stepTo("Back", "Step 61 of 64");
    await stepTo("Forward", "Step 62 of 64");
    expect(renders.zone).toBe(0);
    expect(renders.tile).toBe(0);
  }, 120_000);
});
