/**
 * Driving the table the way a designer does: deal a game from the Play page, then take one
 * action at a time, chosen among the ones the table offers (claim, agree, answer a trade, play
 * the first playable card, else pass), waiting for the server's answer to be drawn.
 */
import type { Page } from "playwright-core";
import { hydrated } from "./app-helpers";

export async function demoPackId(baseUrl: string): Promise<string> {
  const { packs } = (await (await fetch(`${baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string }[] };
  const id = packs.find((p) => p.name === "The Drowned Coast")?.id;
  if (id === undefined) throw new Error("no demo pack seeded");
  return id;
}

/** Deals a one-era game against a greedy bot from the Play page; resolves on the table. */
export async function deal(page: Page, packId: string, era: string, seed: string): Promise<string> {
  await page.goto(`/packs/${packId}/play`, { waitUntil: "load" });
  await hydrated(page);
  const setup = page.getByRole("region", { name: "New game" });
  for (const box of await setup.getByRole("checkbox").all()) {
    const label = await box.evaluate((el) => el.closest("label")?.textContent ?? "");
    if (label.startsWith("Hot-seat") || label.startsWith("Turn timer")) continue;
    if ((await box.isChecked()) !== label.startsWith(era)) await box.click();
  }
  await page.getByLabel("Seed").fill(seed);
  await page.getByRole("button", { name: "Deal" }).click();
  await page.waitForURL(/\/play\/[^/?]+$/);
  await ready(page);
  return page.url().split("/").at(-1) as string;
}

/** Waits until the table is drawn and no answer is pending. */
export async function ready(page: Page): Promise<void> {
  await page.locator('[data-testid="table-board"]:not([aria-busy])').waitFor({ timeout: 30_000 });
}

export function logCount(page: Page): Promise<number> {
  return page.locator('[data-testid="game-log"] li').count();
}

/** Whether the end-of-era screen is shown. */
export async function eraOver(page: Page): Promise<boolean> {
  return (await page.locator('section[aria-label^="End of era"]').count()) > 0;
}

/** Clicks `target` and waits until the log has grown and the answer is drawn. */
export async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await logCount(page);
  await click();
  await answered(page, before);
}

/** Waits until the log has more than `before` lines and the answer is drawn. */
async function answered(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="game-log"] li').length > n && document.querySelector('[data-testid="table-board"][aria-busy]') === null,
    before,
    { timeout: 30_000 },
  );
}

/** Takes one action among those offered; returns its label, or null when there was nothing to do. */
export async function humanMove(page: Page, attempts = 3): Promise<string | null> {
  const cont = page.getByTestId("end-screens").getByRole("button", { name: "Continue" });
  if ((await cont.count()) > 0) await cont.click();
  const bar = page.getByTestId("action-bar");
  const choices = [
    bar.getByRole("button", { name: /^Claim / }).first(),
    bar.getByRole("button", { name: /^(Agree to end|Accept the trade)/ }).first(),
    page.locator('[data-testid="table-board"] button[data-playable]').first(),
    bar.getByRole("button", { name: "Pass", exact: true }),
  ];
  for (const c of choices) {
    if ((await c.count()) === 0) continue;
    // The table may redraw between the count and the read: then choose again.
    const label = await c.evaluate((el) => el.getAttribute("aria-label") ?? el.textContent ?? "", undefined, { timeout: 5_000 }).catch(() => undefined);
    if (label === undefined) return attempts > 1 ? humanMove(page, attempts - 1) : null;
    // The same race at the click: a button the table took away (or disabled) while the answer
    // was drawn is never clickable; choose again instead of waiting for it forever.
    const before = await logCount(page);
    const clicked = await c.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) return attempts > 1 ? humanMove(page, attempts - 1) : null;
    await answered(page, before);
    return label;
  }
  return null;
}
