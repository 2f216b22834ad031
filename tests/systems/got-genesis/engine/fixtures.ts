/**
 * A small Genesis test pack (original names): per faction one ruin, two triumphs and two cards of
 * each other core ability; one factionless card of each; four custom cards per faction with the
 * eight custom abilities, two of them with a recruitable; each player recruits 2 at the start.
 */
import type { GenesisPackCard, GenesisPackDocument } from "@/lib/systems/got-genesis/engine";

const CORE = ["Battle", "Covert", "Engineering", "Leadership", "Logistics", "Navigation", "Omen", "Persuasion", "Rescue", "Valor", "Vengeance", "Vision", "Warfare"];

export function card(identifier: string, fields: Record<string, unknown>, copies = 1): GenesisPackCard {
  return { identifier, copies, fields: { name: identifier, lore: `Lore of ${identifier}.`, ...fields } };
}

export function testPack(recruits = 2): GenesisPackDocument {
  const cards: GenesisPackCard[] = [];
  for (const [f, tag] of [["Earthlings", "E"], ["Spacelings", "S"]] as const) {
    cards.push(card(`${tag}-RUIN`, { faction: f, ability: "Ruin", sway: 6 }));
    cards.push(card(`${tag}-TRI`, { faction: f, ability: "Triumph", sway: 6 }, 2));
    CORE.forEach((ability, i) => {
      cards.push(card(`${tag}-${ability}-A`, { faction: f, ability, sway: 1 + (i % 6) }));
      cards.push(card(`${tag}-${ability}-B`, { faction: f, ability, sway: 1 + ((i + 3) % 6) }));
    });
  }
  CORE.forEach((ability, i) => cards.push(card(`N-${ability}`, { faction: "", ability, sway: 1 + ((i + 1) % 6) })));
  const custom = [
    ["E", "Earthlings", ["Dread", "Endurance", "Insurgence", "Maven"]],
    ["S", "Spacelings", ["Negotiation", "Replication", "Sabotage", "Strike"]],
  ] as const;
  for (const [tag, f, abilities] of custom) {
    abilities.forEach((ability, i) => {
      cards.push(card(`${tag}-C-${ability}`, {
        faction: f, ability, sway: 2 + i, custom: true, recruitable: i < 2 ? ["Leadership", "Navigation"][i] : "",
      }));
    });
  }
  return { system: "got-genesis", decks: [{ name: "Core", cards }], recruits };
}
