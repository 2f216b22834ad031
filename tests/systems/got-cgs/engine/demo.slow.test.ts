/**
 * The demo pack is playable (`npm run test:slow`): with greedy bots, 1,000 eras of each of its
 * era decks finish (none stopped by the action cap) and every adventure card is won at least
 * once. `scripts/engine-playability.ts` prints the full numbers.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/systems/got-cgs/engine/simulate";
import { parsePackJson } from "@/lib/packs/schema";

const path = join(import.meta.dirname, "..", "..", "..", "..", "seeds", "tidebound.pack.json");
const ERAS = Number(process.env.ENGINE_DEMO_ERAS ?? 1_000);

describe.runIf(existsSync(path))("the demo pack with greedy bots", () => {
  const parsed = parsePackJson(readFileSync(path, "utf8"));
  if (!parsed.ok) throw new Error(`the demo pack is not a valid pack: ${parsed.issues[0]?.message}`);
  const pack = parsed.value;
  for (const era of pack.eras) {
    it(`"${era.name}": ${ERAS} eras finish and every adventure card is won at least once`, async () => {
      const report = await simulate(pack, { era: era.name, games: ERAS, seed: "demo", players: 2, bot: "greedy", workers: 2 });
      expect(report.eras.capped).toBe(0);
      expect(report.eras.completed).toBe(ERAS);
      const neverWon = report.adventures.filter((a) => a.won === 0).map((a) => a.identifier);
      expect(neverWon).toEqual([]);
    });
  }
});
