/** The Genesis setup's sentence on which custom cards a deal uses (app/packs/[packId]/play/genesis-setup.tsx). */
import { describe, expect, it } from "vitest";
import { customCardsNote } from "@/app/packs/[packId]/play/genesis-setup";

const custom = [
  { name: "Keeper of the Long Watch", faction: "Earthlings", ability: "Dread" },
  { name: "Echo Chamber", faction: "Spacelings", ability: "Replication" },
];

describe("the custom cards a Genesis deal uses", () => {
  it("GEN-278 GEN-280 says that with 0 recruits no custom card appears, and names them", () => {
    const none = customCardsNote(custom, 0);
    expect(none).toContain("none of the 2 custom cards");
    expect(none).toContain("Keeper of the Long Watch (Dread, Earthlings)");
  });

  it("GEN-278 names the custom cards the players may recruit, and says when there are none", () => {
    expect(customCardsNote(custom, 2)).toMatch(/^Each player may recruit 2 cards .*Echo Chamber \(Replication, Spacelings\)/);
    expect(customCardsNote([], 3)).toBe("The chosen decks have no custom card.");
  });
});
