/**
 * Changing a system that has cards (docs/systems.md): a rename moves the values and keeps a
 * revision of each card; a removal without the server's count is refused and nothing changes;
 * with it the values go and the card revisions keep them; a removed card type with cards is
 * refused whatever is confirmed; a stale revision is still a 409 with `current`.
 */
import { describe, expect, it } from "vitest";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { AppError } from "@/lib/server/errors";
import { getCard } from "@/lib/server/get-card";
import { parseStoredFields } from "@/lib/server/card-fields";
import { resolveSystem } from "@/lib/server/systems/resolve";
import { lintPack } from "@/lib/systems/lint";
import { createSystem } from "@/lib/server/systems/create-system";
import { systemImpact } from "@/lib/server/systems/system-impact";
import { updateSystem } from "@/lib/server/systems/update-system";
import type { SystemDefinition } from "@/lib/systems/types";
import { issuesOf, thrown, testDbForFile } from "./helpers";
import { tileSystem } from "./system-fixture";

const t = testDbForFile();

async function setUp(key: string) {
  await createSystem({ db: t.db, definition: tileSystem(key) });
  const made: { id: string; pack: string }[] = [];
  for (const [name, count] of [["Garden", 3], ["Orchard", 2]] as const) {
    const pack = await createPack({ db: t.db, name: `${name} ${key}`, system: key });
    const era = await createDeck({ db: t.db, packId: pack.id, name: "Tiles" });
    for (let i = 1; i <= count; i++) {
      const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: `${name}${i}`, type: "tile", fields: { colour: "red", number: i, ...(i === 1 ? { text: "first" } : {}) } } });
      made.push({ id: card.id, pack: pack.id });
    }
  }
  return made;
}

/** `d` with every use of the key `from` (a field or card type) spelt `to`, rule examples included. */
const respell = (d: SystemDefinition, from: string, to: string): SystemDefinition => JSON.parse(JSON.stringify(d).replaceAll(`"${from}"`, `"${to}"`)) as SystemDefinition;
const renameColour = (d: SystemDefinition): SystemDefinition => respell(d, "colour", "color");

const removeText = (d: SystemDefinition): SystemDefinition => ({
  ...d,
  fields: d.fields.filter((f) => f.key !== "text"),
  cardTypes: d.cardTypes.map((c) => ({ ...c, fields: c.fields.filter((k) => k !== "text") })),
});

async function revisionsOf(cardId: string) {
  return t.db.cardRevision.findMany({ where: { cardId }, orderBy: { version: "asc" }, select: { version: true, fields: true } });
}

describe("a rename", () => {
  it("moves the values of every card of every pack, a new version and revision each, the old revision kept", async () => {
    const cards = await setUp("ren");
    const after = renameColour(tileSystem("ren"));
    const impact = await systemImpact({ db: t.db, key: "ren", definition: after, renames: [{ from: "colour", to: "color" }] });
    expect(impact).toMatchObject({ confirmCards: 0, changedCards: 5, revision: 1 });
    expect(impact.changes.map((c) => c.message)).toEqual(["Renaming `colour` to `color` moves the values of 5 cards in 2 packs (Garden ren: 3, Orchard ren: 2)."]);
    const result = await updateSystem({ db: t.db, key: "ren", revision: 1, definition: after, renames: [{ from: "colour", to: "color" }] });
    expect(result).toMatchObject({ key: "ren", revision: 2, cardsChanged: 5 });
    const first = cards[0]!;
    const card = await getCard({ db: t.db, id: first.id });
    expect(card.fields).toEqual({ color: "red", number: 1, text: "first" });
    expect(card.version).toBe(2);
    const revisions = await revisionsOf(first.id);
    expect(revisions.map((r) => [r.version, JSON.parse(r.fields) as unknown])).toEqual([
      [1, { colour: "red", number: 1, text: "first" }],
      [2, { color: "red", number: 1, text: "first" }],
    ]);
    // The packs lint with the new definition at once: no unknown-field findings.
    const system = await resolveSystem(t.db, "ren");
    const stored = await t.db.card.findMany({ where: { deck: { packId: first.pack } } });
    const findings = lintPack(system!, [{ name: "Tiles", cards: stored.map((c) => ({ identifier: c.identifier, copies: c.copies, type: c.type, fields: parseStoredFields(c.fields) })) }]);
    expect(findings.filter((f) => f.field === "color" || f.field === "colour")).toEqual([]);
    // The same cards before the move would have an empty required `color` each.
    const unmoved = lintPack(system!, [{ name: "Tiles", cards: [{ identifier: "x", copies: 1, type: "tile", fields: { number: 1 } }] }]);
    expect(unmoved.filter((f) => f.field === "color")).toHaveLength(1);
  });

  it("a rename that names no stored key is a 422 at renames[0].from and nothing changes", async () => {
    const issues = issuesOf(await thrown(updateSystem({ db: t.db, key: "ren", revision: 2, definition: tileSystem("ren"), renames: [{ from: "nope", to: "colour" }] })));
    expect(issues.map((i) => i.path)).toEqual(["renames[0].from"]);
    expect((await t.db.system.findUniqueOrThrow({ where: { key: "ren" } })).revision).toBe(2);
  });
});

