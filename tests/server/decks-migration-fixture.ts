/**
 * Rows for every table of a database migrated up to just before 20261202040500_decks, written with
 * the old names ("Era", Card."eraId", Picture."affiliation"), for decks-migration.test.ts (SQLite)
 * and decks-migration.pg.test.ts (PostgreSQL). The same models as db-copy.test.ts's fixture: a
 * pack with an alias, two era decks, a front and two backs, a card picture, cards with revisions,
 * a game with its log, a simulation with a chunk, an account with a session, a membership and an
 * invitation, a sign-in attempt, an export link with its file, a system with a revision.
 */
export type Row = Record<string, unknown>;

export const DECKS_MIGRATION = "20261202040500_decks";

/** Tables whose name the migration changes. */
export const NEW_NAMES: Readonly<Record<string, string>> = { Era: "Deck" };
/** Columns whose name the migration changes, per table (old names). */
const NEW_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Card: { eraId: "deckId" },
  Picture: { affiliation: "backKey" },
};

/** A row as the migrated database should hold it: the same values, renamed columns in place. */
export function renamedRow(table: string, row: Row): Row {
  const names = NEW_COLUMNS[table] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [names[k] ?? k, v]));
}

const at = new Date("2026-11-25T10:00:00.000Z");
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** Inserts the fixture, parents first; `insert` binds the values (a Date is a timestamp). */
export function fillOldDatabase(insert: (table: string, row: Row) => void | Promise<void>): Promise<void> {
  const rows: [string, Row][] = [
    ["User", { id: "user-ada", name: "Ada", email: "ada@studio.test", passwordHash: "scrypt$test", createdAt: at }],
    ["Pack", { id: "pack-1", system: "got-cgs", name: "Studio Pack", game: "Gardener", type: "edition", instructions: "{}", version: 3, createdAt: at, updatedAt: at }],
    ["PackAlias", { id: "alias-1", packId: "pack-1", alias: "SFR", target: "StarshipFlyRange", position: 0 }],
    ["Era", { id: "era-a", packId: "pack-1", name: "Era A", position: 0, createdAt: at, updatedAt: at }],
    ["Era", { id: "era-b", packId: "pack-1", name: "Era B", position: 1, createdAt: at, updatedAt: at }],
    ["Picture", { id: "pic-front", packId: "pack-1", role: "front", affiliation: "", position: 0, name: "front", mime: "image/png", width: 10, height: 14, size: png.length, sha256: "a".repeat(64), bytes: png, createdAt: at }],
    ["Picture", { id: "pic-back-none", packId: "pack-1", role: "back", affiliation: "", position: 0, name: "back", mime: "image/png", width: 10, height: 14, size: png.length, sha256: "b".repeat(64), bytes: png, createdAt: at }],
    ["Picture", { id: "pic-back-order", packId: "pack-1", role: "back", affiliation: "Order", position: 1, name: "back Order", mime: "image/png", width: 10, height: 14, size: png.length, sha256: "c".repeat(64), bytes: png, createdAt: at }],
    ["Picture", { id: "pic-card", packId: "pack-1", role: "card", affiliation: null, position: 0, name: "G1", mime: "image/png", width: 20, height: 14, size: png.length, sha256: "d".repeat(64), bytes: png, createdAt: at }],
    ["Card", { id: "card-s1", eraId: "era-a", position: 0, identifier: "S1", type: "silver", copies: 2, pictureId: null, imagePath: null, fields: '{"directive":"Go","attributes":"","lore":"l"}', version: 2, createdAt: at, updatedAt: at, notes: "table note" }],
    ["Card", { id: "card-g1", eraId: "era-b", position: 0, identifier: "G1", type: "gold", copies: 1, pictureId: "pic-card", imagePath: null, fields: '{"directive":"","attributes":"","lore":"","orientation":"landscape"}', version: 1, createdAt: at, updatedAt: at, notes: "" }],
    ["CardRevision", { id: "rev-s1-1", cardId: "card-s1", version: 1, identifier: "S1", type: "silver", copies: 1, fields: "{}", createdAt: at }],
    ["CardRevision", { id: "rev-s1-2", cardId: "card-s1", version: 2, identifier: "S1", type: "silver", copies: 2, fields: '{"directive":"Go","attributes":"","lore":"l"}', createdAt: at, authorId: "user-ada" }],
    ["CardRevision", { id: "rev-g1-1", cardId: "card-g1", version: 1, identifier: "G1", type: "gold", copies: 1, pictureId: "pic-card", fields: "{}", createdAt: at }],
    ["Game", { id: "game-1", packId: "pack-1", title: "Trial", document: '{"format":"greenhouse.pack/1"}', options: '{"eras":["Era A"],"seats":["human","greedy"],"seed":7}', actions: 2, createdAt: at, updatedAt: at }],
    ["GameEntry", { id: 1, gameId: "game-1", index: 0, action: '{"type":"pass"}', by: "human" }],
    ["GameEntry", { id: 2, gameId: "game-1", index: 1, action: '{"type":"undo","undone":[0]}', by: "undo" }],
    ["SimulationRun", { id: "run-1", packId: "pack-1", era: "Era A", games: 3, seed: "1", players: 2, bot: "greedy", fingerprint: "f".repeat(64), packUpdatedAt: at, status: "done", done: 3, report: '{"games":3}', elapsedMs: 12, startedAt: at, createdAt: at }],
    ["SimulationChunk", { id: "chunk-1", runId: "run-1", index: 0, start: 0, end: 3, done: 3, worker: "host/0" }],
    ["Session", { id: "a".repeat(64), expiresAt: new Date("2030-01-01T00:00:00Z"), createdAt: at, userId: "user-ada" }],
    ["Membership", { id: "member-1", userId: "user-ada", packId: "pack-1", role: "owner", createdAt: at }],
    ["Invitation", { id: "c".repeat(64), email: "bo@studio.test", packId: "pack-1", role: "editor", invitedById: "user-ada", expiresAt: new Date("2030-01-01T00:00:00Z"), createdAt: at }],
    ["SignInAttempt", { id: "attempt-1", address: "127.0.0.1", at }],
    ["ExportLink", { id: "link-1", token: "t".repeat(43), packId: "pack-1", savedObject: "x.json", files: 1, size: 2, createdAt: at }],
    ["ExportLinkFile", { id: "linkfile-1", linkId: "link-1", name: "x.json", mime: "application/json", bytes: Buffer.from("{}") }],
    ["System", { id: "system-1", key: "tiles", name: "Tiles", definition: "{}", revision: 1, createdAt: at, updatedAt: at }],
    ["SystemRevision", { id: "sysrev-1", systemId: "system-1", revision: 1, definition: "{}", createdAt: at }],
  ];
  return rows.reduce<Promise<void>>((chain, [table, row]) => chain.then(() => insert(table, row)), Promise.resolve());
}
