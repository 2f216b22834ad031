/**
 * `npm run bench`: runs every `bench/*.bench.ts` one after another (each in its own process, so
 * one benchmark's garbage does not slow the next) and lets each print its own numbers.
 * `npm run bench -- engine` runs only the files whose name contains "engine".
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const dir = import.meta.dirname;
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && (filter === undefined || f.includes(filter)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const tsx = join(dir, "..", "node_modules", "tsx", "dist", "cli.mjs");
  const result = spawnSync(process.execPath, ["--expose-gc", tsx, join(dir, file)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log(filter ? `no benchmark matches "${filter}"` : "no benchmarks yet");
process.exitCode = failed === 0 ? 0 : 1;
