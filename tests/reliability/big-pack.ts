/**
 * A large, valid pack for the reliability tests: many eras and cards with realistic text, and
 * enough picture data that an import takes a noticeable time.
 */
import { serializePack } from "@/lib/packs/serialize";
import { parsePack } from "@/lib/packs/schema";
import { dataUrl, makePng } from "../server/pictures-fixture";

export function bigPackText(cardsPerEra = 400, eras = 5): string {
  const doc = {
    format: "greenhouse.pack/1",
    system: "got-cgs",
    pack: {
      game: "Stress",
      name: "Big pack",
      type: "edition",
      aliases: { SFR: "StarshipFlyRange" },
      instructions: { players: 2, affiliations: ["A", "B"] },
      pictures: { front: dataUrl("image/png", makePng(400, 550, 1)), backs: { A: dataUrl("image/png", makePng(400, 550, 2)), B: dataUrl("image/png", makePng(400, 550, 3)) } },
    },
    eras: Array.from({ length: eras }, (_, e) => ({
      name: `Era ${e + 1}`,
      cards: Array.from({ length: cardsPerEra }, (_, c) => ({
        identifier: `BIG-${e}-${String(c).padStart(4, "0")}`,
        format: c % 50 === 0 ? "gold" : "silver",
        copies: 1 + (c % 3),
        directive: `Directive of card ${c}: ${"explore the sector and return with salvage. ".repeat(3)}`,
        attributes: `Type "${c % 4 === 0 ? "Adventure" : "Support"}"\nAffiliation "${c % 2 === 0 ? "A" : "B"}"\nAdventureResources\n  StarshipFlyRange ${c % 7}\n  Crew ${c % 5}`,
        lore: "Long ago, in the drowned coast, the lamps were lit one by one. ".repeat(4),
        ...(c % 50 === 0 ? { orientation: "portrait", image: dataUrl("image/png", makePng(120, 170, c)) } : {}),
      })),
    })),
  };
  const parsed = parsePack(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
  return serializePack(parsed.value);
}
