/**
 * Trial play through the browser (issue 11, "Proof"): deal an era of the demo pack against a
 * greedy bot, play it to the end-of-era screen choosing among the offered actions, take one
 * back with Undo, reload and resume, point at a card that cannot be played, open a card, then
 * export the replay, import it, step through it, and open a moment of it in the sandbox.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, hydrated, reload } from "./app-helpers";
import { act, deal, eraOver, humanMove, logCount, ready } from "./play-helpers";

const session = browserPerFile();

describe("the table", () => {
  it("plays a whole era against a greedy bot to the end-of-era screen, with undo, resume, replay export and import", async () => {
    const packId = await session.demoPackId();
    const w = await session.open(`/packs/${packId}`);
    const { page } = w;
    // The pack page's Play button leads to the setup.
    await page.getByRole("link", { name: "Play", exact: true }).click();
    await page.getByRole("region", { name: "New game" }).waitFor();
    const gameId = await deal(page, packId, "The Fog Years", "11");
    expect(await page.getByTestId("table-status").textContent()).toContain("Era 1 of 1: The Fog Years");

    let moves = 0;
    let undone = false;
    let resumed = false;
    let pointed = false;
    let midShot = false;
    let keyed = false;
    while (!(await eraOver(page))) {
      expect(moves, "the era should end within 400 human actions").toBeLessThan(400);
      // Pointing at a card that cannot be played names the rule that forbids it.
      if (!pointed && (await page.locator("button[data-blocked]").count()) > 0) {
        const blocked = page.locator("button[data-blocked]").first();
        await blocked.focus();
        const tip = page.locator('[role="tooltip"]:visible').first();
        await tip.waitFor();
        expect(await tip.textContent()).toMatch(/CGS-\d+: \S/);
        // A screen reader gets the same words from Chromium's accessibility tree: the focused
        // card's description, which is there without the tooltip (an attribute of the button).
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "button[data-blocked]" });
        const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
        expect(String(nodes[0]?.description?.value)).toMatch(/CGS-\d+: \S/);
        await cdp.detach();
        pointed = true;
      }
      // A card played from the keyboard: the focus goes to "Your actions", and Tab reaches an action
      // from there (not the page's first link, where the browser drops a removed element's focus).
      if (!keyed && (await page.locator('[data-testid="table-board"] button[data-playable]').count()) > 0) {
        await page.locator('[data-testid="table-board"] button[data-playable]').first().focus();
        await act(page, () => page.keyboard.press("Enter"));
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("action-bar");
        // A screen reader hears the move and the bot's answer (a polite live region, not drawn).
        const heard = page.getByTestId("move-announcer");
        expect(await heard.getAttribute("role")).toBe("status");
        expect(await heard.textContent()).toMatch(/^Player 1 plays TDC-\d+/);
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="action-bar"]') !== null)).toBe(true);
        keyed = true;
        continue;
      }
      if (!midShot && (await page.getByTestId("running-summary").count()) > 0) {
        await screenshot(page, "play-mid-adventure");
        midShot = true;
      }
      const label = await humanMove(page);
      expect(label, "the table offers an action whenever the game waits for the designer").not.toBeNull();
      moves++;
      if (moves === 4 && !undone) {
        await act(page, () => page.getByRole("button", { name: "Undo" }).click());
        await page.getByTestId("game-log").getByText(/Take-back: /).waitFor();
        undone = true;
      }
      if (moves === 8 && !resumed) {
        const lines = await logCount(page);
        const status = await page.getByTestId("table-status").textContent();
        await reload(page);
        await ready(page);
        expect(await logCount(page)).toBe(lines);
        expect(await page.getByTestId("table-status").textContent()).toBe(status);
        resumed = true;
      }
    }
    expect(undone && resumed && pointed && keyed).toBe(true);
    const eraScreen = page.locator('section[aria-label^="End of era"]').first();
    expect(await eraScreen.textContent()).toMatch(/CGS-3\d\d/);
    await screenshot(page, "play-end-of-era");

    // A card opens in the side panel with its editor's link.
    await page.locator('[data-testid="table-board"] button[data-card-id]').first().click();
    const panel = page.getByTestId("card-panel");
    await panel.waitFor();
    expect(await panel.getByRole("link", { name: "Edit card" }).getAttribute("href")).toMatch(new RegExp(`^/packs/${packId}/eras/[^/]+/cards/[^/]+$`));
    expect(await panel.textContent()).toContain("Saved edits apply from the next deal");
    // A note written at the table is kept on the card: it is there again after a reload.
    const title = await panel.getByRole("heading").textContent();
    await panel.getByLabel("Note on the card").fill("Too strong against the Wreckers?");
    await panel.getByRole("button", { name: "Save note" }).click();
    await panel.getByText("Saved on the card.").waitFor();
    await reload(page);
    await page.locator('[data-testid="table-board"] button[data-card-id]').first().click();
    await panel.waitFor();
    expect(await panel.getByRole("heading").textContent()).toBe(title);
    expect(await panel.getByLabel("Note on the card").inputValue()).toBe("Too strong against the Wreckers?");

    // Export the replay, import it from the Play page, step through it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export replay" }).click()]);
    const file = await download.path();
    const replay = JSON.parse(readFileSync(file, "utf8")) as { format: string; actions: unknown[] };
    expect(replay.format).toBe("greenhouse.replay/1");
    expect(replay.actions.length).toBeGreaterThan(moves);
    await goto(page, `/packs/${packId}/play`);
    await page.getByLabel("Import a replay").setInputFiles(file);
    await page.waitForURL(/\/play\/[^/?]+\?replay=1$/);
    await hydrated(page);
    expect(page.url()).not.toContain(gameId);
    const step = page.getByTestId("replay-step");
    await step.getByText(/^Step 0 of \d+$/).waitFor();
    const total = Number((await step.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBe(replay.actions.length);
    for (let i = 1; i <= 3; i++) {
      await page.getByRole("button", { name: "Forward" }).click();
      await step.getByText(`Step ${i} of ${total}`).waitFor();
    }
    await page.getByRole("button", { name: "Back" }).click();
    await step.getByText(`Step 2 of ${total}`).waitFor();
    await page.getByRole("button", { name: "Last step" }).click();
    await step.getByText(`Step ${total} of ${total}`).waitFor();
    await ready(page);
    expect(await page.getByTestId("table-status").textContent()).toContain("The session is over");

    // A moment with an adventure in progress opens in the sandbox, which resolves it.
    const replayId = page.url().split("/").at(-1)?.split("?")[0] as string;
    await page.getByRole("button", { name: "First step" }).click();
    await step.getByText(`Step 0 of ${total}`).waitFor();
    let moment = 0;
    while (!/Adventure \d+:/.test((await page.getByTestId("table-status").textContent()) ?? "")) {
      expect(moment, "an adventure starts within 60 steps").toBeLessThan(60);
      await page.getByRole("button", { name: "Forward" }).click();
      await step.getByText(`Step ${++moment} of ${total}`).waitFor();
      await ready(page);
    }
    const sandbox = page.getByRole("link", { name: "Open this moment in the sandbox" });
    expect(await sandbox.getAttribute("href")).toBe(`/packs/${packId}/sandbox?game=${replayId}&at=${moment}`);
    await sandbox.click();
    await page.waitForURL(/\/sandbox\?game=/);
    await hydrated(page);
    await page.getByText(`Game ${replayId} after ${moment} actions.`).waitFor();
    await page.getByTestId("adventure-resolution").waitFor();
    expectNoErrors(w);
  });
});