describe("a removal", () => {
  it("without confirm is a 409 with the per-pack impact, and nothing changes", async () => {
    const cards = await setUp("rem");
    const error = await thrown(updateSystem({ db: t.db, key: "rem", revision: 1, definition: removeText(tileSystem("rem")) }));
    expect(error).toBeInstanceOf(AppError);
    const app = error as AppError;
    expect(app.status).toBe(409);
    expect(app.details).toMatchObject({ impact: { confirmCards: 2, changes: [{ kind: "fieldRemoved", key: "text", outcome: "dropped", cards: 2, packs: [{ name: "Garden rem", cards: 1 }, { name: "Orchard rem", cards: 1 }] }] } });
    expect(app.message).toContain('"confirm": { "cards": 2 }');
    expect((await t.db.system.findUniqueOrThrow({ where: { key: "rem" } })).revision).toBe(1);
    expect((await getCard({ db: t.db, id: cards[0]!.id })).fields).toEqual({ colour: "red", number: 1, text: "first" });
    // A wrong count is refused too.
    expect(((await thrown(updateSystem({ db: t.db, key: "rem", revision: 1, definition: removeText(tileSystem("rem")), confirm: { cards: 5 } }))) as AppError).status).toBe(409);
  });

  it("with the server's count drops the values; the card revisions keep them", async () => {
    const cardId = (await t.db.card.findFirstOrThrow({ where: { identifier: "Garden1", deck: { pack: { system: "rem" } } } })).id;
    const result = await updateSystem({ db: t.db, key: "rem", revision: 1, definition: removeText(tileSystem("rem")), confirm: { cards: 2 } });
    expect(result).toMatchObject({ revision: 2, cardsChanged: 2 });
    expect((await getCard({ db: t.db, id: cardId })).fields).toEqual({ colour: "red", number: 1 });
    const revisions = await revisionsOf(cardId);
    expect(revisions.map((r) => JSON.parse(r.fields) as unknown)).toEqual([{ colour: "red", number: 1, text: "first" }, { colour: "red", number: 1 }]);
    // Cards without a text were not touched.
    const other = await t.db.card.findFirstOrThrow({ where: { identifier: "Garden2", deck: { pack: { system: "rem" } } } });
    expect(other.version).toBe(1);
  });
});

describe("what is always refused", () => {
  it("removing a card type that cards have: 409 blocked whatever is confirmed", async () => {
    await setUp("typ");
    const after = respell(tileSystem("typ"), "tile", "plate");
    const error = (await thrown(updateSystem({ db: t.db, key: "typ", revision: 1, definition: after, confirm: { cards: 5 } }))) as AppError;
    expect(error.status).toBe(409);
    expect(error.details).toMatchObject({ blocked: true, impact: { blockedCards: 5 } });
    // Renamed, the cards follow.
    const renamed = await updateSystem({ db: t.db, key: "typ", revision: 1, definition: after, renames: [{ from: "tile", to: "plate", of: "cardType" }] });
    expect(renamed.cardsChanged).toBe(5);
    expect(await t.db.card.count({ where: { type: "plate" } })).toBe(5);
  });

  it("a stale revision is still a 409 with the current document", async () => {
    const error = (await thrown(updateSystem({ db: t.db, key: "typ", revision: 1, definition: tileSystem("typ") }))) as AppError;
    expect(error.status).toBe(409);
    expect(error.details).toHaveProperty("current.revision", 2);
  });
});
