/**
 * Every server action refuses an account without the role on the objects it names (issue 24
 * "Server actions do not check the role on the object they act on"). The edge checks the pack of
 * the page an action is posted on; an action's id can be posted on any page with any arguments,
 * so an editor of pack A could delete pack B from A's page.
 *
 * The actions are found by reading the files: every file under app/, lib/ and components/ that
 * starts with "use server", every name it exports. Each must be built by `action()`
 * (app/_lib/action.ts) and have a probe below (a new action fails this test until it has one).
 * Each probe names a fresh pack B's objects (the page's `packId` is the attacker's own pack A),
 * is refused (403/404) for every account whose role on B is too low, leaves B as it was, and is
 * not refused for an account with the role (so the probe's arguments are real).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isServerAction } from "@/app/_lib/action";
import type { ActionResult } from "@/app/_lib/action-result";
import { actAs, type ActingUser } from "@/lib/server/accounts/acting";
import type { PackRole } from "@/lib/server/accounts/accounts";
import { createDeck } from "@/lib/server/create-deck";
import { getDb, type Db } from "@/lib/server/db";
import { uploadPicture } from "@/lib/server/upload-picture";
import { useTempDatabase } from "../api/helpers";
import { makePack } from "../server/helpers";
import { makePng } from "../server/pictures-fixture";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });

const root = join(import.meta.dirname, "..", "..");

/** Every "use server" module of the app and the names it exports, read from the source. */
function serverActionFiles(): { file: string; names: string[] }[] {
  const found: { file: string; names: string[] }[] = [];
  for (const dir of ["app", "lib", "components"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(entry)) continue;
      const file = join(root, dir, entry);
      const text = readFileSync(file, "utf8");
      if (!/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/.test(text)) continue;
      const names = [...text.matchAll(/^export\s+(?:const|let|var|async\s+function\*?|function\*?)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? "");
      for (const list of text.matchAll(/^export\s*\{([^}]*)\}/gm)) names.push(...(list[1] ?? "").split(",").map((n) => n.trim().split(/\s+as\s+/).pop() ?? "").filter((n) => n !== ""));
      found.push({ file: relative(root, file), names });
    }
  }
  return found;
}

interface World {
  readonly packId: string;
  readonly eraId: string;
  /** A second era deck (deleted or renamed by some probes). */
  readonly era2Id: string;
  readonly cardIds: readonly [string, string];
  readonly pictureId: string;
}

/** What an action needs on B; "signed-in" actions show only what the account may see. */
type Needed = PackRole | "studio-owner" | "signed-in";
type Probe = (b: World, a: World) => { readonly args: unknown[]; readonly needs: Needed };

