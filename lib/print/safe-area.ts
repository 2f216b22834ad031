/**
 * Preflight's print-on-demand check: text that reaches into a shop's safe-area margin. A shop
 * cuts within a tolerance of its trim line, so it asks for text to stay a margin inside it
 * (The Game Crafter and MakePlayingCards: 1/8 in, 3.2 mm; their profiles are
 * lib/print/export/pod.ts). Text closer to the cut may be cut into on a card they print.
 *
 * Shown in the print dialog's preflight list as a note (`info`), not tied to a chosen shop: the
 * dialog prints at home and has no shop to choose, but the designer makes one face for both,
 * and fixing the face now is what they need to know. Only faces of a size a shop prints (within
 * 1 mm of a profile's trim, either way up) are checked; for any other size the PNG export
 * refuses the card anyway, and a note there would only be noise. The check measures the text
 * as laid out (each text node's lines in the face's scene), not the region's box, so a short
 * text in a wide region is not reported.
 */
import { POD_PROFILES, safeRect, type PodProfile } from "./export/pod";
import type { CardScene } from "./card-scene";
import type { Rect } from "./geometry";
import type { PreflightItem } from "./preflight";

/** A region of a face where text goes, by name (mm from the card's top left). */
export interface TextRegion {
  readonly name: string;
  readonly rect: Rect;
}

/** A card size is a profile's when each side is within this of the profile's trim (mm). */
const FIT_MM = 1;

/** The profiles that print a card of `size` (portrait or landscape). */
export function profilesFor(size: { width: number; height: number }): PodProfile[] {
  const short = Math.min(size.width, size.height);
  const long = Math.max(size.width, size.height);
  return Object.values(POD_PROFILES).filter((p) => p.trimMm !== null && Math.abs(p.trimMm.width - short) <= FIT_MM && Math.abs(p.trimMm.height - long) <= FIT_MM);
}

/** Where each text node's lines lie in a scene (mm). */
function textBoxes(scene: CardScene): Rect[] {
  const out: Rect[] = [];
  for (const n of scene.nodes) {
    if (n.kind !== "text" || n.lines.length === 0) continue;
    const width = Math.max(...n.lines.map((l) => l.width));
    if (width <= 0) continue;
    out.push({ x: n.x, y: n.top, width, height: n.lines.length * n.lineHeightMm });
  }
  return out;
}

const outside = (box: Rect, safe: Rect) =>
  box.x < safe.x - 1e-6 || box.y < safe.y - 1e-6 || box.x + box.width > safe.x + safe.width + 1e-6 || box.y + box.height > safe.y + safe.height + 1e-6;

function regionOf(box: Rect, regions: readonly TextRegion[]): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const hit = regions.find((r) => cx >= r.rect.x && cx <= r.rect.x + r.rect.width && cy >= r.rect.y && cy <= r.rect.y + r.rect.height);
  return hit?.name ?? "text";
}

const mm1 = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The `print-safe-area` notes of one card face: one per region whose text reaches into the safe
 * margin of a shop that prints the face's size, naming the card, the side, the region and the
 * shops. Empty for a face no shop prints, or whose text all stays inside.
 */
export function safeAreaFindings(input: {
  readonly scene: CardScene;
  readonly regions: readonly TextRegion[];
  readonly identifier: string;
  readonly era: string | null;
  readonly side: "front" | "back";
}): PreflightItem[] {
  const profiles = profilesFor(input.scene.size);
  if (profiles.length === 0) return [];
  const byRegion = new Map<string, Set<PodProfile>>();
  for (const box of textBoxes(input.scene)) {
    for (const profile of profiles) {
      if (!outside(box, safeRect(profile, input.scene))) continue;
      const region = regionOf(box, input.regions);
      const set = byRegion.get(region) ?? new Set<PodProfile>();
      set.add(profile);
      byRegion.set(region, set);
    }
  }
  return [...byRegion].map(([region, shops]) => {
    const list = [...shops];
    const margin = mm1(Math.max(...list.map((p) => p.safeMm)));
    const names = list.map((p) => `${p.shop} (${p.key})`).join(" and ");
    return {
      code: "print-safe-area",
      severity: "info",
      message: `${input.identifier}, ${input.side}: the ${region} text reaches into the print-on-demand safe area (${margin} mm inside the cut) of ${names}. It prints fine at home; before ordering from a shop, move it inward on the face.`,
      era: input.era,
      identifier: input.identifier,
    };
  });
}
