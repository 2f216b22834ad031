// Fails when package-lock.json lacks an optional (platform) dependency that a locked package
// lists: `npm ci` then refuses the lockfile. This happens when the registry mirror has not yet
// received every platform binary of a fresh release; pin the newest version it has in full.
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const packages = lock.packages ?? {};
const missing = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const dep of Object.keys(meta.optionalDependencies ?? {})) {
    // Resolution walks up node_modules folders, as npm does.
    let base = path;
    let found = false;
    for (;;) {
      if (packages[`${base ? `${base}/` : ""}node_modules/${dep}`]) { found = true; break; }
      const i = base.lastIndexOf("node_modules/");
      if (i < 0) break;
      base = base.slice(0, Math.max(0, i - 1));
    }
    if (!found) missing.push(`${dep} (wanted by ${path || "the project"})`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json misses ${missing.length} optional dependencies, so \`npm ci\` will fail:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`package-lock.json: all optional dependencies of ${Object.keys(packages).length} packages are locked`);
