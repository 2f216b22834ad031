/**
 * The Host check (DNS rebinding, issue 24) and Next's image optimiser at the edge: a request
 * that names another host never reaches Next, whatever the mode; /_next/image is refused for
 * everyone, however its path or its `url` is written.
 */
import { afterEach, describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { allowedHosts, hostAllowed, parseHost } from "@/lib/server/edge/hosts";
import { basic, raw, startGuarded, type GuardedServer } from "./server-helpers";

let server: GuardedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const rules = (extra = "", host = "127.0.0.1", port = 3000) => {
  const made = allowedHosts(host, port, extra);
  if (!made.ok) throw new Error(made.problem);
  return made.rules;
};

describe("allowedHosts and hostAllowed", () => {
  it("answers to the loopback names on the server's port, in any letter case, with one trailing dot", () => {
    const own = rules();
    for (const host of ["127.0.0.1:3000", "localhost:3000", "[::1]:3000", "LOCALHOST:3000", "localhost.:3000", "Localhost.:3000"]) expect(hostAllowed(own, host), host).toBe(true);
  });

  it("refuses other names, other ports, malformed values and no Host at all", () => {
    const own = rules();
    const refused = [
      "evil.example",
      "evil.example:3000",
      "localhost:3001",
      "127.0.0.1",
      "127.0.0.2:3000",
      "2130706433:3000", // 127.0.0.1 written as a number: a browser would have sent 127.0.0.1
      "::1:3000",
      "[::2]:3000",
      "localhost..:3000",
      "localhost:3000:3000",
      "localhost:99999",
      "localhost:3000@evil.example",
      "evil.example/localhost:3000",
      "localhost:3000 evil.example",
      "",
      " ",
    ];
    for (const host of refused) expect(hostAllowed(own, host), host).toBe(false);
    expect(hostAllowed(own, undefined)).toBe(false);
  });

  it("adds HOST (IPv6 in brackets, not a wildcard) and the allow-list; a name without a port there allows every port", () => {
    expect(hostAllowed(rules("", "192.168.1.20"), "192.168.1.20:3000")).toBe(true);
    expect(hostAllowed(rules("", "fd00::5"), "[fd00::5]:3000")).toBe(true);
    expect(hostAllowed(rules("", "0.0.0.0"), "0.0.0.0:3000")).toBe(false);
    expect(hostAllowed(rules("", "::"), "[::]:3000")).toBe(false);
    // A wildcard listens on every interface: the machine's own addresses and name then pass.
    const machine = allowedHosts("0.0.0.0", 3000, "", ["studio-mac", "192.168.1.20", "fd00::9", "fe80::1%eth0", "0.0.0.0"]);
    const wildcard = machine.ok ? machine.rules : [];
    for (const host of ["studio-mac:3000", "192.168.1.20:3000", "[fd00::9]:3000"]) expect(hostAllowed(wildcard, host), host).toBe(true);
    for (const host of ["0.0.0.0:3000", "evil.example:3000", "192.168.1.20:3001"]) expect(hostAllowed(wildcard, host), host).toBe(false);
    expect(hostAllowed(rules("", "127.0.0.1"), "studio-mac:3000")).toBe(false);
    const listed = rules(" Greenhouse.Example , studio.lan:8080,[fd00::7]");
    expect(hostAllowed(listed, "greenhouse.example")).toBe(true);
    expect(hostAllowed(listed, "greenhouse.example:443")).toBe(true);
    expect(hostAllowed(listed, "studio.lan:8080")).toBe(true);
    expect(hostAllowed(listed, "studio.lan:8081")).toBe(false);
    expect(hostAllowed(listed, "studio.lan")).toBe(false);
    expect(hostAllowed(listed, "[fd00::7]:3000")).toBe(true);
    expect(hostAllowed(listed, "evil.greenhouse.example")).toBe(false);
    // A browser leaves out the default port: behind a proxy on 443/80, no port is that port.
    expect(hostAllowed(rules("", "127.0.0.1", 443), "localhost")).toBe(true);
  });

  it("refuses a malformed allow-list entry at start, naming the setting and the entry", () => {
    for (const entry of ["http://greenhouse.example", "*.example", "0.0.0.0", "a b", "host:0"]) {
      const made = allowedHosts("127.0.0.1", 3000, `ok.example,${entry}`);
      expect(made.ok, entry).toBe(false);
      if (!made.ok) expect(made.problem).toMatch(/^GREENHOUSE_ALLOWED_HOSTS: ".+" is not a host name/);
    }
    expect(parseHost("[::1]:3000")).toEqual({ name: "[::1]", port: 3000 });
  });
});

describe.each([
  ["without a password", undefined],
  ["with a password", "tulip bulbs"],
])("the guard %s", (_, password) => {
  it("answers 421 to a Host it is not configured for, before anything else, and says which setting to change", async () => {
    server = await startGuarded({ password, hosts: rules("", "127.0.0.1", 1) });
    const auth: Record<string, string> = password === undefined ? {} : { authorization: basic(password) };
    const port = server.port;
    // The rebinding page: its own name, its own origin (same as Host, so the origin check passes).
    const write = await raw(port, "/api/packs", { method: "POST", headers: { ...auth, host: `evil.example:${port}`, origin: `http://evil.example:${port}`, "content-type": "application/json" }, body: "{}" });
    expect(write.status).toBe(421);
    expect(JSON.parse(write.text)).toMatchObject({ error: { code: "unknown_host" } });
    expect(JSON.parse(write.text).error.message).toContain("GREENHOUSE_ALLOWED_HOSTS");
    const hostile: Record<string, string>[] = [
      { host: `evil.example:${port}` },
      { host: "EVIL.EXAMPLE." },
      { host: `localhost:${port}`, "x-forwarded-host": "127.0.0.1:1" }, // the port is not the configured one
      { host: `evil.example`, "x-forwarded-host": "127.0.0.1:1" },
      { host: `[::2]:1` },
    ];
    for (const headers of hostile) {
      expect((await raw(port, "/api/packs", { headers: { ...auth, ...headers } })).status, JSON.stringify(headers)).toBe(421);
    }
    // HTTP/1.1 without Host: Node's own 400 (requireHostHeader), the guard's 421 otherwise.
    expect([400, 421]).toContain((await raw(port, "/api/packs", { headers: auth, noHost: true })).status);
    expect(server.reached).toEqual([]);
    for (const host of ["127.0.0.1:1", "localhost:1", "[::1]:1", "LocalHost.:1"]) expect((await raw(port, "/api/packs", { headers: { ...auth, host } })).status, host).toBe(200);
    expect(server.reached).toHaveLength(4);
  });

  it("refuses Next's image optimiser for everyone, however the path and url are written", async () => {
    server = await startGuarded({ password });
    const targets = [
      "/_next/image?url=%2Fapi%2Fpictures%2Fp1&w=3840&q=75",
      "/_next/image?url=/api/pictures/p1&w=3840&q=75",
      "/_next/image/?url=/api/pictures/p1&w=64&q=75",
      "/_next/image?url=http%3A%2F%2F127.0.0.1%3A3000%2Fapi%2Fpictures%2Fp1&w=3840&q=75",
      "/_next/image?url=//127.0.0.1/api/pictures/p1&w=3840&q=75",
      "/_next/%69mage?url=/api/pictures/p1&w=3840&q=75",
      "/_NEXT/IMAGE?url=/api/pictures/p1&w=3840&q=75",
      "//_next/image?url=/api/pictures/p1&w=3840&q=75",
      "/_next/static/../image?url=/api/pictures/p1&w=3840&q=75",
      `http://127.0.0.1:${server.port}/_next/image?url=/api/pictures/p1&w=3840&q=75`,
    ];
    for (const path of targets) {
      const answer = await raw(server.port, path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.text).error.message).toContain("/api/pictures/<id>");
    }
    expect(server.reached).toEqual([]);
    // The build's own files stay public, and without a password everything else passes.
    expect((await raw(server.port, "/_next/static/chunks/app.js")).status).toBe(200);
    expect((await raw(server.port, "/api/pictures/p1")).status).toBe(password === undefined ? 200 : 401);
  });

  it("and Next's own optimiser is off too (it answers 404 should a request ever get past the guard)", () => {
    expect(nextConfig.images?.unoptimized).toBe(true);
  });
});
