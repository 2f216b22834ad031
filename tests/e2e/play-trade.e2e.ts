/**
 * Proposing a trade at the table (issue 11: "trades can be proposed to a bot and it answers"):
 * the picker offers one of the designer's cards for one of the bot's; the engine checks only
 * the pair chosen; the bot answers and the log says so.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";
import { act, deal, humanMove } from "./play-helpers";

const session = browserPerFile();

describe("the trade picker", () => {
  it("CGS-285: offers a card of the designer's ops for a card of the bot's ops, and the bot answers", async () => {
    const packId = await session.demoPackId();
    const w = await session.open();
    const { page } = w;
    await deal(page, packId, "The Fog Years", "3");
    const picker = page.getByTestId("offer-picker");
    // The claims come first (CGS-275); trades happen while the era is played (CGS-287).
    for (let moves = 0; (await picker.count()) === 0; moves++) {
      expect(moves, "the picker shows once the turns begin").toBeLessThan(10);
      expect(await humanMove(page)).not.toBeNull();
    }
    const give = picker.getByLabel("Give");
    const take = picker.getByLabel("For");
    const giveOptions = await give.locator("option").allTextContents();
    expect(giveOptions.length).toBeGreaterThan(0);
    expect(await take.locator("optgroup").getAttribute("label")).toBe("Player 2");
    // Choose the last pair, not the first shown.
    const takeValues = await take.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await take.selectOption(takeValues.at(-1) as string);
    await give.selectOption({ index: giveOptions.length - 1 });
    const giveName = giveOptions.at(-1) as string;
    const takeName = (await take.locator(`option[value="${takeValues.at(-1)}"]`).textContent()) as string;
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, "play-trade-picker");
    const offer = picker.getByRole("button", { name: "Offer the trade" });
    expect(await offer.isEnabled()).toBe(true);
    expect(await picker.getByTestId("offer-refusal").count()).toBe(0);
    await act(page, () => offer.click());
    const log = page.getByTestId("game-log");
    await log.getByText(`Player 1 offers ${giveName} to Player 2 for ${takeName}.`).waitFor();
    await log.getByText(/Player 2 (accepts|refuses) the trade\./).waitFor();
    expectNoErrors(w);
  });
});
