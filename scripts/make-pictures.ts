/**
 * Draws the Tidebound demo pack's pictures and embeds them in the pack.
 *
 *   npx tsx scripts/make-pictures.ts            writes seeds/pictures/*.png and updates
 *                                               seeds/tidebound.pack.json (canonical form)
 *   npx tsx scripts/make-pictures.ts --check    exits 1 if the pack's pictures differ from a fresh draw
 *
 * Pure Node: procedural art made of flat colour areas (posterised gradients, polygons, circles)
 * on the indexed-colour raster of seeds/pictures/raster.ts, so 300 dpi pictures stay small.
 * Sizes are 300 dpi at the printed size including 3 mm bleed: silver 69 x 94 mm -> 815 x 1110 px,
 * gold 131 x 182 mm -> 1548 x 2150 px (portrait) or 2150 x 1548 px (landscape).
 * The drawing is deterministic (a seeded generator), so re-running it gives identical files.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parsePackJson, type PackDocument } from "../lib/packs/schema";
import { serializePack } from "../lib/packs/serialize";
import { encodePng, mix, Picture, seeded, type Point } from "../seeds/pictures/raster";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PACK = `${ROOT}seeds/tidebound.pack.json`;
const OUT = `${ROOT}seeds/pictures/`;
export const SILVER = { width: 815, height: 1110 } as const;
export const GOLD = { short: 1548, long: 2150 } as const;
/**
 * Backs are drawn on the silver layout but at gold resolution: a gold card shows the back of its
 * affiliation too, so the picture must reach 300 dpi at gold size (1548 x 2108 px; the silver
 * aspect differs from the gold one by 2%, within print's cropping tolerance).
 */
export const BACK_UNIT = GOLD.short / SILVER.width;

// ------------------------------------------------------------------------------------------ art

/** A striped lighthouse standing on `baseY`, its lamp centre returned. */
function lighthouse(p: Picture, cx: number, baseY: number, height: number, baseW: number, colours: { body: string; stripe: string; lamp: string; dark: string }): Point {
  const topY = baseY - height;
  const topW = baseW * 0.62;
  const halfAt = (y: number) => (topW + ((baseW - topW) * (y - topY)) / height) / 2;
  const stripes = 6;
  for (let i = 0; i < stripes; i++) {
    const y0 = topY + (height * i) / stripes;
    const y1 = topY + (height * (i + 1)) / stripes;
    p.polygon([[cx - halfAt(y0), y0], [cx + halfAt(y0), y0], [cx + halfAt(y1), y1], [cx - halfAt(y1), y1]], i % 2 === 0 ? colours.body : colours.stripe);
  }
  const room = height * 0.13;
  p.rect(cx - topW * 0.75, topY - height * 0.02, cx + topW * 0.75, topY + height * 0.01, colours.dark); // gallery
  p.rect(cx - topW * 0.42, topY - room, cx + topW * 0.42, topY - height * 0.02, colours.lamp);
  p.rect(cx - topW * 0.05, topY - room, cx + topW * 0.05, topY - height * 0.02, colours.dark); // lamp room mullion
  p.polygon([[cx - topW * 0.55, topY - room], [cx + topW * 0.55, topY - room], [cx, topY - room - height * 0.09]], colours.dark);
  return [cx, topY - room / 2];
}

/** Short horizontal glints on water inside the box (x0, y0)-(x1, y1). */
function glints(p: Picture, next: () => number, count: number, box: readonly [number, number, number, number], hex: () => string): void {
  const [x0, y0, x1, y1] = box;
  for (let i = 0; i < count; i++) {
    const x = x0 + next() * (x1 - x0);
    const y = y0 + next() * (y1 - y0);
    const length = 12 + next() * 90 * (0.4 + (y - y0) / (y1 - y0));
    p.rect(x, y, x + length, y + 3 + next() * 3, hex());
  }
}

