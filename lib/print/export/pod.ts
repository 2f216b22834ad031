/**
 * Print-on-demand images: one PNG per card face and back, with bleed, at a shop's size
 * (docs/print.md, "Exports"). A profile is a shop's template: its image size in pixels, where it
 * cuts (the trim) and how far inside the cut text stays safe. A card is placed at its true size
 * at the profile's dpi, centred, with its border colour running into the bleed: never stretched.
 * A card whose size is not the profile's (beyond 1 mm a side) is refused with the shop's nearest
 * product, so a designer never uploads a card the shop would cut wrong.
 */
import type { CardScene } from "../card-scene";
import { type ExportCard, ExportError } from "./export-card";

export const MM_PER_INCH = 25.4;
/** A card within this of a product's trim (mm, each side) prints on it. */
const FIT_TOLERANCE_MM = 1;

export interface Product {
  readonly name: string;
  readonly widthMm: number;
  readonly heightMm: number;
}

export interface PodProfile {
  readonly key: string;
  /** Who prints it, for messages ("The Game Crafter"). */
  readonly shop: string;
  readonly dpi: number;
  /** The image's size in pixels (portrait). */
  readonly imagePx: { readonly width: number; readonly height: number };
  /** The cut, in mm (portrait); null: the card's own trim (the `dpi-<n>` profiles). */
  readonly trimMm: { readonly width: number; readonly height: number } | null;
  /** How far inside the trim text is safe from the cut (mm). */
  readonly safeMm: number;
  /** The shop's other card products, for "the nearest product". */
  readonly products: readonly Product[];
}

const inch = (n: number) => n * MM_PER_INCH;

/** The Game Crafter's card products (trim sizes). */
const TGC_PRODUCTS: readonly Product[] = [
  { name: "poker", widthMm: inch(2.5), heightMm: inch(3.5) },
  { name: "bridge", widthMm: inch(2.25), heightMm: inch(3.5) },
  { name: "mini", widthMm: inch(1.75), heightMm: inch(2.5) },
  { name: "tarot", widthMm: inch(2.75), heightMm: inch(4.75) },
  { name: "jumbo", widthMm: inch(3.5), heightMm: inch(5.75) },
  { name: "square", widthMm: inch(2.5), heightMm: inch(2.5) },
  { name: "large square", widthMm: inch(3.5), heightMm: inch(3.5) },
];

/** MakePlayingCards' card products (trim sizes). */
const MPC_PRODUCTS: readonly Product[] = [
  { name: "poker", widthMm: 63, heightMm: 88 },
  { name: "bridge", widthMm: 57, heightMm: 89 },
  { name: "mini", widthMm: 44, heightMm: 63 },
  { name: "tarot", widthMm: 70, heightMm: 121 },
  { name: "jumbo", widthMm: 89, heightMm: 127 },
  { name: "square", widthMm: 63.5, heightMm: 63.5 },
];

/** The named profiles; `dpi-<n>` is made by {@link podProfile}. */
export const POD_PROFILES: Readonly<Record<string, PodProfile>> = {
  // 825 x 1125 px: a 2.5 x 3.5 in card and 1/8 in of bleed a side; safe area 675 x 975 px.
  "tgc-poker": { key: "tgc-poker", shop: "The Game Crafter", dpi: 300, imagePx: { width: 825, height: 1125 }, trimMm: { width: inch(2.5), height: inch(3.5) }, safeMm: inch(0.125), products: TGC_PRODUCTS },
  // 822 x 1122 px: a 63 x 88 mm card and about 3.3 mm of bleed a side; text 1/8 in inside the cut.
  "mpc-poker": { key: "mpc-poker", shop: "MakePlayingCards", dpi: 300, imagePx: { width: 822, height: 1122 }, trimMm: { width: 63, height: 88 }, safeMm: inch(0.125), products: MPC_PRODUCTS },
};

/** The profile named `key` (`tgc-poker`, `mpc-poker`, `dpi-<n>` with n from 72 to 1200); ExportError otherwise. */
export function podProfile(key: string): PodProfile {
  const named = POD_PROFILES[key];
  if (named !== undefined) return named;
  const m = /^dpi-(\d+)$/.exec(key);
  const dpi = m === null ? NaN : Number(m[1]);
  if (!(dpi >= 72 && dpi <= 1200)) {
    throw new ExportError(`unknown image profile "${key}": use ${Object.keys(POD_PROFILES).join(", ")}, or dpi-<n> (n from 72 to 1200) for images at the cards' own size with 1/8 inch of bleed`, "profile");
  }
  return { key, shop: `${dpi} dpi`, dpi, imagePx: { width: 0, height: 0 }, trimMm: null, safeMm: inch(0.125), products: [] };
}

