/** Tiny pack builders for print tests. */
import { parsePack, type PackCardInput, type PackDocument } from "@/lib/packs/schema";

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
