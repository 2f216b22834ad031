/**
 * The print-on-demand export: a zip of one PNG per card face (`<identifier>.png`) and back
 * (`<identifier>-back.png`) at a profile's size (pod.ts), with `quantities.csv` (how many of each
 * to order) and `README.txt` (what the profile is). Checked before anything is drawn: an unknown
 * profile or a card of another size is refused whole (ExportError), so nothing half-written
 * reaches a shop.
 */
import type { Image } from "@napi-rs/canvas";
import { csvCell } from "../../packs/csv-export";
import type { CardScene } from "../card-scene";
import { drawScene, encodePng, loadPictures } from "../raster";
import { cardsOfDeck, pictureWarnings, type ExportCard } from "./export-card";
import { checkFits, placement, podProfile, safeRect, type PodProfile } from "./pod";
import { safeFileName, uniqueNames, zip, type ZipEntry } from "./zip";

export interface PngExportProgress {
  readonly done: number;
  readonly total: number;
}

export interface PngExportOptions {
  readonly profile: string;
  readonly deck?: string;
  readonly onProgress?: (p: PngExportProgress) => void;
  /** Checked between images: an aborted export throws the signal's reason and writes nothing. */
  readonly signal?: AbortSignal;
}

export interface PngExportResult {
  readonly zip: Uint8Array;
  readonly profile: PodProfile;
  readonly images: number;
  readonly cards: number;
  /** Cards whose text reaches the profile's safe area (the shop may cut into it). */
  readonly warnings: readonly string[];
}

/** Text boxes of a scene (mm): where each text node's lines lie. */
function textBoxes(scene: CardScene): { x: number; y: number; width: number; height: number }[] {
  return scene.nodes.flatMap((n) => (n.kind === "text" && n.lines.length > 0 ? [{ x: n.x, y: n.top, width: Math.max(...n.lines.map((l) => l.width)), height: n.lines.length * n.lineHeightMm }] : []));
}

/** The warnings for text outside the profile's safe area, one per card. */
export function safeAreaWarnings(profile: PodProfile, cards: readonly ExportCard[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const safe = safeRect(profile, c.front);
    const outside = textBoxes(c.front).some((b) => b.x < safe.x - 1e-6 || b.y < safe.y - 1e-6 || b.x + b.width > safe.x + safe.width + 1e-6 || b.y + b.height > safe.y + safe.height + 1e-6);
    if (outside) out.push(`${c.identifier}: text reaches ${profile.shop}'s safe area (${Math.round(profile.safeMm * 10) / 10} mm inside the cut): the shop may cut into it; move it inward on the face`);
  }
  return out;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("the export was cancelled");
}

/** Renders the zip. Throws ExportError for a bad profile, deck or card size, before drawing anything. */
export async function exportPngs(all: readonly ExportCard[], options: PngExportOptions): Promise<PngExportResult> {
  const profile = podProfile(options.profile);
  const cards = cardsOfDeck(all, options.deck);
  checkFits(profile, cards);
  const pictures: Map<string, Image> = await loadPictures(cards.flatMap((c) => [c.front, c.back]));
  const name = uniqueNames();
  const entries: ZipEntry[] = [];
  const backs = new Map<string, Buffer>();
  const total = cards.length * 2;
  let done = 0;
  const draw = async (scene: CardScene) => {
    const at = placement(profile, scene);
    return encodePng(drawScene(scene, { dpi: profile.dpi, bleedMm: at.bleedMm, sizePx: at.sizePx, turned: at.turned }, pictures), profile.dpi);
  };
  const quantities = ["identifier,copies,front,back"];
  for (const c of cards) {
    throwIfAborted(options.signal);
    const stem = safeFileName(c.identifier);
    const front = name(`${stem}.png`);
    const back = name(`${stem}-back.png`);
    entries.push({ name: front, data: await draw(c.front) });
    options.onProgress?.({ done: ++done, total });
    let backPng = backs.get(c.backKey);
    if (backPng === undefined) {
      backPng = await draw(c.back);
      backs.set(c.backKey, backPng);
    }
    entries.push({ name: back, data: backPng });
    options.onProgress?.({ done: ++done, total });
    quantities.push([c.identifier, String(c.copies), front, back].map(csvCell).join(","));
  }
  throwIfAborted(options.signal);
  const readme = [
    `Card images for ${profile.shop} (profile ${profile.key}), ${profile.dpi} dpi, RGB PNG.`,
    profile.trimMm === null
      ? "Each image is the card's own trim with 1/8 inch (3.175 mm) of bleed on every side."
      : `Each image is ${profile.imagePx.width} x ${profile.imagePx.height} px: the shop's ${Math.round(profile.trimMm.width * 10) / 10} x ${Math.round(profile.trimMm.height * 10) / 10} mm card and its bleed. Cards are placed at their true size, centred, never stretched; the border colour runs into the bleed.`,
    "quantities.csv lists how many copies of each card to order and its front and back images.",
    "",
  ].join("\n");
  entries.push({ name: "quantities.csv", data: new TextEncoder().encode(`${quantities.join("\n")}\n`) });
  entries.push({ name: "README.txt", data: new TextEncoder().encode(readme) });
  return { zip: zip(entries), profile, images: cards.length * 2, cards: cards.length, warnings: [...pictureWarnings(all), ...safeAreaWarnings(profile, cards)] };
}
