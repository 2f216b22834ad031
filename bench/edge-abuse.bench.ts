/**
 * What an abusive client gets from the real server (scripts/serve.mjs: the edge guard in front
 * of the production build), on a temporary database:
 * - cross-origin attempts refused, per kind, without and with a password;
 * - the server's RSS before / peak / after 10 parallel chunked 50 MB POSTs without the password
 *   (before issue 10: about +800 MB);
 * - wrong passwords per second the server checks for HTTP Basic and the sign-in form, from one
 *   address and from 50 (before issue 10: 575 a second for Basic).
 * Needs a production build (`npm run build`). Run: `npm run bench -- edge`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { streamedRequest, type Sent } from "../tests/http/streamed-request";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const MB = 1024 * 1024;
const PASSWORD = "bench password";
if (!existsSync(join(root, ".next", "BUILD_ID"))) {
  console.error("edge-abuse: no production build; run `npm run build` first.");
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-edge-"));
const databaseUrl = `file:${join(dir, "bench.db")}`;
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
spawnSync(process.execPath, [tsx, join(root, "scripts", "migrate.ts")], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "ignore" });

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
}

async function startServer(password: string | undefined): Promise<Running> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" };
  if (password === undefined) delete env.GREENHOUSE_PASSWORD;
  else env.GREENHOUSE_PASSWORD = password;
  const child = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((ready, fail) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Greenhouse: listening")) ready();
    });
    child.once("exit", (code) => fail(new Error(`server exited with ${code}`)));
  });
  return { child, port };
}

async function stop(server: Running): Promise<void> {
  const exited = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await exited;
}

/** One request to the server on `port` (tests/http/streamed-request.ts); `from`: the client's address. */
function hit(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string; total?: number; from?: string } = {}): Promise<Sent> {
  const { from, ...rest } = options;
  return streamedRequest({ url: `http://127.0.0.1:${port}${path}`, localAddress: from, ...rest });
}

const rss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "0") * 1024;
const basic = (password: string) => `Basic ${Buffer.from(`designer:${password}`).toString("base64")}`;

async function crossOrigin(port: number, auth: Record<string, string>): Promise<void> {
  const evil = { origin: "http://evil.example", "sec-fetch-site": "cross-site" };
  const kinds: [string, Parameters<typeof hit>[2] & { path: string }][] = [
    ["text/plain form POST /api/packs", { path: "/api/packs", headers: { ...auth, ...evil, "content-type": "text/plain" }, body: '{"name":"x","y":"="}' }],
    ["urlencoded form POST /api/packs", { path: "/api/packs", headers: { ...auth, ...evil, "content-type": "application/x-www-form-urlencoded" }, body: "name=x" }],
    ["no-cors import (Sec-Fetch-Site only)", { path: "/api/packs/import", headers: { ...auth, "sec-fetch-site": "cross-site", "content-type": "text/plain" }, body: "{}" }],
    ["JSON POST with foreign Origin", { path: "/api/packs", headers: { ...auth, origin: "http://evil.example", "content-type": "application/json" }, body: '{"name":"x"}' }],
    ["PATCH card, Origin null", { path: "/api/cards/x", method: "PATCH", headers: { ...auth, origin: "null", "content-type": "application/json" }, body: "{}" }],
    ["DELETE pack from a sibling site", { path: "/api/packs/x", method: "DELETE", headers: { ...auth, "sec-fetch-site": "same-site" } }],
    ["server action from another origin", { path: "/", headers: { ...auth, ...evil, "next-action": "0".repeat(42), "content-type": "text/plain" }, body: "[]" }],
    ["sign-in form from another origin", { path: "/__greenhouse/login", headers: { ...evil, "content-type": "application/x-www-form-urlencoded" }, body: "password=x" }],
  ];
  for (const [label, { path, ...options }] of kinds) {
    const tries = 5;
    let refused = 0;
    for (let i = 0; i < tries; i++) if ((await hit(port, path, options)).status === 403) refused++;
    console.log(`  ${label.padEnd(40)} refused ${refused}/${tries}`);
  }
}

async function bigBodies(): Promise<void> {
  const server = await startServer(PASSWORD);
  const pid = server.child.pid ?? 0;
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 10);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 10 }, () => hit(server.port, "/api/packs/import", { headers: { "content-type": "application/json" }, total: 50 * MB })));
  const ms = performance.now() - started;
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 200));
  const after = rss(pid);
  const statuses = [...new Set(results.map((r) => r.status))].join(",");
  const sent = results.reduce((s, r) => s + r.sent, 0);
  console.log(`  10 x 50 MB chunked, no password: answers ${statuses} in ${ms.toFixed(0)} ms; clients got ${(sent / MB).toFixed(1)} MB onto the wire`);
  console.log(`  server RSS before ${(before / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB (+${((peak - before) / MB).toFixed(1)} MB), after ${(after / MB).toFixed(1)} MB`);
  await stop(server);
}

/** Wrong guesses for `seconds`, `parallel` at a time, spread over `addresses`; prints how many the server checked. */
async function guessing(kind: "basic" | "form", seconds: number, addresses: number): Promise<void> {
  const server = await startServer(PASSWORD);
  const deadline = performance.now() + seconds * 1000;
  const counts = new Map<string, number>();
  let n = 0;
  const worker = async (w: number) => {
    while (performance.now() < deadline) {
      const from = `127.0.${Math.floor((w % addresses) / 250)}.${(w % addresses) % 250 + 2}`;
      const guess = `guess ${n++}`;
      const result =
        kind === "basic"
          ? await hit(server.port, "/api/packs", { method: "GET", headers: { authorization: basic(guess) }, from })
          : await hit(server.port, "/__greenhouse/login", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `password=${encodeURIComponent(guess)}&next=%2F`, from });
      counts.set(String(result.status), (counts.get(String(result.status)) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.max(20, addresses) }, (_, w) => worker(w)));
  const checked = counts.get("401") ?? 0;
  const refused = counts.get("429") ?? 0;
  console.log(
    `  ${kind === "basic" ? "HTTP Basic" : "sign-in form"}, ${addresses} address${addresses === 1 ? "" : "es"}, ${seconds} s: ${checked} wrong passwords checked (${(checked / seconds).toFixed(1)}/s), ${refused} refused with 429 (${((checked + refused) / seconds).toFixed(0)} requests/s)`,
  );
  await stop(server);
}

try {
  console.log("cross-origin attempts, no password:");
  let server = await startServer(undefined);
  await crossOrigin(server.port, {});
  await stop(server);
  console.log("cross-origin attempts, with the password (HTTP Basic):");
  server = await startServer(PASSWORD);
  await crossOrigin(server.port, { authorization: basic(PASSWORD) });
  await stop(server);
  console.log("large bodies without the password:");
  await bigBodies();
  console.log("password guessing (limits: 10 tries a minute per address; 3 per address and account, then a doubling back-off; an account guarded after 30 in 15 min):");
  await guessing("basic", 20, 1);
  await guessing("form", 20, 1);
  await guessing("basic", 20, 50);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
