// Serves the production build: `npm start` runs it after migrating, seeding and building.
//
// Greenhouse listens on 127.0.0.1:3000 unless HOST / PORT say otherwise. Listening on any other
// address exposes every pack to the network, so it refuses to start without GREENHOUSE_PASSWORD
// (with one, every page and route asks for it: see proxy.ts).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const host = process.env.HOST?.trim() || "127.0.0.1";
const port = process.env.PORT?.trim() || "3000";
const loopback = host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);

if (!loopback && !process.env.GREENHOUSE_PASSWORD) {
  console.error(
    `Greenhouse: refusing to listen on ${host}: that address is reachable from other machines and no password is set.\n` +
      `Set GREENHOUSE_PASSWORD=<a password> to require it on every page and route, or leave HOST unset to listen on 127.0.0.1 only.`,
  );
  process.exit(1);
}
if (!/^\d+$/.test(port)) {
  console.error(`Greenhouse: PORT must be a number, got "${port}".`);
  process.exit(1);
}
if (!existsSync(join(root, ".next", "BUILD_ID"))) {
  console.error("Greenhouse: no production build found; run `npm start` (it builds first) or `npm run build`.");
  process.exit(1);
}

const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
const child = spawn(process.execPath, [nextBin, "start", "--hostname", host, "--port", port], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
