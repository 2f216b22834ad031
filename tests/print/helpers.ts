/** Tiny pack builders for print tests. */
import type { z } from "zod";
import { parsePack, type cardSchema, type PackDocument } from "@/lib/packs/schema";
import { encodePng } from "./png";

/** A GOT CGS pack card as written (before zod fills in the defaults); only these builders need it. */
type PackCardInput = z.input<typeof cardSchema>;

export function card(identifier: string, overrides: Partial<PackCardInput> = {}): PackCardInput {
  return {
    identifier,
    format: "silver",
    directive: "Explore the Temblor sector.",
    attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2\nEraCosts\n  Sway 1',
    lore: "Old maps still show the way.",
    ...overrides,
  };
}

export function pack(cards: PackCardInput[], extra: { eras?: { name: string; cards: PackCardInput[] }[]; pictures?: { front?: string; backs?: Record<string, string> } } = {}): PackDocument {
  const parsed = parsePack({
    format: "greenhouse.pack/1",
    pack: { game: "Gardener of Thoughts", name: "Test Pack", type: "edition", ...(extra.pictures ? { pictures: extra.pictures } : {}) },
    eras: extra.eras ?? [{ name: "Era One", cards }],
  });
  if (!parsed.ok) throw new Error(`bad test pack: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}

/** A picture with a pattern (a diagonal gradient and a frame) so crops and turns show in renders. */
export function patternDataUrl(width: number, height: number, hue: "blue" | "green" | "amber"): string {
  const base = { blue: [40, 90, 170], green: [40, 130, 80], amber: [190, 130, 40] }[hue];
  const png = encodePng(width, height, (x, y) => {
    const edge = x < width * 0.06 || y < height * 0.06 || x > width * 0.94 || y > height * 0.94;
    // A marker in the picture's top-left quarter shows which way is up.
    const marker = x > width * 0.15 && x < width * 0.35 && y > height * 0.12 && y < height * 0.22;
    if (edge || marker) return [250, 250, 245];
    const t = (x / width + y / height) / 2;
    return base.map((v) => Math.round(v * (0.6 + 0.6 * t)));
  });
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Silver (copies, affiliations, accents) and gold (portrait and landscape) with pictures. */
export function fixturePack() {
  return pack(
    [
      card("GEN-001", { attributes: 'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2', copies: 2, directive: "Explore the Temblor sector." }),
      card("GEN-002", { attributes: 'Type "Support" Affiliation "USSA" AdventureResources StarshipFlyRange 3 EraCosts Sway 1' }),
      card("GEN-003", { lore: "Łódź, Ærøskøbing and São Paulo café.", attributes: 'Type "Support"\nEraCosts\n  Sway 2' }),
      card("GEN-004", { format: "gold", image: patternDataUrl(120, 170, "blue"), attributes: 'Type "Support"\nAffiliation "USSA"\nAdventureResources\n  StarshipFirePower 4', directive: "Hold the line." }),
      card("GEN-005", { format: "gold", orientation: "landscape", image: patternDataUrl(170, 120, "amber"), attributes: 'Type "Adventure"\nAffiliation "Spacelings"\nRoleplay "Battle"', lore: "The sky burns." }),
    ],
    { pictures: { front: patternDataUrl(116, 166, "green"), backs: { USSA: patternDataUrl(116, 166, "blue"), "": patternDataUrl(116, 166, "amber") } } },
  );
}

