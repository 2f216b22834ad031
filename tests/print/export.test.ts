/**
 * Exports that read what they write (docs/print.md, "Exports"): print-on-demand PNGs (sizes and
 * dpi per profile, bleed, a card of another size refused with the nearest product), Tabletop
 * Simulator's saved object (its decks, ids and sheets, and which card sits in which cell, compared
 * with that card's own image), and CSV round trips for every system.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mapCsv, parseCsv, suggestMapping } from "@/lib/packs/csv";
import { eraDeckCsv, systemDeckCsv } from "@/lib/packs/csv-export";
import { parsePack, type SystemPackDocument } from "@/lib/packs/schema";
import { parseAnyPack } from "@/lib/packs/system-pack";
import { mapSystemCsv, suggestSystemMapping } from "@/lib/packs/system-csv";
import { ExportError, pictureWarnings, type ExportCard } from "@/lib/print/export/export-card";
import { exportPngs } from "@/lib/print/export/png-export";
import { podProfile } from "@/lib/print/export/pod";
import { CARDS_PER_SHEET, exportTts, type TtsDeck } from "@/lib/print/export/tts";
import { drawScene, loadPictures } from "@/lib/print/raster";
import { systemExportCards } from "@/lib/print/system-export-cards";
import { resolveSystemImagePaths } from "@/lib/print/system-file";
import { findSystem } from "@/lib/systems/registry";
import { gotCgsExportCards } from "@/lib/systems/got-cgs/print/export-cards";
import { BORDER_COLOURS } from "@/lib/systems/got-cgs/print/card-layout";
import { card, fixturePack, pack } from "./helpers";

const root = join(import.meta.dirname, "..", "..");
const seed = (name: string) => JSON.parse(readFileSync(join(root, "seeds", name), "utf8")) as unknown;

function systemPack(name: string): SystemPackDocument {
  const parsed = parseAnyPack(seed(name));
  if (!parsed.ok || !("decks" in parsed.value)) throw new Error(`bad seed ${name}`);
  return parsed.value;
}

function files(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip);
}

async function pixel(png: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
}

const hex = (rgb: readonly number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** Mean absolute difference per channel (0-255) of two equally sized RGBA buffers. */
function meanDiff(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] as number) - (b[i + c] as number));
    n += 3;
  }
  return sum / n;
}

