/**
 * The table's reading of a stale move's answer (lib/table/moved-on.ts): a 409 carrying the game
 * as it is now is drawn with the message; any other failure is not (the move is taken back).
 */
import { describe, expect, it } from "vitest";
import { MOVED_ON_MESSAGE, movedOnGame } from "@/lib/table/moved-on";

describe("movedOnGame", () => {
  it("hands back the game of a 409 that carries one", () => {
    const current = { id: "g", log: [], state: {}, actions: 3 };
    expect(movedOnGame({ status: 409, current })).toBe(current);
    expect(MOVED_ON_MESSAGE).toBe("This game moved on in another tab: here it is now.");
  });

  it("is null for a 409 without a game, a 422 or a network failure", () => {
    expect(movedOnGame({ status: 409 })).toBeNull();
    expect(movedOnGame({ status: 409, current: { version: 2 } })).toBeNull();
    expect(movedOnGame({ status: 422, current: { log: [] } })).toBeNull();
    expect(movedOnGame({ status: 0 })).toBeNull();
  });
});
