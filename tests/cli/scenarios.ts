/** Scenario files the CLI tests resolve (`greenhouse.scenario/1`). */

/** A legal end of adventure: Alice's Competition adventure, one support card each. */
export const legalAdventure = {
  format: "greenhouse.scenario/1",
  step: "adventure",
  players: ["Alice", "Bob"],
  hero: "Alice",
  adventure: { identifier: "A-1", attributes: 'Type "Adventure" Roleplay "Competition" AdventureCommonCosts StarshipFlyRange 2' },
  zones: {
    Alice: { playground: [{ identifier: "S-2", attributes: 'Type "Support" AdventureResources StarshipFlyRange 7' }] },
    Bob: { playground: [{ identifier: "S-3", attributes: 'Type "Support" AdventureResources StarshipFlyRange 3' }] },
  },
  commonBuildsite: [],
};
