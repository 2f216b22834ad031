/**
 * A page never renders data it has not authorised (issue 24: `/packs/<own>/eras/<a foreign era>`
 * showed the other pack's name, its decks and every card row under the 404). Next renders a page
 * and its metadata alongside the layout that checks the address, so each page of app/packs must
 * check every id of its address against its parent itself: it answers the 404 before reading.
 * Called here as Next calls them (params as a promise), in the local mode and as a viewer of
 * both packs: neither may see B's deck under A's address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actAs } from "@/lib/server/accounts/acting";
import { getDb } from "@/lib/server/db";
import { useTempDatabase } from "../api/helpers";
import { makePack } from "../server/helpers";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

let cleanup: () => Promise<void>;
const ids = { packA: "", eraA: "", cardA: "", packB: "", eraB: "", cardB: "", gameB: "" };
let viewer = { id: "", name: "Vi", admin: false };

/** What a page call did: "404" (Next's notFound), or the text of what it returned (tree or metadata). */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await run(), (_k, v: unknown) => (typeof v === "function" || typeof v === "symbol" ? undefined : v)) ?? "";
  } catch (error) {
    if ((error as { digest?: string }).digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "404";
    throw error;
  }
}

beforeAll(async () => {
  cleanup = useTempDatabase();
  const db = getDb();
  const a = await makePack(db, [{ identifier: "Own card" }], "Own Pack");
  const b = await makePack(db, [{ identifier: "Secret card" }], "Secret Pack");
  const user = await db.user.create({ data: { name: "Vi", email: "vi@studio.example", passwordHash: "scrypt$test", admin: false } });
  for (const packId of [a.pack.id, b.pack.id]) await db.membership.create({ data: { userId: user.id, packId, role: "viewer" } });
  viewer = { id: user.id, name: "Vi", admin: false };
  // A row is enough: the page must refuse it by its pack before anything loads the game.
  const game = await db.game.create({ data: { packId: b.pack.id, title: "Secret game", document: "{}", options: "{}" } });
  Object.assign(ids, { packA: a.pack.id, eraA: a.era.id, cardA: a.cards[0]?.id, packB: b.pack.id, eraB: b.era.id, cardB: b.cards[0]?.id, gameB: game.id });
});

afterAll(async () => {
  await cleanup?.();
});

const PAGES = [
  { name: "era table", load: () => import("@/app/packs/[packId]/eras/[eraId]/(table)/page"), params: () => ({ packId: ids.packA, eraId: ids.eraB }) },
  { name: "CSV import", load: () => import("@/app/packs/[packId]/eras/[eraId]/import/page"), params: () => ({ packId: ids.packA, eraId: ids.eraB }) },
  { name: "card editor", load: () => import("@/app/packs/[packId]/eras/[eraId]/cards/[cardId]/page"), params: () => ({ packId: ids.packA, eraId: ids.eraA, cardId: ids.cardB }) },
  { name: "game table", load: () => import("@/app/packs/[packId]/play/[gameId]/page"), params: () => ({ packId: ids.packA, gameId: ids.gameB }) },
] as const;

describe("a page of pack A's address with pack B's deck, card or game", () => {
  for (const page of PAGES) {
    for (const as of ["local mode", "a viewer of both packs"] as const) {
      it(`${page.name}, ${as}: the page answers 404 and neither it nor its title shows anything of B`, async () => {
        const mod = (await page.load()) as { default: (p: unknown) => Promise<unknown>; generateMetadata?: (p: unknown) => Promise<unknown> };
        const props = { params: Promise.resolve(page.params()), searchParams: Promise.resolve({}) };
        const run = <T,>(fn: () => Promise<T>) => (as === "local mode" ? fn() : actAs(viewer, fn));
        const seen = await run(() => outcome(() => mod.default(props)));
        expect(seen).toBe("404");
        // The title is rendered too (before the fix: "Era 1 · Secret Pack"); the game page's names only its own pack.
        if (mod.generateMetadata !== undefined) expect(await run(() => outcome(() => mod.generateMetadata?.(props) ?? Promise.resolve(null)))).not.toContain("Secret");
      });
    }
  }

  it("the own pack's deck still renders (the check is not a 404 for everything)", async () => {
    const mod = await import("@/app/packs/[packId]/eras/[eraId]/import/page");
    const seen = await outcome(() => mod.generateMetadata({ params: Promise.resolve({ packId: ids.packA, eraId: ids.eraA }) }));
    expect(seen).toContain("Era 1");
  });
});