function stars(p: Picture, next: () => number, count: number, maxY: number, colours: readonly string[]): void {
  for (let i = 0; i < count; i++) {
    p.circle(next() * p.width, next() * maxY, 1.5 + next() * 3, colours[Math.floor(next() * colours.length)]!);
  }
}

/** A jagged rock line: `count` teeth with peaks between y `top` and `base`, filled down to `bottom`. */
function teeth(p: Picture, next: () => number, base: number, top: number, count: number, hex: string, bottom = p.height): Point[] {
  const pts: Point[] = [[0, bottom]];
  const peaks: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const x = (p.width * i) / count;
    const peak: Point = [x + (next() - 0.5) * (p.width / count) * 0.4, top + next() * (base - top)];
    pts.push([x - p.width / count / 2, base], peak);
    peaks.push(peak);
  }
  pts.push([p.width, base], [p.width, bottom]);
  p.polygon(pts, hex);
  return peaks;
}

function ship(p: Picture, x: number, y: number, size: number, hull: string, sail: string): void {
  p.polygon([[x - size, y], [x + size, y], [x + size * 0.75, y + size * 0.3], [x - size * 0.8, y + size * 0.3]], hull);
  p.rect(x - size * 0.03, y - size * 1.3, x + size * 0.03, y, hull);
  p.polygon([[x + size * 0.06, y - size * 1.2], [x + size * 0.06, y - size * 0.1], [x + size * 0.7, y - size * 0.15]], sail);
  p.polygon([[x - size * 0.06, y - size * 1.0], [x - size * 0.06, y - size * 0.15], [x - size * 0.6, y - size * 0.2]], sail);
}

/** The silver cards' shared front: pale parchment and sea mist, so the text stays readable. */
export function silverFront(): Picture {
  const p = new Picture(SILVER.width, SILVER.height);
  p.bands(0, p.height, "#f7f2e6", "#e4ecea", 14);
  p.star(p.width / 2, p.height / 2, 330, 70, 4, Math.PI / 4, "#ece6d6");
  p.star(p.width / 2, p.height / 2, 300, 55, 4, 0, "#e8e0cc");
  for (const [i, hex] of ["#dae5e3", "#d0dfde", "#c6d8d8"].entries()) p.wave(p.height - 150 + i * 40, 10, 260, i * 1.3, hex);
  p.frame(35, 7, "#b9a77a");
  p.frame(52, 2, "#cdbf98");
  return p;
}

/** Back of the Lamplighters' cards: a lighthouse throwing its beams over a night sea. */
export function lamplightersBack(): Picture {
  const p = new Picture(SILVER.width, SILVER.height, BACK_UNIT);
  const next = seeded(11);
  p.bands(0, 800, "#0c1833", "#1e3761", 12);
  stars(p, next, 60, 760, ["#9fb2d8", "#e9dfb8"]);
  p.glow(407, 395, 330, "#223f6c", "#f2d27a", 9);
  for (let i = 0; i < 8; i++) p.ray(407, 395, (Math.PI * 2 * i) / 8 + 0.2, 0.1, 700, i % 2 === 0 ? "#e9cf86" : "#b79c5c");
  p.bands(800, p.height, "#17305b", "#0a1731", 8);
  glints(p, next, 40, [120, 820, 700, 1060], () => "#caa95c");
  p.polygon([[220, 1110], [280, 860], [360, 830], [470, 840], [560, 880], [620, 1110]], "#08111f");
  lighthouse(p, 407, 860, 380, 120, { body: "#efe4c4", stripe: "#b3432c", lamp: "#ffe69a", dark: "#08111f" });
  p.frame(35, 12, "#d8b25a");
  p.frame(58, 3, "#8c733a");
  return p;
}

