/**
 * Two bots, deterministic per seed: the same seed and the same state give the same choice.
 *
 * - random: any legal action, uniformly.
 * - greedy: scores every legal action and takes the best (first on ties). In words: execute
 *   draws and other ability steps first, with the most cards (more cards, more options); in a plot
 *   engage everything the timeline allows, card-giving abilities first, then the highest sway; in
 *   an obstruction engage only while behind the rival's sway, then stop (cards kept are the finale);
 *   interrupt a plot with battle whenever it can; discard and recruit by sway (lowest goes, highest
 *   comes), keeping ruin and triumph cards; bring reserve cards to the ops only when nothing else
 *   can be engaged and sway is still needed, or in the finale.
 */
import type { EngineBot } from "../../engine";
import { candidates, legal } from "./legal";
import { check } from "./reducer";
import { hashSeed, nextFloat } from "./rng";
import type { GenesisAction, GenesisState } from "./types";
import { player, rivalOf, swayOf } from "./zones";

export function randomBot(seed: string): EngineBot<GenesisState, GenesisAction> {
  return {
    kind: "random",
    // Uniform over the legal actions: draw candidates at random and drop refused ones (cheaper
    // than checking every candidate first; the result is the same distribution).
    choose(state, seat) {
      const options = candidates(state, seat);
      let rng = hashSeed(`${seed}:${state.step}:${seat}`);
      while (options.length > 0) {
        const r = nextFloat(rng);
        rng = r.state;
        const i = Math.floor(r.value * options.length);
        const pick = options[i] as GenesisAction;
        if (check(state, pick) === null) return pick;
        options.splice(i, 1);
      }
      throw new Error(`random bot: seat ${seat} has no legal action`);
    },
  };
}

/** What an ability gives a combo, for ordering engagements and naming abilities (maven). */
const ENABLES: Readonly<Record<string, number>> = {
  Battle: 20, Leadership: 20, Strike: 25, Vision: 15, Sabotage: 18, Engineering: 14, Valor: 12, Persuasion: 14,
  Logistics: 16, Navigation: 13, Vengeance: 11, Omen: 9, Covert: 10, Warfare: 10, Rescue: 10, Dread: 10,
  Insurgence: 12, Maven: 12, Replication: 8, Negotiation: 8,
};

function score(s: GenesisState, seat: number, a: GenesisAction, canEngage: boolean): number {
  const me = player(s, seat);
  const sway = (id: string | null | undefined) => (id ? (s.cards[id]?.sway ?? 0) : 0);
  const ability = (id: string) => s.cards[id]?.ability ?? "";
  const behind = swayOf(s, me.timeline) < swayOf(s, player(s, rivalOf(seat)).timeline);
  switch (a.type) {
    case "discard":
      return -sway(a.card) - (["Ruin", "Triumph"].includes(ability(a.card)) ? 10 : 0);
    case "pass":
      return 0;
    case "battle":
      return 1;
    case "recruit":
      return a.card === null ? -0.5 : sway(a.card);
    case "refill":
      return a.count;
    case "use":
      if (a.count !== undefined) return 100 + a.count;
      if (a.ability !== undefined) return a.ability === null ? 99 : 100 + (ENABLES[a.ability] ?? 0);
      // omen: look before deciding (declining sees nothing)
      if (a.look === true) return 101;
      if (a.target === null || a.target === undefined) return 99;
      // vengeance: keep cards in the ops rather than stash them; persuasion, omen, recruit: by sway
      return s.combo?.steps.find((st) => st.card === a.card)?.kind === "experience" ? 98 : 100 + sway(a.target);
    case "engage": {
      const plot = s.combo?.phase === "plot";
      if (!plot && !behind) return -1;
      const kindBonus = a.by === "rescue" ? 0 : s.combo?.grants.find((g) => g.id === a.by)?.kind === "any" ? 0 : 3;
      return 50 + (ENABLES[ability(a.card)] ?? 0) + sway(a.card) + kindBonus;
    }
    case "reserve": {
      const needed = s.combo?.phase === "plot" ? (s.combo.engaged.length === 0) : behind;
      if (s.destiny.length === 0) return 30;
      return needed && !canEngage ? 40 : -5;
    }
    case "experience":
      return 45;
    case "finish":
      return a.experience === undefined ? 0 : -1;
  }
}

export function greedyBot(seed: string): EngineBot<GenesisState, GenesisAction> {
  void seed;
  return {
    kind: "greedy",
    choose(state, seat) {
      const options = legal(state, seat);
      const canEngage = options.some((a) => a.type === "engage");
      let best: GenesisAction | undefined;
      let bestScore = -Infinity;
      for (const a of options) {
        const v = score(state, seat, a, canEngage);
        if (v > bestScore) {
          best = a;
          bestScore = v;
        }
      }
      if (!best) throw new Error(`greedy bot: seat ${seat} has no legal action`);
      return best;
    },
  };
}
