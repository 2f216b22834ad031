/**
 * The Settings and Pictures tabs and the pack header follow the pack's system (issue 26), in a
 * browser on the seeded demo packs: an Altered and a Genesis pack show no GOT CGS instructions
 * (affiliations, era setup times) and no silver or gold card sizes; Genesis's pictures are advised
 * for its 125 x 88 mm face; a Genesis pack offers Play and Simulate but no Sandbox (its engine has
 * a simulation hook and no resolution view); the Altered deck
 * table fits a 1440 px window, and the Planetary CCG's, wider, scrolls with its Findings column in view. Screenshots in tmp/screenshots/. Waits for states only.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();

async function packId(name: string): Promise<string> {
  const { packs } = (await (await fetch(`${session.baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string }[] };
  const id = packs.find((p) => p.name === name)?.id;
  if (id === undefined) throw new Error(`no seeded pack "${name}"`);
  return id;
}

describe("pack pages drawn from the pack's system", () => {
  it("Genesis: Settings without GOT CGS's instructions, Pictures for 125 x 88 mm cards, Simulate but no Sandbox", async () => {
    const id = await packId("First Light (Genesis demo)");
    const w = await session.open(`/packs/${id}/settings`);
    const { page } = w;
    await page.getByRole("form", { name: "Pack settings" }).waitFor();
    expect(await page.getByLabel("Affiliations").count()).toBe(0);
    expect(await page.getByText("Era setup duration").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Play", exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Sandbox", exact: true }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Simulate", exact: true }).count()).toBe(1);
    await screenshot(page, "genesis-settings");
    await page.getByRole("link", { name: "Pictures" }).click();
    await page.getByRole("heading", { name: "Card pictures" }).waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("119 × 82 mm; best at 1406 × 969 px");
    expect(text).not.toMatch(/silver|gold|affiliation/i);
    await screenshot(page, "genesis-pictures");
    expectNoErrors(w);
  });

  it("Altered: Settings and Pictures without GOT CGS's forms; its deck table fits 1440 px and its identifiers are links", async () => {
    const id = await packId("Lanterns of the Fen (Altered demo)");
    const w = await session.open(`/packs/${id}/settings`);
    const { page } = w;
    await page.getByRole("form", { name: "Pack settings" }).waitFor();
    expect(await page.getByLabel("Affiliations").count()).toBe(0);
    expect(await page.getByText("Era setup duration").count()).toBe(0);
    await screenshot(page, "altered-settings");
    await page.getByRole("link", { name: "Pictures" }).click();
    await page.getByRole("heading", { name: "Back", exact: true }).waitFor();
    expect((await page.locator("main").textContent()) ?? "").not.toMatch(/silver|gold|affiliation/i);
    await screenshot(page, "altered-pictures");
    await page.getByRole("link", { name: "Decks" }).click();
    await page.getByRole("link", { name: "Muna: Lanterns of the Fen", exact: true }).click();
    await page.getByRole("table", { name: "Cards" }).waitFor();
    const fits = await page.evaluate(() => {
      const table = document.querySelector("table[aria-label='Cards']");
      const box = table?.parentElement;
      return { page: document.documentElement.scrollWidth <= window.innerWidth, table: box === null || box === undefined ? null : box.scrollWidth <= box.clientWidth };
    });
    await screenshot(page, "altered-deck-table-1440");
    expect(fits).toEqual({ page: true, table: true });
    expectNoErrors(w);
  });

  it("Planetary CCG: a deck of seventeen field columns scrolls in its box, its Findings column stays in view", async () => {
    const id = await packId("First Fleet");
    const pack = (await (await fetch(`${session.baseUrl}/api/packs/${id}`)).json()) as { decks?: { id: string }[]; eras?: { id: string }[] };
    const deck = (pack.decks ?? pack.eras ?? [])[0];
    expect(deck).toBeDefined();
    const w = await session.open(`/packs/${id}/eras/${deck?.id}`);
    const { page } = w;
    await page.getByRole("table", { name: "Cards" }).waitFor();
    await page.getByTestId("deck-card-row").first().waitFor();
    const edge = await page.evaluate(() => {
      const table = document.querySelector("table[aria-label='Cards']");
      const box = table?.parentElement;
      const findings = [...(table?.querySelectorAll("th") ?? [])].find((th) => th.textContent?.trim().startsWith("Findings"));
      if (!box || !findings) return null;
      return { scrolls: box.scrollWidth > box.clientWidth, inView: findings.getBoundingClientRect().right <= box.getBoundingClientRect().right + 1, page: document.documentElement.scrollWidth <= window.innerWidth };
    });
    await screenshot(page, "planetary-deck-table-1440");
    expect(edge).toEqual({ scrolls: true, inView: true, page: true });
    expectNoErrors(w);
  });
});