/** Back of the Wreckers' cards: a false red lantern swinging over the Teeth. */
export function wreckersBack(): Picture {
  const p = new Picture(SILVER.width, SILVER.height, BACK_UNIT);
  const next = seeded(23);
  p.bands(0, p.height, "#0a2222", "#173f3b", 12);
  p.glow(407, 470, 300, "#1a3a36", "#f08a3c", 10);
  p.rect(401, 120, 413, 400, "#2b1b12"); // the rope
  p.rect(360, 400, 454, 420, "#2b1b12");
  p.rect(370, 420, 444, 530, "#ffbf66");
  p.rect(400, 420, 414, 530, "#2b1b12");
  p.polygon([[360, 530], [454, 530], [430, 560], [384, 560]], "#2b1b12");
  for (const [i, hex] of ["#123633", "#0e2c2a", "#0a2221"].entries()) p.wave(760 + i * 45, 14, 200, i * 2.1, hex);
  glints(p, next, 30, [180, 800, 600, 930], () => "#b4592c");
  teeth(p, next, 1110, 880, 7, "#040c0c");
  p.frame(35, 12, "#a8552b");
  for (let x = 47; x < p.width - 60; x += 40) p.polygon([[x, 47], [x + 20, 70], [x + 40, 47]], "#6e3319"); // zigzag band
  for (let x = 47; x < p.width - 60; x += 40) p.polygon([[x, p.height - 47], [x + 20, p.height - 70], [x + 40, p.height - 47]], "#6e3319");
  return p;
}

/** Back of the cards with no affiliation: a compass medallion on a grey-green sea. */
export function neutralBack(): Picture {
  const p = new Picture(SILVER.width, SILVER.height, BACK_UNIT);
  p.bands(0, p.height, "#60807c", "#2f4c4b", 12);
  p.circle(407, 520, 330, "#a9beb7");
  p.circle(407, 520, 316, "#3f5e5c");
  p.star(407, 520, 300, 80, 4, Math.PI / 4, "#93aba4");
  p.star(407, 520, 290, 60, 4, 0, "#e3ece6");
  p.circle(407, 520, 26, "#3f5e5c");
  for (const [i, hex] of ["#3a5a58", "#2f4f4e", "#254342"].entries()) p.wave(900 + i * 50, 12, 230, i * 1.7, hex);
  p.frame(35, 12, "#c9d6cf");
  p.frame(58, 3, "#93aba4");
  return p;
}

/** Gold, portrait: "The Last Lighting" — every beacon on the coast lit at once. */
export function lastLighting(): Picture {
  const p = new Picture(GOLD.short, GOLD.long);
  const next = seeded(101);
  p.bands(0, 1420, "#0a1230", "#4a3566", 22);
  stars(p, next, 220, 1200, ["#b8c4e8", "#f3e7bf", "#8fa0cc"]);
  const lamp: Point = [980, 720];
  p.glow(lamp[0], lamp[1], 620, "#3b3566", "#fff0b0", 12);
  for (let i = 0; i < 10; i++) p.ray(lamp[0], lamp[1], Math.PI + (i - 4.5) * 0.32, 0.07, 1600, i % 2 === 0 ? "#efd689" : "#c8ab62");
  p.bands(1420, p.height, "#0d2346", "#050d1c", 10);
  glints(p, next, 110, [40, 1480, p.width - 120, 2080], () => "#d7b665");
  const peaks = teeth(p, next, 1450, 1330, 14, "#060b17", 1500);
  for (const [x, y] of peaks) p.glow(x, y - 12, 34, "#6a5530", "#ffe7a0", 4);
  p.polygon([[700, 1520], [760, 1280], [880, 1230], [1110, 1240], [1220, 1300], [1290, 1520]], "#060b17");
  for (const [i, hex] of ["#12284d", "#0d1f3d"].entries()) p.ribbon(1560 + i * 260, 26, 14, 420, i * 1.9, hex);
  lighthouse(p, 980, 1260, 480, 170, { body: "#f1e6c6", stripe: "#b3432c", lamp: "#fff3c4", dark: "#060b17" });
  p.frame(35, 18, "#d8b25a");
  return p;
}