describe("print-on-demand images", () => {
  it("dpi-300: each face is its trim plus 1/8 inch of bleed a side, RGB, recorded as 300 dpi, the border colour in the bleed", async () => {
    const cards = await gotCgsExportCards(fixturePack());
    const result = await exportPngs(cards, { profile: "dpi-300" });
    const zip = files(result.zip);
    expect(Object.keys(zip).sort()).toEqual([...cards.flatMap((c) => [`${c.identifier}.png`, `${c.identifier}-back.png`]), "README.txt", "quantities.csv"].sort());
    const silver = zip["GEN-001.png"] as Uint8Array;
    const meta = await sharp(silver).metadata();
    // 63 + 2 x 3.175 mm by 88 + 2 x 3.175 mm at 300 dpi.
    expect([meta.width, meta.height, meta.channels, meta.hasAlpha, meta.density]).toEqual([819, 1114, 3, false, 300]);
    expect(hex(await pixel(silver, 3, 3))).toBe(BORDER_COLOURS.Adventure);
    const gold = await sharp(zip["GEN-004.png"] as Uint8Array).metadata();
    expect([gold.width, gold.height]).toEqual([Math.round(((125 + 6.35) / 25.4) * 300), Math.round(((176 + 6.35) / 25.4) * 300)]);
    expect(new TextDecoder().decode(zip["quantities.csv"])).toContain("GEN-001,2,GEN-001.png,GEN-001-back.png");
  });

  it("tgc-poker and mpc-poker: the shop's pixel size, the card at its true size in the middle, not stretched", async () => {
    const cards = (await gotCgsExportCards(fixturePack())).filter((c) => c.front.size.width === 63);
    for (const [profile, size] of [["tgc-poker", [825, 1125]], ["mpc-poker", [822, 1122]]] as const) {
      const zip = files((await exportPngs(cards, { profile })).zip);
      const meta = await sharp(zip["GEN-002.png"] as Uint8Array).metadata();
      expect([meta.width, meta.height, meta.density], profile).toEqual([...size, 300]);
    }
    // The middle of the tgc image is the card drawn at 300 dpi, unscaled.
    const one = cards.find((c) => c.identifier === "GEN-002") as ExportCard;
    const pictures = await loadPictures([one.front]);
    const alone = drawScene(one.front, { dpi: 300 }, pictures);
    const tgc = await loadImage(Buffer.from(files((await exportPngs([one], { profile: "tgc-poker" })).zip)["GEN-002.png"] as Uint8Array));
    const crop = createCanvas(alone.width, alone.height);
    crop.getContext("2d").drawImage(tgc, -Math.round((825 - alone.width) / 2), -Math.round((1125 - alone.height) / 2));
    const same = meanDiff(crop.getContext("2d").getImageData(0, 0, alone.width, alone.height).data, alone.getContext("2d").getImageData(0, 0, alone.width, alone.height).data);
    expect(same).toBeLessThan(3);
  });

  it("a card that is not the shop's size is refused with the nearest product, and nothing is drawn", async () => {
    const genesis = systemPack("genesis-demo.pack.json");
    const system = findSystem("got-genesis");
    if (system === null) throw new Error("no Genesis");
    const cards = await systemExportCards(resolveSystemImagePaths(genesis, join(root, "seeds")), system.definition);
    await expect(exportPngs(cards, { profile: "tgc-poker" })).rejects.toThrow(/125 x 88 mm.*nearest product is tarot.*never stretches/);
    await expect(exportPngs(cards, { profile: "tgc-poker" })).rejects.toBeInstanceOf(ExportError);
    expect(() => podProfile("dpi-20")).toThrow(/dpi-<n> \(n from 72 to 1200\)/);
    expect(() => podProfile("tgc-tarot")).toThrow(/unknown image profile "tgc-tarot"/);
  });

  it("warns when a face's text reaches the shop's safe area", async () => {
    const cards = await gotCgsExportCards(fixturePack());
    const silver = cards.filter((c) => c.front.size.width === 63);
    expect((await exportPngs(silver, { profile: "tgc-poker" })).warnings).toEqual([]);
    // The same card with its text moved to the edge of the card.
    const first = silver[0] as ExportCard;
    const edge: ExportCard = { ...first, front: { ...first.front, nodes: first.front.nodes.map((n) => (n.kind === "text" ? { ...n, x: 0.5 } : n)) } };
    expect((await exportPngs([edge], { profile: "tgc-poker" })).warnings).toEqual([expect.stringMatching(/^GEN-001: text reaches The Game Crafter's safe area/)]);
  });
});

describe("a picture that cannot be used", () => {
  it("is said in the warnings of both exports; the card is drawn without it, and the rest is written", async () => {
    const doc = pack([
      card("BRK-001", { format: "gold", image: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB", attributes: 'Type "Support"\nAffiliation "USSA"' }),
      card("BRK-002"),
    ]);
    const cards = await gotCgsExportCards(doc);
    const png = await exportPngs(cards, { profile: "dpi-150" });
    expect(png.warnings).toEqual(["BRK-001: its picture could not be used (the picture is cut short (its end is missing); upload or export it again); drawn without it, as the PDF prints it"]);
    expect(Object.keys(files(png.zip))).toEqual(expect.arrayContaining(["BRK-001.png", "BRK-002.png"]));
    const tts = await exportTts(cards, { packName: "Broken", baseUrl: "https://cards.example" });
    expect(tts.warnings).toEqual([expect.stringMatching(/^BRK-001: its picture could not be used/)]);
    // Cards whose pictures are fine say nothing.
    expect(pictureWarnings(await gotCgsExportCards(fixturePack()))).toEqual([]);
  });
});

describe("Tabletop Simulator", () => {
  it("one Deck per deck and size, one id per copy, CardID = sheet key x 100 + cell, sheets under 4096 px, RGB", async () => {
    const doc = fixturePack();
    const cards = await gotCgsExportCards(doc);
    const result = await exportTts(cards, { packName: doc.pack.name, baseUrl: "https://cards.example/tp" });
    const zip = files(result.zip);
    const saved = JSON.parse(new TextDecoder().decode(zip["Test_Pack.json"])) as typeof result.savedObject;
    expect(saved).toEqual(result.savedObject);
    // Silver 63 x 88, gold landscape (an adventure: adventures come first), gold portrait: three
    // sizes, so three objects; a single copy is a Card, not a Deck.
    expect(saved.ObjectStates.map((o) => [o.Name, o.Nickname])).toEqual([
      ["Deck", "Era One (63 x 88 mm)"],
      ["Card", "GEN-005"],
      ["Card", "GEN-004"],
    ]);
    const deck = saved.ObjectStates[0] as TtsDeck;
    const silver = cards.filter((c) => c.front.size.width === 63);
    expect(deck.DeckIDs).toHaveLength(silver.reduce((n, c) => n + c.copies, 0));
    expect(deck.ContainedObjects.map((c) => c.CardID)).toEqual(deck.DeckIDs);
    const [key, custom] = Object.entries(deck.CustomDeck)[0] as [string, (typeof deck.CustomDeck)[string]];
    // GEN-001 has 2 copies: both point at cell 0.
    expect(deck.DeckIDs).toEqual([Number(key) * 100, Number(key) * 100, Number(key) * 100 + 1, Number(key) * 100 + 2]);
    expect(deck.ContainedObjects.map((c) => c.Nickname)).toEqual(["GEN-001", "GEN-001", "GEN-002", "GEN-003"]);
    expect(deck.ContainedObjects[1]?.Description).toContain('Roleplay "Competition"');
    expect(custom.FaceURL).toMatch(/^https:\/\/cards\.example\/tp\/Test_Pack-1-1\.png$/);
    // Backs differ by affiliation and type: a back sheet of its own.
    expect(custom.UniqueBack).toBe(true);
    expect(saved.ObjectStates[1]).toMatchObject({ SidewaysCard: true });
    expect(saved.ObjectStates[2]).toMatchObject({ SidewaysCard: false });
    for (const sheet of result.sheets) {
      const meta = await sharp(zip[sheet.file] as Uint8Array).metadata();
      expect([meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual([sheet.widthPx, sheet.heightPx, 3, false]);
      expect(Math.max(sheet.widthPx, sheet.heightPx)).toBeLessThan(4096);
      expect(sheet.columns).toBeLessThanOrEqual(10);
      expect(sheet.rows).toBeLessThanOrEqual(7);
    }
    expect(custom.NumWidth).toBe(result.sheets[0]?.columns);
  });

  it("each cell of a sheet is that card's own image", async () => {
    const doc = fixturePack();
    const cards = (await gotCgsExportCards(doc)).filter((c) => c.front.size.width === 63);
    const result = await exportTts(cards, { packName: "Cells" });
    const sheet = result.sheets[0];
    if (sheet === undefined) throw new Error("no sheet");
    const image = await loadImage(Buffer.from(files(result.zip)[sheet.file] as Uint8Array));
    const cw = sheet.widthPx / sheet.columns;
    const ch = sheet.heightPx / sheet.rows;
    const pictures = await loadPictures(cards.map((c) => c.front));
    const cellOf = (i: number) => {
      const c = createCanvas(cw, ch);
      c.getContext("2d").drawImage(image, -(i % sheet.columns) * cw, -Math.floor(i / sheet.columns) * ch);
      return c.getContext("2d").getImageData(0, 0, cw, ch).data;
    };
    const own = (c: ExportCard) => {
      const canvas = drawScene(c.front, { dpi: (cw / 63) * 25.4, sizePx: { width: cw, height: ch } }, pictures);
      return canvas.getContext("2d").getImageData(0, 0, cw, ch).data;
    };
    sheet.cells.forEach((id, i) => {
      const c = cards.find((x) => x.identifier === id) as ExportCard;
      expect(meanDiff(cellOf(i), own(c)), `${id} in cell ${i}`).toBeLessThan(1);
    });
    // And a cell is not another card's image (the comparison can tell cards apart).
    expect(meanDiff(cellOf(0), own(cards[1] as ExportCard))).toBeGreaterThan(5);
  });

  it("more cards than a sheet holds go on further sheets of at most 69 cards and a hidden image", async () => {
    const many = pack(Array.from({ length: 150 }, (_, i) => card(`MNY-${String(i + 1).padStart(3, "0")}`)));
    const cards = await gotCgsExportCards(many);
    const result = await exportTts(cards, { packName: "Many" });
    expect(result.sheets.map((s) => s.cells.length)).toEqual([CARDS_PER_SHEET, CARDS_PER_SHEET, 150 - 2 * CARDS_PER_SHEET]);
    expect(result.sheets.map((s) => [s.columns, s.rows])).toEqual([[10, 7], [10, 7], [10, 2]]);
    const deck = result.savedObject.ObjectStates[0] as TtsDeck;
    expect(Object.keys(deck.CustomDeck)).toHaveLength(3);
    expect(deck.DeckIDs.at(-1)).toBe(300 + 150 - 2 * CARDS_PER_SHEET - 1);
  });

  it("an unknown deck or an empty pack is refused before anything is drawn", async () => {
    const cards = await gotCgsExportCards(fixturePack());
    await expect(exportTts(cards, { packName: "x", deck: "Nope" })).rejects.toThrow(/no deck named "Nope" \(it has: "Era One"\)/);
    await expect(exportTts([], { packName: "x" })).rejects.toThrow(/no cards to export/);
    await expect(exportTts(cards, { packName: "x", baseUrl: "ftp://x" })).rejects.toThrow(/base URL must start with/);
  });
});

describe("CSV: export then import gives the same cards, for every system", () => {
  it("GOT CGS era decks (the demo pack, both eras)", () => {
    const parsed = parsePack(seed("tidebound.pack.json"));
    if (!parsed.ok) throw new Error("bad seed");
    for (const era of parsed.value.eras) {
      const table = parseCsv(eraDeckCsv(era.cards));
      expect(table.issues).toEqual([]);
      const rows = mapCsv(table, suggestMapping(table.columns));
      expect(rows.flatMap((r) => r.issues)).toEqual([]);
      const pick = (c: (typeof era.cards)[number]) => ({ identifier: c.identifier, format: c.format, copies: c.copies, directive: c.directive, attributes: c.attributes, lore: c.lore, orientation: c.orientation });
      expect(rows.map((r) => (r.card === null ? null : pick(r.card)))).toEqual(era.cards.map(pick));
    }
  });

  it.each([["altered-demo.pack.json", "altered"], ["genesis-demo.pack.json", "got-genesis"]] as const)("%s", (file, key) => {
    const doc = systemPack(file);
    const system = findSystem(key);
    if (system === null) throw new Error(`no ${key}`);
    for (const deck of doc.decks) {
      const table = parseCsv(systemDeckCsv(system.definition, deck.cards));
      expect(table.issues).toEqual([]);
      const rows = mapSystemCsv(system.definition, table, suggestSystemMapping(system.definition, table.columns));
      expect(rows.flatMap((r) => r.issues)).toEqual([]);
      expect(rows.map((r) => r.card)).toEqual(deck.cards.map(({ image: _image, ...c }) => c));
    }
  });
});
