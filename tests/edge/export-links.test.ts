/**
 * The edge lets exactly one shape of request through without the password or an account: a GET
 * (or HEAD) of a published TTS export's file, `/api/export-links/<token>/<file>`
 * (lib/server/edge/export-links.ts). Every other method on that path, and every path that only
 * looks like it (a dot segment, an escape, a query, one segment more or less, another case),
 * meets the sign-in as before; Next's image optimiser stays shut; an unknown Host is still 421.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createOwner } from "@/lib/server/accounts/accounts";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { isExportLinkRequest } from "@/lib/server/edge/export-links";
import { teamGate } from "@/lib/server/edge/team";
import { newExportLinkToken } from "@/lib/server/export-links";
import { raw, startGuarded, type GuardedServer } from "./server-helpers";

let server: GuardedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"; // 43 base64url characters
const FILE = "Route_Pack-1-1.png";
const LINK = `/api/export-links/${TOKEN}/${FILE}`;
if (TOKEN.length !== 43) throw new Error("TOKEN must be 43 characters");

/** Paths that look like a link's file but are not exactly one: they must meet the sign-in. */
const LOOK_ALIKES = [
  `${LINK}?download=1`,
  `${LINK}/`,
  `/api/export-links/${TOKEN}`,
  `/api/export-links/${TOKEN}/`,
  `/api/export-links/${TOKEN}/a/b.png`,
  `/api/export-links/${TOKEN}/..`,
  `/api/export-links/${TOKEN}/.`,
  `/api/export-links/${TOKEN}/../../packs`,
  `/api/export-links/${TOKEN}/%2e%2e`,
  `/api/export-links/${TOKEN}/%2E%2E/%2E%2E/packs`,
  `/api/export-links/${TOKEN}/a%2F..%2F..%2Fpacks`,
  `/api/export-links/${TOKEN}/..%2f_next%2fimage`,
  `/api/export-links/${TOKEN.slice(1)}/${FILE}`,
  `/api/export-links/${TOKEN}x/${FILE}`,
  `/api/export-links/${TOKEN.slice(0, 42)}%41/${FILE}`,
  `//api/export-links/${TOKEN}/${FILE}`,
  `/api//export-links/${TOKEN}/${FILE}`,
  `/API/export-links/${TOKEN}/${FILE}`,
  `/api/export-links/../packs/${TOKEN}/${FILE}`,
  `/api/packs/${TOKEN}/${FILE}`,
];

describe("isExportLinkRequest", () => {
  it("is a GET or HEAD of exactly <prefix><token>/<file>", () => {
    expect(isExportLinkRequest("GET", LINK)).toBe(true);
    expect(isExportLinkRequest("HEAD", LINK)).toBe(true);
    expect(isExportLinkRequest("GET", `/api/export-links/${newExportLinkToken()}/Pack.json`)).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(isExportLinkRequest(method, LINK), method).toBe(false);
    for (const path of LOOK_ALIKES) expect(isExportLinkRequest("GET", path), path).toBe(false);
    expect(isExportLinkRequest("GET", `http://127.0.0.1:3000${LINK}`)).toBe(false);
  });

  it("new tokens are 256 random bits in the link's alphabet, never the same twice", () => {
    const tokens = Array.from({ length: 200 }, () => newExportLinkToken());
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 200 x 43 characters of 64 symbols: each symbol appears (a counter or a timestamp would not spread so).
    expect(new Set(tokens.join("")).size).toBe(64);
  });
});

describe.each([
  ["with a password", "password"],
  ["on a team server", "team"],
] as const)("the edge %s", (_, mode) => {
  async function start(): Promise<GuardedServer> {
    const s: GuardedServer =
      mode === "password"
        ? await startGuarded({ password: "tulip bulbs" })
        : await startGuarded({ limiter: databaseAttempts(() => s.db), team: teamGate({ db: () => s.db, setupCode: "unused" }) });
    if (mode === "team") expect((await createOwner(s.db, { name: "Ana", email: "ana@studio.example", password: "correct horse battery" })).ok).toBe(true);
    return s;
  }

  it("lets a GET and a HEAD of a link's file through without signing in", async () => {
    server = await start();
    expect((await raw(server.port, LINK)).status).toBe(200);
    expect((await raw(server.port, LINK, { method: "HEAD" })).status).toBe(200);
    expect(server.reached.map((r) => r.path)).toEqual([LINK, LINK]);
  });

  it("lets no other method on the link through (read-only)", async () => {
    server = await start();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await raw(server.port, LINK, { method, headers: { "content-type": "application/json" }, body: "{}" });
      expect(answer.status, method).toBe(401);
    }
    expect(server.reached).toEqual([]);
  });

  it("lets nothing that only looks like a link through", async () => {
    server = await start();
    for (const path of LOOK_ALIKES) expect((await raw(server.port, path)).status, path).toBe(401);
    expect(server.reached).toEqual([]);
  });

  it("still refuses Next's image optimiser and a Host it does not answer to", async () => {
    server = await start();
    for (const path of [`/_next/image?url=${encodeURIComponent(LINK)}&w=64&q=75`, `/_next/image?url=${LINK}&w=64&q=75`, `/api/export-links/${TOKEN}/../../../_next/image?url=/api/packs&w=64&q=75`]) {
      expect((await raw(server.port, path)).status, path).toBe(404);
    }
    expect((await raw(server.port, LINK, { headers: { host: "evil.example" } })).status).toBe(421);
    expect(server.reached).toEqual([]);
  });
});