/** Gold, landscape: "The Night of a Thousand False Lights" — a coast lit by lies. */
export function falseLights(): Picture {
  const p = new Picture(GOLD.long, GOLD.short);
  const next = seeded(202);
  p.bands(0, 900, "#0f0c1c", "#3a2a3a", 18);
  stars(p, next, 160, 600, ["#c9bfd6", "#8a7fa0"]);
  p.glow(1650, 330, 210, "#3a2f45", "#efe6cf", 8);
  for (let i = 0; i < 5; i++) p.ribbon(400 + i * 75, 24, 18, 700, i * 1.3, mix("#4a3d55", "#2d2438", i / 4)); // fog
  p.bands(900, p.height, "#1b2330", "#07090f", 10);
  glints(p, next, 140, [40, 990, p.width - 120, 1480], () => (next() < 0.7 ? "#c0502a" : "#e8a04a"));
  const peaks = teeth(p, next, 960, 760, 26, "#050408", 1000);
  for (const [x, y] of peaks) p.glow(x, y - 10, 30, "#5a2415", "#ff9a4a", 4);
  ship(p, 560, 1200, 120, "#0c0d14", "#5a5566");
  ship(p, 1080, 1330, 170, "#0c0d14", "#6a6476");
  ship(p, 1560, 1150, 90, "#0c0d14", "#5a5566");
  p.frame(35, 18, "#a8552b");
  return p;
}

// ------------------------------------------------------------------------------------------ main

/** Every picture of the pack: file name -> drawing. */
export const PICTURES = {
  "front.png": silverFront,
  "back-lamplighters.png": lamplightersBack,
  "back-wreckers.png": wreckersBack,
  "back-none.png": neutralBack,
  "gold-last-lighting.png": lastLighting,
  "gold-false-lights.png": falseLights,
} as const;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** The pack with its pictures replaced by `pngs` (file name -> PNG bytes). */
export function withPictures(doc: PackDocument, pngs: Readonly<Record<keyof typeof PICTURES, Buffer>>): PackDocument {
  const gold: Record<string, keyof typeof PICTURES> = { Lamplighters: "gold-last-lighting.png", Wreckers: "gold-false-lights.png" };
  return {
    ...doc,
    pack: {
      ...doc.pack,
      pictures: {
        front: dataUrl(pngs["front.png"]),
        backs: { "": dataUrl(pngs["back-none.png"]), Lamplighters: dataUrl(pngs["back-lamplighters.png"]), Wreckers: dataUrl(pngs["back-wreckers.png"]) },
      },
    },
    eras: doc.eras.map((era) => ({
      ...era,
      cards: era.cards.map((card) => {
        if (card.format !== "gold") return card;
        const affiliation = /^Affiliation\s+"([^"]+)"/m.exec(card.attributes)?.[1] ?? "";
        const file = gold[affiliation];
        if (file === undefined) throw new Error(`gold card ${card.identifier} has no affiliation with a picture`);
        return { ...card, image: dataUrl(pngs[file]) };
      }),
    })),
  };
}

function main(): number {
  const parsed = parsePackJson(readFileSync(PACK, "utf8"));
  if (!parsed.ok) {
    process.stderr.write(`${PACK} is not a valid pack:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}\n`).join("")}`);
    return 2;
  }
  const pngs = Object.fromEntries(Object.entries(PICTURES).map(([name, draw]) => [name, encodePng(draw())])) as Record<keyof typeof PICTURES, Buffer>;
  const text = serializePack(withPictures(parsed.value, pngs));
  if (process.argv.includes("--check")) {
    const same = text === readFileSync(PACK, "utf8");
    process.stdout.write(same ? "pictures are up to date\n" : "pictures differ: run npx tsx scripts/make-pictures.ts\n");
    return same ? 0 : 1;
  }
  mkdirSync(OUT, { recursive: true });
  for (const [name, png] of Object.entries(pngs)) {
    writeFileSync(`${OUT}${name}`, png);
    process.stdout.write(`${name}: ${(png.length / 1024).toFixed(0)} KiB\n`);
  }
  writeFileSync(PACK, text);
  process.stdout.write(`${PACK}: ${(text.length / 1024).toFixed(0)} KiB\n`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