function upright(size: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.min(size.width, size.height), height: Math.max(size.width, size.height) };
}

const fmt = (mm: number) => `${Math.round(mm * 10) / 10}`;

/** The shop's product closest to `size` (either way up), by the larger of the two differences. */
export function nearestProduct(products: readonly Product[], size: { width: number; height: number }): Product | undefined {
  const u = upright(size);
  let best: Product | undefined;
  let bestDistance = Infinity;
  for (const p of products) {
    const d = Math.max(Math.abs(p.widthMm - u.width), Math.abs(p.heightMm - u.height));
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}

/** Refuses (ExportError) cards a named profile's trim does not fit, naming them and the nearest product. */
export function checkFits(profile: PodProfile, cards: readonly ExportCard[]): void {
  const trim = profile.trimMm;
  if (trim === null) return;
  const misfits = new Map<string, string[]>();
  for (const c of cards) {
    const u = upright(c.front.size);
    if (Math.abs(u.width - trim.width) <= FIT_TOLERANCE_MM && Math.abs(u.height - trim.height) <= FIT_TOLERANCE_MM) continue;
    const key = `${fmt(c.front.size.width)} x ${fmt(c.front.size.height)} mm`;
    misfits.set(key, [...(misfits.get(key) ?? []), c.identifier]);
  }
  if (misfits.size === 0) return;
  const parts = [...misfits].map(([size, ids]) => {
    const [w, h] = size.split(" x ").map((v) => Number.parseFloat(v)) as [number, number];
    const near = nearestProduct(profile.products, { width: w, height: h });
    const nearText = near === undefined ? "" : `; ${profile.shop}'s nearest product is ${near.name} (${fmt(near.widthMm)} x ${fmt(near.heightMm)} mm)`;
    const list = ids.length > 5 ? `${ids.slice(0, 5).join(", ")} and ${ids.length - 5} more` : ids.join(", ");
    return `${ids.length} card${ids.length === 1 ? "" : "s"} of ${size} (${list})${nearText}`;
  });
  throw new ExportError(
    `${profile.key} is ${profile.shop}'s ${fmt(trim.width)} x ${fmt(trim.height)} mm card, and these cards are another size: ${parts.join("; ")}. ` +
      "Greenhouse never stretches a card: export only the decks of that size (--deck), or use dpi-300 for images at the cards' own size.",
    "profile",
  );
}

/** How a face goes into a profile's image: its size in pixels and whether it is turned to portrait. */
export function placement(profile: PodProfile, scene: CardScene): { sizePx: { width: number; height: number }; turned: boolean; bleedMm: number } {
  const turned = scene.size.width > scene.size.height;
  if (profile.trimMm === null) {
    const bleedMm = inch(0.125);
    const px = (mm: number) => Math.round((mm / MM_PER_INCH) * profile.dpi);
    const w = px(scene.size.width + 2 * bleedMm);
    const h = px(scene.size.height + 2 * bleedMm);
    return { sizePx: { width: w, height: h }, turned: false, bleedMm };
  }
  const { width, height } = profile.imagePx;
  return { sizePx: turned ? { width: height, height: width } : { width, height }, turned, bleedMm: 0 };
}

/**
 * Where text may not reach on a profile: the safe rectangle in card millimetres (the shop's trim
 * inset by its safe margin, centred on the card), or null for a card that does not fit it.
 */
export function safeRect(profile: PodProfile, scene: CardScene): { x: number; y: number; width: number; height: number } {
  const trim = profile.trimMm ?? scene.size;
  const landscape = scene.size.width > scene.size.height;
  const tw = landscape ? Math.max(trim.width, trim.height) : trim.width;
  const th = landscape ? Math.min(trim.width, trim.height) : trim.height;
  const x = (scene.size.width - tw) / 2 + profile.safeMm;
  const y = (scene.size.height - th) / 2 + profile.safeMm;
  return { x, y, width: tw - 2 * profile.safeMm, height: th - 2 * profile.safeMm };
}
