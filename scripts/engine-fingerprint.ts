/**
 * A fingerprint of seeded games: for each era deck of the demo pack and each bot kind, one hash
 * over every action, every event and the final state of N seeded games (2 players, and 3 where
 * the pack allows them; explanations on and off). A change meant to keep the rules as they are (a speed-up) must leave
 * every hash as it was: run it before and after (`npx tsx scripts/engine-fingerprint.ts [N]`,
 * default 400 random-bot and N/4 greedy-bot games per deck) and compare the lines.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { greedyBot } from "../lib/systems/got-cgs/engine/bots/greedy";
import { randomBot } from "../lib/systems/got-cgs/engine/bots/random";
import { playerRange, sessionFromPack } from "../lib/systems/got-cgs/engine/pack";
import { playOut } from "../lib/systems/got-cgs/engine/runner";
import { newSession } from "../lib/systems/got-cgs/engine/setup";
import { parsePackJson } from "../lib/packs/schema";

const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "seeds", "tidebound.pack.json"), "utf8"));
if (!parsed.ok) {
  console.error(`seeds/tidebound.pack.json is not a valid pack: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
  process.exit(1);
}
const n = Number(process.argv[2] ?? 400);
if (!Number.isInteger(n) || n < 4) {
  console.error("usage: npx tsx scripts/engine-fingerprint.ts [games, an integer of at least 4]");
  process.exit(2);
}
for (const era of parsed.value.eras) {
  // 3 players only where the pack allows them (the demo pack's instructions say 2: CGS-180).
  const three = playerRange(parsed.value, [era.name]).max >= 3;
  for (const kind of ["random", "greedy"] as const) {
    const hash = createHash("sha256");
    const games = kind === "greedy" ? Math.floor(n / 4) : n;
    for (let g = 0; g < games; g++) {
      const options = { ...sessionFromPack(parsed.value, { era: era.name, players: g % 3 === 2 && three ? 3 : 2, seed: g }), explain: g % 2 === 0 };
      const start = newSession(options);
      const bots = start.players.map((_, i) => (kind === "random" ? randomBot(`${g}-${i}`) : greedyBot(`${g}-${i}`)));
      const result = playOut(start, bots, {
        onAction: (action, events) => {
          hash.update(JSON.stringify(action));
          hash.update(JSON.stringify(events));
        },
      });
      hash.update(JSON.stringify(result.state));
    }
    console.log(`${era.name} ${kind} (${games} games): ${hash.digest("hex").slice(0, 16)}`);
  }
}
