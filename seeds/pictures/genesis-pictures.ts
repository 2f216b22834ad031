/**
 * Draws the pictures of the Genesis demo pack (seeds/genesis-demo.pack.json) and embeds them:
 * one picture per card (GEN-161: "Each card should have a unique image on its face") and the one
 * back every card shares.
 *
 *   npx tsx seeds/pictures/genesis-pictures.ts     rewrites the pack file with fresh pictures
 *
 * Procedural and seeded by the card's identifier, so a re-run gives identical bytes: a posterised
 * sky tinted by the faction, stars, a planet with its glow, and for most cards a ship or station
 * silhouette. Flat colour areas on the indexed raster keep each PNG small. Size: the face's picture
 * area (119 x 82 mm) at 8 px per mm (203 dpi).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseAnyPackJson, serializeAnyPack } from "../../lib/packs/system-pack";
import type { SystemPackDocument } from "../../lib/packs/schema";
import { encodePng, mix, Picture, seeded, type Point } from "./raster";

const PACK = fileURLToPath(new URL("../genesis-demo.pack.json", import.meta.url));
const W = 119;
const H = 82;
const UNIT = 8;

interface Palette {
  readonly top: string;
  readonly bottom: string;
  readonly planet: string;
  readonly planetDark: string;
  readonly glow: string;
  readonly ship: string;
}

const PALETTES: Readonly<Record<string, Palette>> = {
  Earthlings: { top: "#050b1f", bottom: "#16476b", planet: "#3f8fb8", planetDark: "#1d4f73", glow: "#7fd0ea", ship: "#c9d6e3" },
  Spacelings: { top: "#0d0519", bottom: "#5a2a5c", planet: "#d9883a", planetDark: "#8a3f2a", glow: "#f2c46b", ship: "#e8d9c3" },
  "": { top: "#07100d", bottom: "#2f4a3f", planet: "#9fb08a", planetDark: "#4f6450", glow: "#d5e2b5", ship: "#dfe6d8" },
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function stars(p: Picture, rnd: () => number, count: number, colour: string): void {
  for (let i = 0; i < count; i++) {
    const r = 0.12 + rnd() * (rnd() < 0.08 ? 0.45 : 0.2);
    p.circle(rnd() * W, rnd() * H, r, mix(colour, "#ffffff", rnd()));
  }
}

/** A wedge-shaped ship pointing right, centred on (x, y), `size` mm long. */
function ship(p: Picture, x: number, y: number, size: number, tilt: number, hex: string): void {
  const s = size / 2;
  const pts: Point[] = [
    [s, 0],
    [-s * 0.7, -s * 0.42],
    [-s * 0.45, 0],
    [-s * 0.7, s * 0.42],
  ];
  const c = Math.cos(tilt);
  const n = Math.sin(tilt);
  p.polygon(pts.map(([a, b]) => [x + a * c - b * n, y + a * n + b * c] as const), hex);
}

/** A ring station: a dark disc in a light ring, with spokes. */
function station(p: Picture, x: number, y: number, r: number, hex: string, inside: string): void {
  p.circle(x, y, r, hex);
  p.circle(x, y, r * 0.8, inside);
  for (let i = 0; i < 4; i++) {
    const a = (Math.PI * i) / 4;
    p.polygon([[x + r * 0.8 * Math.cos(a) - 0.25, y + r * 0.8 * Math.sin(a)], [x - r * 0.8 * Math.cos(a) - 0.25, y - r * 0.8 * Math.sin(a)], [x - r * 0.8 * Math.cos(a) + 0.25, y - r * 0.8 * Math.sin(a)], [x + r * 0.8 * Math.cos(a) + 0.25, y + r * 0.8 * Math.sin(a)]], hex);
  }
  p.circle(x, y, r * 0.22, hex);
}

function cardPicture(identifier: string, faction: string): Buffer {
  const pal = PALETTES[faction] ?? (PALETTES[""] as Palette);
  const rnd = seeded(hash(identifier));
  const p = new Picture(W, H, UNIT);
  p.bands(0, H, pal.top, pal.bottom, 14);
  stars(p, rnd, 140, "#b8c4e0");
  // The planet sits low or high, left or right, so the text panels (top row, lore below) leave it visible.
  const px = 15 + rnd() * 89;
  const py = 30 + rnd() * 22;
  const pr = 9 + rnd() * 16;
  p.glow(px, py, pr * 1.35, pal.bottom, pal.glow, 6);
  p.circle(px, py, pr, pal.planetDark);
  p.circle(px - pr * 0.18, py - pr * 0.18, pr * 0.86, pal.planet);
  // A few lands (or storms) on the day side, inside the disc.
  for (let i = 0; i < 4; i++) {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * pr * 0.5;
    p.circle(px - pr * 0.18 + d * Math.cos(a), py - pr * 0.18 + d * Math.sin(a), pr * (0.12 + rnd() * 0.18), mix(pal.planet, pal.planetDark, 0.45));
  }
  // The night side: a crescent of shadow on the right.
  p.polygon(Array.from({ length: 40 }, (_, i) => {
    const t = -Math.PI / 2 + (Math.PI * i) / 39;
    return [px + pr * Math.cos(t), py + pr * Math.sin(t)] as const;
  }).concat(Array.from({ length: 40 }, (_, i) => {
    const t = Math.PI / 2 - (Math.PI * i) / 39;
    return [px + pr * 0.35 * Math.cos(t), py + pr * Math.sin(t)] as const;
  })), mix(pal.planetDark, pal.top, 0.35));
  const kind = rnd();
  if (kind < 0.45) {
    const n = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < n; i++) ship(p, 10 + rnd() * 99, 22 + rnd() * 36, 5 + rnd() * 9, -0.5 + rnd(), pal.ship);
  } else if (kind < 0.75) {
    station(p, 12 + rnd() * 95, 24 + rnd() * 30, 4 + rnd() * 6, pal.ship, pal.top);
  }
  return encodePng(p);
}

/** The back every card shares: deep space, a ring of stars and the two factions' colours meeting. */
function backPicture(): Buffer {
  const p = new Picture(W, H, UNIT);
  const rnd = seeded(2014);
  p.bands(0, H, "#04060f", "#1a1236", 12);
  stars(p, rnd, 220, "#aab6da");
  p.glow(W / 2, H / 2, 34, "#1a1236", "#f2c46b", 8);
  p.glow(W / 2, H / 2, 22, "#16476b", "#7fd0ea", 7);
  p.star(W / 2, H / 2, 16, 5, 8, 0, "#f7f0dc");
  p.circle(W / 2, H / 2, 4, "#1f2f4f");
  return encodePng(p);
}

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

const parsed = parseAnyPackJson(readFileSync(PACK, "utf8"));
if (!parsed.ok || !("decks" in parsed.value)) throw new Error(`${PACK} is not a Genesis pack file`);
const doc: SystemPackDocument = parsed.value;
const out: SystemPackDocument = {
  ...doc,
  pack: { ...doc.pack, pictures: { back: dataUrl(backPicture()) } },
  decks: doc.decks.map((deck) => ({
    ...deck,
    cards: deck.cards.map((card) => ({ ...card, image: dataUrl(cardPicture(card.identifier, String(card.fields.faction ?? ""))) })),
  })),
};
writeFileSync(PACK, serializeAnyPack(out));
console.log(`genesis-pictures: ${out.decks.reduce((n, d) => n + d.cards.length, 0)} pictures and a back written into ${PACK}`);
