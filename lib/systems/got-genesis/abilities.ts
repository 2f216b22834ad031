/**
 * The Genesis card game's abilities (docs/rules/got-genesis-card-game.txt, "Abilities" and
 * "Advanced gameplay > Custom abilities"). Rule IDs are GEN-<line of the rules text>.
 */

/** The 15 abilities every card may have (GEN-344 to GEN-372). */
export const CORE_ABILITIES = [
  "Battle",
  "Covert",
  "Engineering",
  "Leadership",
  "Logistics",
  "Navigation",
  "Omen",
  "Persuasion",
  "Rescue",
  "Ruin",
  "Triumph",
  "Valor",
  "Vengeance",
  "Vision",
  "Warfare",
] as const;

/** The 8 custom abilities the rules define, for custom cards only (GEN-424 to GEN-440). */
export const CUSTOM_ABILITIES = ["Dread", "Endurance", "Insurgence", "Maven", "Negotiation", "Replication", "Sabotage", "Strike"] as const;

export const FACTIONS = ["Earthlings", "Spacelings"] as const;

/** The pack-level list of abilities a pack defines itself (`pack.customAbilities`). */
export const PACK_ABILITIES_LIST = "customAbilities";
