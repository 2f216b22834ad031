/**
 * A data-system card's own picture (docs/systems.md: a card type with an image field
 * prints the card's picture). Genesis (GEN-161: a picture per card) sets, changes and removes it
 * through updateCard, as the generated form saves it; a card type without an image field whose
 * face has a picture area (Altered) takes one too; a type with neither is refused one with the
 * path and how to fix it; another pack's picture is refused.
 */
import { describe, expect, it } from "vitest";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { buildPackDocument } from "@/lib/server/export-pack";
import { getCard } from "@/lib/server/get-card";
import { createSystem } from "@/lib/server/systems/create-system";
import { updateCard } from "@/lib/server/update-card";
import { uploadPicture } from "@/lib/server/upload-picture";
import { issuesOf, thrown, testDbForFile } from "./helpers";
import { makePng } from "./pictures-fixture";
import { tileSystem } from "./system-fixture";

const t = testDbForFile();

async function deckOf(system: string, name: string) {
  const pack = await createPack({ db: t.db, name, system });
  const era = await createDeck({ db: t.db, packId: pack.id, name: "Deck" });
  return { pack, era };
}

const GENESIS_FIELDS = { name: "Charter Day", faction: "Earthlings", ability: "Agent", sway: 3 };

describe("a data-system card's own picture", () => {
  it("GEN-161: a Genesis card takes a picture of its pack, changes it and removes it; each save is a version", async () => {
    const { pack, era } = await deckOf("got-genesis", "Pictures Genesis");
    const planet = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(4, 3, 1) });
    const ship = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(4, 3, 2) });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "G-1", type: "card", fields: GENESIS_FIELDS } });
    expect(card.pictureId).toBeNull();
    const first = await updateCard({ db: t.db, id: card.id, version: card.version, changes: { pictureId: planet.id } });
    expect(first).toMatchObject({ pictureId: planet.id, version: card.version + 1 });
    const second = await updateCard({ db: t.db, id: card.id, version: first.version, changes: { pictureId: ship.id } });
    expect(second.pictureId).toBe(ship.id);
    const removed = await updateCard({ db: t.db, id: card.id, version: second.version, changes: { pictureId: null } });
    expect(removed.pictureId).toBeNull();
    expect((await getCard({ db: t.db, id: card.id })).fields).toEqual(card.fields);
  });

  it("another pack's picture and a pack's back are refused at pictureId, and nothing is written", async () => {
    const { pack, era } = await deckOf("got-genesis", "Pictures Genesis 2");
    const other = await deckOf("got-genesis", "Pictures Genesis 3");
    const foreign = await uploadPicture({ db: t.db, packId: other.pack.id, role: "card", bytes: makePng(4, 3, 3) });
    const back = await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "", bytes: makePng(4, 3, 4) });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "G-2", type: "card", fields: GENESIS_FIELDS } });
    expect(issuesOf(await thrown(updateCard({ db: t.db, id: card.id, version: card.version, changes: { pictureId: foreign.id } })))[0]).toEqual({
      path: "pictureId",
      message: "no such picture in this pack; upload it to the pack first",
    });
    expect(issuesOf(await thrown(updateCard({ db: t.db, id: card.id, version: card.version, changes: { pictureId: back.id } })))[0]).toEqual({
      path: "pictureId",
      message: "that picture is the pack's back; upload the card's own picture (a card picture) and choose it",
    });
    expect(await getCard({ db: t.db, id: card.id })).toMatchObject({ version: card.version, pictureId: null });
  });

  it("an Altered card (no image field, a face with a picture area) takes its own picture, exported with the card", async () => {
    const { pack, era } = await deckOf("altered", "Pictures Altered");
    const picture = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(4, 3, 5) });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "A-1", type: "Character", fields: { name: "Gale" } } });
    const saved = await updateCard({ db: t.db, id: card.id, version: card.version, changes: { pictureId: picture.id } });
    expect(saved).toMatchObject({ version: card.version + 1, pictureId: picture.id });
    const doc = await buildPackDocument(pack.id, { db: t.db });
    const exported = "decks" in doc ? doc.decks[0]?.cards[0] : undefined;
    expect(exported?.image).toMatch(/^data:image\/png;base64,/);
  });

  it("a type whose face has no picture area and no image field is still refused one, saying to remove it", async () => {
    await createSystem({ db: t.db, definition: tileSystem("tiles-pictures") });
    const { pack, era } = await deckOf("tiles-pictures", "Pictures Tiles");
    const picture = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(4, 3, 5) });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "T-1", type: "tile", fields: { colour: "red" } } });
    const issues = issuesOf(await thrown(updateCard({ db: t.db, id: card.id, version: card.version, changes: { pictureId: picture.id } })));
    expect(issues[0]).toEqual({ path: "pictureId", message: "a Tile card has no picture of its own; remove it" });
  });
});
