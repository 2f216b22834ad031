import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@/components/got-cgs/sandbox/evaluate";
import { setupFromGame } from "@/components/got-cgs/sandbox/from-game";
import { addCard, cardCount, emptySetup, findCard, fromScenario, inWords, moveCard, removeCard, setPlayerCount, toScenario, type Setup } from "@/components/got-cgs/sandbox/setup";
import { loadSetup, saveSetup, storageKey } from "@/components/got-cgs/sandbox/storage";
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { sessionFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { playOut } from "@/lib/systems/got-cgs/engine/runner";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { parseScenario } from "@/lib/packs/scenario";
import { parsePackJson } from "@/lib/packs/schema";

const battle = { identifier: "A-1", attributes: 'Type "Adventure" Roleplay "Battle" AdventureCommonCosts StarshipFlyRange 2' };
const ship = (n: number) => ({ identifier: `S-${n}`, attributes: `Type "Support" AR StarshipFlyRange ${n}` });
const alicePlayground = { kind: "player", player: 0, zone: "playground" } as const;
const bobPlayground = { kind: "player", player: 1, zone: "playground" } as const;

function table(): Setup {
  let s = addCard(emptySetup(), { kind: "adventure" }, battle);
  s = addCard(s, alicePlayground, ship(7));
  return addCard(s, bobPlayground, ship(3));
}

describe("sandbox set-up", () => {
  it("CGS-362 resolves live: a competitive adventure goes to the highest overflow, and moving a card changes the winner", () => {
    const s = table();
    const first = evaluate(s);
    expect(first.kind === "adventure" && first.view.winners).toEqual(["Alice"]);
    const key = s.zones[0]?.playground[0]?.key as string;
    const moved = moveCard(s, key, bobPlayground);
    const second = evaluate(moved);
    expect(second.kind === "adventure" && second.view.winners).toEqual(["Bob"]);
    expect(second.kind === "adventure" && second.view.players.map((p) => p.overflow)).toEqual([null, 10]);
  });

  it("adds copies with distinct keys, moves and removes them", () => {
    let s = addCard(emptySetup(), alicePlayground, ship(1));
    s = addCard(s, alicePlayground, ship(1));
    const [a, b] = s.zones[0]?.playground ?? [];
    expect(a?.key).not.toBe(b?.key);
    s = moveCard(s, a?.key as string, { kind: "common" });
    expect(findCard(s, a?.key as string)?.slot).toEqual({ kind: "common" });
    s = removeCard(s, b?.key as string);
    expect(cardCount(s)).toBe(1);
  });

  it("a single-card slot gives up its old card when another is put there", () => {
    let s = addCard(emptySetup(), { kind: "adventure" }, battle);
    s = addCard(s, { kind: "adventure" }, { ...battle, identifier: "A-2" });
    expect(s.adventure?.identifier).toBe("A-2");
    expect(cardCount(s)).toBe(1);
  });

  it("says what is missing before an adventure card is placed", () => {
    expect(evaluate(emptySetup()).kind).toBe("incomplete");
  });

  it("CGS-371 an illegal position names the rule instead of resolving", () => {
    const s = addCard(table(), { kind: "player", player: 1, zone: "buildsite" }, ship(2));
    const out = evaluate(s);
    expect(out.kind).toBe("illegal");
    expect(out.kind === "illegal" && out.problems.join(" ")).toMatch(/S-2 \(Bob's buildsite\).*CGS-371/);
  });

  it("CGS-180 keeps 2-4 players; dropped players' cards go and the hero falls back", () => {
    let s = setPlayerCount(table(), 4);
    expect(s.players).toEqual(["Alice", "Bob", "Carol", "Dave"]);
    s = addCard({ ...s, hero: 3 }, { kind: "player", player: 3, zone: "ops" }, ship(1));
    s = setPlayerCount(s, 2);
    expect(s.players).toEqual(["Alice", "Bob"]);
    expect(s.hero).toBe(0);
    expect(cardCount(s)).toBe(3);
    expect(setPlayerCount(s, 9).players).toHaveLength(4);
  });

  it("round-trips through greenhouse.scenario/1 (export then import gives the same document)", () => {
    const era: Setup = { ...addCard(table(), { kind: "last" }, { ...battle, identifier: "A-9" }), step: "era", lastHero: 1, lastWinner: 0, eraDeckHasDoomsdayOrEpic: true };
    for (const s of [table(), era]) {
      const doc = toScenario(s, { SFR: "StarshipFlyRange" });
      const parsed = parseScenario(doc);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(toScenario(fromScenario(parsed.value, { SFR: "StarshipFlyRange" }), { SFR: "StarshipFlyRange" })).toEqual(parsed.value);
    }
  });

  it("keeps the set-up in storage and ignores an unusable entry", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveSetup(storage, "p1", table());
    expect(loadSetup(storage, "p1")).toEqual(table());
    store.set(storageKey("p1"), '{"step":"adventure"}');
    expect(loadSetup(storage, "p1")).toBeNull();
    store.set(storageKey("p1"), "not json");
    expect(loadSetup(storage, "p1")).toBeNull();
  });
});

describe("a moment of a game", () => {
  const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8"));
  if (!parsed.ok) throw new Error("the demo pack does not parse");
  const pack = parsed.value;
  const texts = new Map(pack.eras.flatMap((e) => e.cards.map((c) => [c.identifier, { attributes: c.attributes }] as const)));

  it("every moment of a real game with an adventure in progress resolves in the sandbox, with every card placed", () => {
    const start = newSession(sessionFromPack(pack, { era: pack.eras[0]?.name as string, players: 2, seed: 7 }));
    const moments: GameState[] = [];
    playOut(start, [greedyBot(1), greedyBot(2)], { untilEraEnds: 0, onAction: (_a, _e, state) => void (state.adventure && moments.push(state)) });
    expect(moments.length).toBeGreaterThan(3);
    for (const state of moments.filter((_, i) => i % 5 === 0)) {
      const { setup, missing } = setupFromGame(state, texts);
      expect(missing).toEqual([]);
      const onTable = state.zones.players.reduce((n, z) => n + z.ops.length + z.playground.length + z.buildsite.length + z.wreckage.length, state.zones.commonBuildsite.length);
      expect(cardCount(setup)).toBe(onTable);
      const out = evaluate(setup, pack.pack.aliases ?? {});
      expect(out.kind === "illegal" ? out.problems : out.kind).toBe("adventure");
    }
  });

  it("names the cards the pack no longer has and leaves them out", () => {
    const start = newSession(sessionFromPack(pack, { era: pack.eras[0]?.name as string, players: 2, seed: 7 }));
    const { setup, missing } = setupFromGame(start, new Map());
    expect(cardCount(setup)).toBe(0);
    expect(missing.length).toBeGreaterThan(0);
  });
});

describe("the sandbox speaks of zones in words (issue 27: it showed 'Alice.playground -> Alice.ops', '(commonBuildsite)')", () => {
  it("wrap-up moves and the reasons of an illegal position name zones as the designer does", () => {
    const won = evaluate(table());
    expect(won.kind === "adventure" && won.view.moves.map((m) => `${m.from} -> ${m.to}`)).toEqual(["Alice's playground -> Alice's buildsite", "Alice's playground -> Alice's wreckage", "Bob's playground -> Bob's wreckage"]);
    // A support card in the common buildsite is a position the rules cannot produce.
    const odd = evaluate(addCard(table(), { kind: "common" }, ship(2)));
    expect(odd.kind).toBe("illegal");
    const text = odd.kind === "illegal" ? odd.problems.join("\n") : "";
    expect(text).toContain("(common buildsite)");
    expect(text).not.toMatch(/commonBuildsite|\b(Alice|Bob)\.(ops|playground|buildsite|wreckage)\b/);
  });

  it("replaces only whole keys: an identifier that contains a key's text is left alone", () => {
    const s = emptySetup();
    expect(inWords(s, "X-1 (Alice.playground): no. Alice.playgroundX stays; commonBuildsite, [Bob.ops]")).toBe("X-1 (Alice's playground): no. Alice.playgroundX stays; common buildsite, [Bob's ops]");
  });
});
