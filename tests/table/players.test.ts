import { describe, expect, it } from "vitest";
import { playerRange } from "@/lib/table/players";

describe("the number of players offered at setup", () => {
  it("CGS-180: at least 2, at most the fewest affiliations of the chosen era decks", () => {
    expect(playerRange([4, 3], undefined)).toMatchObject({ min: 2, max: 3 });
    expect(playerRange([2], undefined)).toMatchObject({ min: 2, max: 2 });
  });
  it("CGS-180: the pack's instructions.players fixes the number", () => {
    expect(playerRange([4], 3)).toMatchObject({ min: 3, max: 3 });
  });
  it("CGS-180: no era chosen or too few affiliations still offers 2", () => {
    expect(playerRange([], undefined)).toMatchObject({ min: 2, max: 2 });
    expect(playerRange([1], undefined)).toMatchObject({ min: 2, max: 2 });
  });
});
