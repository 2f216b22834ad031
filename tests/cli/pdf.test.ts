import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { encodePng } from "../print/png";
import { pageSizes, pdfText } from "../print/pdf-read";

let dir: string;

function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  return runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }).then((code) => ({ code, stdout, stderr }));
}

function writePack(name: string, cards: object[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ format: "greenhouse.pack/1", pack: { game: "G", name: "CLI Pack", type: "booster" }, eras: [{ name: "Only", cards }] }));
  return file;
}

const silver = (identifier: string, attributes = 'Type "Support"\nEraCosts\n  Sway 1') => ({ identifier, format: "silver", attributes });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gh-cli-pdf-"));
  writeFileSync(join(dir, "ship.png"), encodePng(60, 85, () => [30, 60, 120]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cli pdf", () => {
  it("writes the PDF and says what it wrote", async () => {
    const pack = writePack("a.json", [silver("A-1"), silver("A-2")]);
    const out = join(dir, "a.pdf");
    const r = await run("pdf", pack, "-o", out, "--paper", "letter", "--backs", "none", "--crop-marks");
    expect(r).toMatchObject({ code: 0, stderr: expect.stringContaining("no silver front picture") });
    expect(r.stdout).toMatch(/wrote .*a\.pdf: 1 pages, 1 sheet, 2 cards \(Letter, backs: none\)/);
    expect(await pageSizes(new Uint8Array(readFileSync(out)))).toEqual([{ width: 612, height: 792 }]);
  });

  it("reads gold pictures by path, relative to the pack file, and reports JSON", async () => {
    const pack = writePack("gold.json", [{ identifier: "G-1", format: "gold", image: "ship.png", attributes: 'Type "Support" Affiliation "USSA"' }]);
    const out = join(dir, "gold.pdf");
    const r = await run("pdf", "--json", pack, "-o", out, "--back-offset", "0.5,-1");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ output: out, pages: 2, sheets: 1, cards: 1 });
    // The picture was found: no "no picture" finding, only its resolution.
    expect(report.preflight.map((p: { code: string }) => p.code)).toContain("picture-low-resolution");
    expect(report.preflight.filter((p: { code: string; identifier: string | null }) => p.code === "picture-missing" && p.identifier === "G-1")).toEqual([]);
    expect(await pdfText(new Uint8Array(readFileSync(out)))).toContain("G-1");
  });

  it("exits 2 naming the card and the file when a picture is missing, and writes nothing", async () => {
    const pack = writePack("lost.json", [{ identifier: "G-2", format: "gold", image: "nowhere.png", attributes: 'Type "Support"' }]);
    const out = join(dir, "lost.pdf");
    const r = await run("pdf", pack, "-o", out);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/G-2: its picture nowhere\.png cannot be read \(no such file\)/);
    expect(existsSync(out)).toBe(false);
  });

  it("exits 1 when cards being printed have lint errors, but still writes the PDF", async () => {
    const pack = writePack("bad.json", [silver("B-1", 'Type "Support" EraCosts Sway "one')]);
    const out = join(dir, "bad.pdf");
    const r = await run("pdf", pack, "-o", out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error: B-1 has \d+ error/);
    expect(existsSync(out)).toBe(true);
  });

  it("exits 1 when the pack itself has a lint error (an alias that is ignored)", async () => {
    const file = join(dir, "alias.json");
    writeFileSync(file, JSON.stringify({ format: "greenhouse.pack/1", pack: { game: "G", name: "CLI Pack", type: "booster", aliases: { AR: "StarshipFlyRange" } }, eras: [{ name: "Only", cards: [silver("C-1")] }] }));
    const r = await run("pdf", file, "-o", join(dir, "alias.pdf"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error: The pack: The pack alias AR = StarshipFlyRange is ignored/);
  });

  it.each([
    [["--bleed", "9"], /--bleed: the bleed must be between 0 and 6 mm/],
    [["--paper", "B5"], /--paper: the paper must be one of A4, Letter, A3/],
    [["--back-offset", "1"], /--back-offset takes X,Y/],
    [["--backs", "sideways"], /--backs: backs must be one of none, long-edge, short-edge/],
    [["--era", "Nope"], /has no era deck named "Nope" \(it has: "Only"\)/],
  ])("rejects %j with exit 2 and a message that says how to fix it", async (flags, message) => {
    const pack = writePack("c.json", [silver("C-1")]);
    const r = await run("pdf", pack, "-o", join(dir, "c.pdf"), ...flags);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it("asks for -o", async () => {
    const r = await run("pdf", writePack("d.json", [silver("D-1")]));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/-o out\.pdf/);
  });

  it("prints the calibration sheet without a pack", async () => {
    const out = join(dir, "cal.pdf");
    const r = await run("pdf", "--calibration", "-o", out, "--paper", "A3", "--backs", "short-edge");
    expect(r.code).toBe(0);
    expect(await pageSizes(new Uint8Array(readFileSync(out)))).toHaveLength(2);
  });
});
