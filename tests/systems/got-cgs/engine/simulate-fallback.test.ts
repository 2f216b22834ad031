/** `simulate` where worker threads cannot load (a bundled server): it plays in the calling thread. */
import { describe, expect, it, vi } from "vitest";

vi.mock("node:worker_threads", async () => {
  const { EventEmitter } = await import("node:events");
  class Worker extends EventEmitter {
    constructor() {
      super();
      setTimeout(() => {
        const error = Object.assign(new Error("Cannot find module simulate-worker.js"), { code: "ERR_MODULE_NOT_FOUND" });
        this.emit("error", error);
      }, 1);
    }
    terminate(): Promise<number> {
      return Promise.resolve(1);
    }
    postMessage(): void {}
  }
  return { Worker, parentPort: null, workerData: null };
});

describe("simulate without worker threads", () => {
  it("falls back to the calling thread with the same report", async () => {
    const { simulate } = await import("@/lib/systems/got-cgs/engine/simulate");
    const { generateDeck } = await import("@/lib/systems/got-cgs/engine/generate-deck");
    const deck = generateDeck(4, "Generated", { adventures: 8, supports: 24 });
    const options = { games: 6, seed: 3, players: 2, bot: "random" as const };
    const fallback = await simulate({ deck }, { ...options, workers: 2 });
    const direct = await simulate({ deck }, { ...options, workers: 0 });
    expect(fallback.workers).toBe(0);
    const { workers: _a, elapsedMs: _b, ...a } = fallback;
    const { workers: _c, elapsedMs: _d, ...b } = direct;
    expect(a).toEqual(b);
  });
});
