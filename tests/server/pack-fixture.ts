/**
 * A `greenhouse.pack/1` document that uses every part of the format: aliases, every
 * instruction, front and back pictures, silver and gold cards, an image path and an inline image.
 */
import { serializePack } from "@/lib/packs/serialize";
import { parsePack, type PackDocumentInput } from "@/lib/packs/schema";
import { dataUrl, makeJpegHeader, makePng, makeWebpLossless } from "./pictures-fixture";

export function fullPackInput(): PackDocumentInput {
  return {
    format: "greenhouse.pack/1",
    system: "got-cgs",
    pack: {
      game: "Gardener of Thoughts",
      name: "Genesis",
      type: "expansion",
      aliases: { SFR: "StarshipFlyRange", Cr: "Crew" },
      instructions: {
        players: 2,
        affiliations: ["Spacelings", "USSA"],
        playerAffiliations: ["USSA", "Spacelings"],
        extends: "Core",
        gameComponents: "60 cards",
        sessionPlayDurationMinutes: 90,
        eraSetupDurationMinutes: 5,
        eraWrapUpDurationMinutes: 5,
        opsAnalysisTimeLimitMinutes: 2,
        turnTimeLimitMinutes: 5,
        playerLevel: "casual",
        allowedCustomizations: "none",
        goals: "Reach the stars.",
        extraInstructions: "Shuffle well.",
      },
      pictures: {
        front: dataUrl("image/png", makePng(8, 11, 1)),
        backs: { USSA: dataUrl("image/jpeg", makeJpegHeader(69, 94)), "": dataUrl("image/png", makePng(8, 11, 2)), Spacelings: dataUrl("image/webp", makeWebpLossless(69, 94)) },
      },
    },
    eras: [
      {
        name: "Book of Genesis",
        cards: [
          { identifier: "GEN-001", format: "silver", copies: 1, directive: "Explore the Temblor sector.", attributes: 'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2', lore: "" },
          { identifier: "GEN-002", format: "silver", copies: 3, directive: "", attributes: 'Type "Support"\nAR SFR 3', lore: "Ünïcödé lore — “quoted”." },
          { identifier: "GEN-003", format: "gold", copies: 1, directive: "Gold.", attributes: "Typo \"broken", lore: "", orientation: "landscape", image: dataUrl("image/png", makePng(12, 9, 3)) },
          { identifier: "GEN-004", format: "gold", copies: 1, directive: "", attributes: "", lore: "", image: "pictures/gen-004.png" },
          { identifier: "GEN-005", format: "gold", copies: 2, directive: "", attributes: "", lore: "", orientation: "portrait", image: dataUrl("image/png", makePng(12, 9, 3)) },
        ],
      },
      { name: "Empty era", cards: [] },
      { name: "Book of Exodus", cards: [{ identifier: "EXO-001", format: "silver", copies: 1, directive: "", attributes: "Type \"Adventure\"", lore: "" }] },
    ],
  };
}

/** The canonical text of {@link fullPackInput}. */
export function fullPackText(): string {
  const parsed = parsePack(fullPackInput());
  if (!parsed.ok) throw new Error(`fixture is invalid: ${JSON.stringify(parsed.issues)}`);
  return serializePack(parsed.value);
}
