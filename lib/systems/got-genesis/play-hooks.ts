/**
 * Genesis's trial-play hooks (lib/systems/engine.ts `EnginePlayHooks`, found through
 * lib/systems/registry-play.ts): the play page's faction setup form, one entry per deck with its
 * cards' factions and its custom cards (GEN-210: they enter play only when recruited, GEN-278).
 * `cli replay` reports the engine's outcome.
 */
import type { EnginePlayHooks, PlaySetupFactionDeck } from "../engine";
import { factionsOf, readCards, type GenesisPackDocument } from "./engine";

export const GENESIS_PLAY: EnginePlayHooks = {
  setup(document) {
    const genesis = document as GenesisPackDocument;
    const decks: PlaySetupFactionDeck[] = (genesis.decks ?? []).map((d) => {
      const cards = readCards(genesis, [d.name]);
      const custom = cards.filter((c) => c.custom).map((c) => ({ name: c.name, faction: c.faction, ability: c.ability }));
      return { name: d.name, cards: cards.length, factions: factionsOf(cards), custom };
    });
    return { form: "factions", decks };
  },
};
