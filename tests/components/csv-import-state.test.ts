import { describe, expect, it } from "vitest";
import { importState } from "@/components/csv-import/import-state";

describe("importState: the CSV import's button and hint", () => {
  it("names the cards that would be written, not the rows that cannot be: 3 of 5 rows valid says Import 3 cards", () => {
    const held = importState({ valid: 3, invalid: 2, blocking: false }, false, "Era 1");
    expect(held).toMatchObject({ cards: 3, label: "Import 3 cards", ready: false });
    expect(held.hint).toBe("2 rows have problems: fix them in the file, or leave them out.");
    expect(importState({ valid: 3, invalid: 2, blocking: false }, true, "Era 1")).toMatchObject({ label: "Import 3 cards", ready: true });
  });

  it("is ready when every row is fine, and never when the mapping blocks or nothing is valid", () => {
    expect(importState({ valid: 1, invalid: 0, blocking: false }, false, "Era 1")).toMatchObject({ label: "Import 1 card", ready: true, hint: expect.stringContaining("“Era 1”") });
    expect(importState({ valid: 4, invalid: 1, blocking: true }, true, "Era 1")).toMatchObject({ label: "Import 0 cards", ready: false, hint: "Fix the mapping problems above first." });
    expect(importState({ valid: 0, invalid: 2, blocking: false }, true, "Era 1")).toMatchObject({ ready: false, hint: "No row can be imported." });
    expect(importState({ valid: 2, invalid: 1, blocking: false }, false, "Era 1").hint).toBe("1 row has problems: fix it in the file, or leave it out.");
  });
});