const PROBES: Record<string, Probe> = {
  // app/actions.ts
  createPackAction: () => ({ args: [{ name: "Sneaked in", game: "Gardener of Thoughts", type: "edition" }], needs: "studio-owner" }),
  renamePackAction: (b) => ({ args: [b.packId, "Renamed by a stranger"], needs: "editor" }),
  duplicatePackAction: (b) => ({ args: [b.packId], needs: "studio-owner" }),
  deletePackAction: (b) => ({ args: [b.packId], needs: "owner" }),
  // app/packs/[packId]/actions.ts
  createEraAction: (b) => ({ args: [b.packId, "Sneaked era"], needs: "editor" }),
  renameEraAction: (b, a) => ({ args: [a.packId, b.era2Id, "Renamed era"], needs: "editor" }),
  reorderErasAction: (b) => ({ args: [b.packId, [b.era2Id, b.eraId]], needs: "editor" }),
  deleteEraAction: (b, a) => ({ args: [a.packId, b.era2Id], needs: "editor" }),
  updatePackAction: (b) => ({ args: [b.packId, 1, { name: "Overwritten" }], needs: "editor" }),
  deletePictureAction: (b, a) => ({ args: [a.packId, b.pictureId, true], needs: "editor" }),
  createSystemCardAction: (b, a) => ({ args: [a.packId, b.eraId, "silver"], needs: "editor" }),
  saveSystemCardAction: (b, a) => ({
    args: [a.packId, { id: b.cardIds[0], version: 1, card: { identifier: "Overwritten", copies: 1, type: "silver", fields: {} }, pictureId: null }],
    needs: "editor",
  }),
  previewSystemCardAction: (b) => ({ args: [b.packId, b.cardIds[0], { identifier: "x", copies: 1, type: "silver", fields: {} }, null], needs: "viewer" }),
  // app/packs/[packId]/eras/[eraId]/actions.ts
  listPackTargetsAction: () => ({ args: [], needs: "signed-in" }),
  listEraTargetsAction: (b) => ({ args: [b.packId], needs: "viewer" }),
  createCardAction: (b, a) => ({ args: [a.packId, b.eraId, "silver"], needs: "editor" }),
  copyCardsAction: (b, a) => ({ args: [a.packId, [b.cardIds[0]], b.era2Id], needs: "editor" }),
  moveCardsAction: (b, a) => ({ args: [a.packId, [b.cardIds[0]], b.era2Id], needs: "editor" }),
  deleteCardsAction: (b, a) => ({ args: [a.packId, [...b.cardIds]], needs: "editor" }),
  reorderCardsAction: (b, a) => ({ args: [a.packId, b.eraId, [b.cardIds[1], b.cardIds[0]]], needs: "editor" }),
  // app/packs/[packId]/eras/[eraId]/cards/[cardId]/actions.ts
  saveCardAction: (b) => ({ args: [{ id: b.cardIds[0], version: 1, changes: { identifier: "Overwritten" } }], needs: "editor" }),
  listRevisionsAction: (b) => ({ args: [b.cardIds[0]], needs: "viewer" }),
  getRevisionAction: (b) => ({ args: [b.cardIds[0], 1], needs: "viewer" }),
  restoreRevisionAction: (b) => ({ args: [b.cardIds[0], 1, 1], needs: "editor" }),
  duplicateCardAction: (b, a) => ({ args: [a.packId, { id: b.cardIds[0], eraId: b.eraId, position: 0 }], needs: "editor" }),
  deleteCardAction: (b, a) => ({ args: [a.packId, b.cardIds[0]], needs: "editor" }),
  // app/systems/[key]/layout-actions.ts (systems are read by any signed-in account; the cards come from visible packs only)
  layoutSamplesAction: () => ({ args: ["got-cgs"], needs: "signed-in" }),
  layoutPreviewAction: () => ({ args: [{ face: { key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", regions: [] }, card: { identifier: "x", fields: {} } }], needs: "signed-in" }),
};

const RANK: Record<Needed, number> = { "signed-in": 0, viewer: 1, editor: 2, owner: 3, "studio-owner": 4 };
/** The accounts, with their rank on every pack B (eddie edits A only; nobody but admin is a studio owner). */
const PEOPLE = { stranger: 0, eddie: 0, vic: 1, edna: 2, olga: 3, admin: 4 } as const;
type Person = keyof typeof PEOPLE;
const ROLE_ON_B: Partial<Record<Person, PackRole>> = { vic: "viewer", edna: "editor", olga: "owner" };

let cleanup: () => Promise<void>;
let db: Db;
let a: World;
const users = {} as Record<Person, ActingUser>;
const actions = new Map<string, (...args: unknown[]) => Promise<ActionResult<unknown>>>();

async function world(name: string): Promise<World> {
  const made = await makePack(db, [{ identifier: `${name} one` }, { identifier: `${name} two` }], name);
  const era2 = await createDeck({ db, packId: made.pack.id, name: "Era 2" });
  const picture = await uploadPicture({ db, packId: made.pack.id, role: "card", bytes: makePng(2, 2, name.length) });
  const [one, two] = made.cards;
  if (one === undefined || two === undefined) throw new Error("makePack made no cards");
  for (const [person, role] of Object.entries(ROLE_ON_B)) await db.membership.create({ data: { userId: users[person as Person].id, packId: made.pack.id, role } });
  return { packId: made.pack.id, eraId: made.era.id, era2Id: era2.id, cardIds: [one.id, two.id], pictureId: picture.id };
}

/** Everything of pack `packId` a refused action could have changed. */
async function snapshot(packId: string): Promise<unknown> {
  const pack = await db.pack.findUnique({
    where: { id: packId },
    select: {
      name: true,
      version: true,
      decks: { select: { id: true, name: true, position: true, cards: { select: { id: true, identifier: true, version: true, position: true, _count: { select: { revisions: true } } }, orderBy: { id: "asc" } } }, orderBy: { id: "asc" } },
      pictures: { select: { id: true }, orderBy: { id: "asc" } },
    },
  });
  return { pack, packs: await db.pack.count() };
}

const refusal = (result: ActionResult<unknown>) => (result.ok ? null : result.error.code === "forbidden" || result.error.code === "not_found" ? result.error.code : null);

beforeAll(async () => {
  cleanup = useTempDatabase();
  db = getDb();
  for (const [name, rank] of Object.entries(PEOPLE)) {
    const row = await db.user.create({ data: { name, email: `${name}@studio.example`, passwordHash: "scrypt$test", admin: rank === 4 } });
    users[name as Person] = { id: row.id, name, admin: row.admin };
  }
  a = await world("Pack A");
  // eddie edits A and has nothing on B; vic also views A.
  await db.membership.create({ data: { userId: users.eddie.id, packId: a.packId, role: "editor" } });
  for (const { file, names } of serverActionFiles()) {
    const mod = (await import(join(root, file))) as Record<string, unknown>;
    expect(Object.keys(mod).sort(), `${file}: exports found by reading the file`).toEqual([...names].sort());
    for (const name of names) actions.set(name, mod[name] as (...args: unknown[]) => Promise<ActionResult<unknown>>);
  }
});

afterAll(async () => {
  await cleanup?.();
});

describe("every exported server action", () => {
  it("is found by reading the files, built by action(), and has a probe here", () => {
    expect(actions.size).toBeGreaterThanOrEqual(25);
    for (const [name, fn] of actions) {
      expect(isServerAction(fn), `${name} is built by action() (app/_lib/action.ts)`).toBe(true);
      expect(PROBES[name], `${name} needs a probe in tests/security/server-actions.test.ts`).toBeDefined();
    }
  });

  it("refuses every account below the role on another pack's objects, changes nothing, and lets the role through", async () => {
    // Collected, not thrown at the first: the message lists every action that let someone in.
    const wrong: string[] = [];
    for (const [name, fn] of actions) {
      const probe = PROBES[name];
      if (probe === undefined) continue;
      const b = await world(`Pack B ${name}`);
      const { args, needs } = probe(b, a);
      const before = await snapshot(b.packId);
      for (const person of Object.keys(PEOPLE) as Person[]) {
        if (PEOPLE[person] >= RANK[needs]) continue;
        const result = await actAs(users[person], () => fn(...args));
        if (refusal(result) === null) wrong.push(`${name} as ${person} (needs ${needs} on B) was not refused: ${JSON.stringify(result).slice(0, 160)}`);
      }
      if (JSON.stringify(await snapshot(b.packId)) !== JSON.stringify(before)) wrong.push(`${name}: pack B changed although every call was refused`);
      const allowed = needs === "studio-owner" ? "admin" : needs === "signed-in" ? "stranger" : needs === "viewer" ? "vic" : needs === "editor" ? "edna" : "olga";
      const result = await actAs(users[allowed], () => fn(...args));
      if (refusal(result) !== null) wrong.push(`${name} as ${allowed} (has ${needs}) was refused: ${JSON.stringify(result)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lists only the packs the account may see (the one action any account may call)", async () => {
    const list = actions.get("listPackTargetsAction");
    const seen = await actAs(users.eddie, () => list?.());
    expect(seen?.ok && seen.value).toEqual([{ id: a.packId, name: "Pack A", system: expect.any(String) }]);
    // The layout editor's sample cards come from the packs the account may see, and from no other.
    const system = (await db.pack.findUniqueOrThrow({ where: { id: a.packId } })).system;
    const samples = await actAs(users.eddie, () => actions.get("layoutSamplesAction")?.(system));
    expect(samples?.ok && (samples.value as { pack: string }[]).map((c) => c.pack)).toEqual(["Pack A", "Pack A"]);
    const none = await actAs(users.stranger, () => actions.get("layoutSamplesAction")?.(system));
    expect(none?.ok && none.value).toEqual([]);
  });

  it("refuses eddie (editor of A) when B's id sits in any one position of an action on A, and never answers 500 for a malformed argument", async () => {
    const b = await world("Pack B mixed");
    const before = await snapshot(b.packId);
    const fn = (name: string) => actions.get(name) ?? (() => Promise.reject(new Error(`no action ${name}`)));
    const tries: [string, unknown[]][] = [
      ["copyCardsAction", [a.packId, [a.cardIds[0]], b.eraId]],
      ["copyCardsAction", [a.packId, [a.cardIds[0], b.cardIds[0]], a.eraId]],
      ["moveCardsAction", [a.packId, [a.cardIds[0]], b.eraId]],
      ["moveCardsAction", [a.packId, [b.cardIds[0]], a.eraId]],
      ["deleteCardsAction", [a.packId, [a.cardIds[1], b.cardIds[1]]]],
      ["duplicateCardAction", [a.packId, { id: a.cardIds[0], eraId: b.eraId, position: 0 }]],
      ["duplicateCardAction", [a.packId, { id: b.cardIds[0], eraId: a.eraId, position: 0 }]],
      ["previewSystemCardAction", [a.packId, b.cardIds[0], { identifier: "x", copies: 1, type: "silver", fields: {} }, null]],
      ["previewSystemCardAction", [b.packId, a.cardIds[0], { identifier: "x", copies: 1, type: "silver", fields: {} }, null]],
    ];
    for (const [name, args] of tries) {
      const result = await actAs(users.eddie, () => fn(name)(...args));
      expect(refusal(result), `${name}(${JSON.stringify(args)})`).not.toBeNull();
    }
    // B's picture on A's own card: the verb's own check (a picture of this pack) refuses it.
    const save = await actAs(users.eddie, () => fn("saveCardAction")({ id: a.cardIds[0], version: 1, changes: { pictureId: b.pictureId } }));
    expect(save.ok).toBe(false);
    expect(await snapshot(b.packId)).toEqual(before);
    // Malformed arguments a hand-made request could post: a 422, not a 500, and nothing runs.
    for (const [name, args] of [
      ["saveCardAction", [null]],
      ["deleteCardsAction", [a.packId, "not-a-list"]],
      ["deleteCardsAction", [a.packId, [{ id: b.cardIds[0] }]]],
      ["renameEraAction", [a.packId, { id: b.eraId }, "x"]],
      ["duplicateCardAction", [a.packId, undefined]],
    ] as [string, unknown[]][]) {
      const result = await actAs(users.eddie, () => fn(name)(...args));
      expect(result.ok ? "ok" : result.error.code, `${name}(${JSON.stringify(args)})`).toBe("validation");
    }
    // A deleted card is a 404 for everyone (and for its own pack's editor too).
    const gone = await world("Pack B gone");
    await db.card.delete({ where: { id: gone.cardIds[0] } });
    for (const person of ["eddie", "edna"] as const) {
      const result = await actAs(users[person], () => fn("listRevisionsAction")(gone.cardIds[0]));
      expect(refusal(result), person).toBe("not_found");
    }
  });
});
