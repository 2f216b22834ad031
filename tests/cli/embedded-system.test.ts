/**
 * `cli lint` and `cli pdf` read a pack file of a system a designer defined from the definition it
 * carries (`systemDefinition`, which export embeds): the file is whole on its own.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { tileSystem } from "../server/system-fixture";
import { pageSizes } from "../print/pdf-read";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gh-embedded-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  return runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }).then((code) => ({ code, stdout, stderr }));
}

const tile = (identifier: string, colour: string, number: number) => ({ identifier, copies: 1, type: "tile", fields: { colour, number } });

function write(name: string, extra: object, cards: object[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ format: "greenhouse.pack/1", system: "tiles", pack: { game: "Tiles", name: "Garden", type: "edition" }, ...extra, decks: [{ name: "Tiles", cards }] }));
  return file;
}

describe("a pack file with its systemDefinition", () => {
  it("cli lint lints it from the embedded definition: field checks and deck rules", async () => {
    const file = write("t.json", { systemDefinition: tileSystem() }, [tile("T1", "red", 1), tile("T2", "red", 1), tile("T3", "blue", 21)]);
    const r = await run("lint", file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:Tiles:T3:: error field-range number: Number is 21; it must be from 1 to 20.`);
    expect(r.stdout).toContain(`${file}:Tiles:T1:: error TILE-once number: 1 is there twice in one colour.`);
    const clean = await run("lint", write("c.json", { systemDefinition: tileSystem() }, [tile("T1", "red", 1), tile("T2", "blue", 1)]));
    expect(clean.code).toBe(0);
  });

  it("cli pdf prints it from the embedded faces", async () => {
    const out = join(dir, "t.pdf");
    const r = await run("pdf", write("p.json", { systemDefinition: tileSystem() }, [tile("T1", "red", 1)]), "-o", out);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect((await pageSizes(new Uint8Array(readFileSync(out)))).length).toBeGreaterThan(0);
  });

  it("an embedded definition with problems is exit 2 naming each path; without one the key is unknown", async () => {
    const bad = await run("lint", write("b.json", { systemDefinition: { ...tileSystem(), backs: { by: "field", field: "shade" } } }, []));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("systemDefinition.backs.field");
    const none = await run("lint", write("n.json", {}, []));
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('"system": "tiles" is not a game system');
    expect(none.stderr).toContain('carries no "systemDefinition"');
  });
});
