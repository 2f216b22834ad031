/**
 * The system editor's layout editor (issue 28): on a stored system's face, a region is drawn by
 * dragging on the empty face (a guide shows while a corner snaps), moved by dragging it, resized
 * by its corner handle, nudged by the keyboard (arrow, Shift+arrow, Alt+arrow); each step snaps to
 * the 0.5 mm grid. Saved, reloaded, the region's rect is what the editor showed, and the stored
 * definition holds it. Waits for states only (names, aria-busy, the save state).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { blankDefinition } from "@/components/system-editor/draft";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, reload } from "./app-helpers";

const session = browserPerFile();

/** The face's box on screen and a mm -> px mapping. */
async function faceMapping(page: Page) {
  const face = page.getByTestId("layout-face-0");
  const box = await face.boundingBox();
  if (box === null) throw new Error("the layout face is not on screen");
  const k = box.width / 63.5;
  return (x: number, y: number) => ({ x: box.x + x * k, y: box.y + y * k });
}

const region = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true });

describe("the layout editor of a face", () => {
  it("draws, moves, resizes and nudges a region, and the saved rect survives a reload", async () => {
    const key = `layout-e2e-${Date.now()}`;
    const base = blankDefinition(key, "Layout E2E");
    const definition = { ...base, faces: base.faces.map((f) => ({ ...f, regions: [] })) };
    const created = await fetch(`${session.baseUrl}/api/systems`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ format: "greenhouse.system/1", definition }) });
    expect(created.status, await created.clone().text()).toBe(201);

    const w = await session.open(`/systems/${key}`);
    const { page } = w;
    await page.getByTestId("layout-face-0").scrollIntoViewIfNeeded();
    await page.locator('[data-testid="layout-preview-state"][aria-busy="false"]').first().waitFor();
    const at = await faceMapping(page);

    // Draw from (10, 10) to (40.1, 20.1) mm; passing near the face's centre line shows its guide.
    let p = at(10, 10);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    p = at(31.4, 16);
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.getByTestId("layout-new-region").waitFor();
    expect(await page.locator('line[data-guide="x"]').count()).toBe(1);
    p = at(40.1, 20.1);
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.mouse.up();
    await region(page, "Region region1, 30 x 10 mm at 10, 10").waitFor();

    // Move it by (5, 7) mm (a pixel of rounding either way still lands on the grid at 15, 17).
    p = at(25, 15);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    p = at(30, 22);
    await page.mouse.move(p.x, p.y, { steps: 5 });
    await page.mouse.up();
    await region(page, "Region region1, 30 x 10 mm at 15, 17").waitFor();

    // Resize by the bottom-right handle by (5, 3) mm: 35 x 13.
    p = at(45, 27);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    p = at(50, 30);
    await page.mouse.move(p.x, p.y, { steps: 5 });
    await page.mouse.up();
    await region(page, "Region region1, 35 x 13 mm at 15, 17").waitFor();

    // Keyboard: 0.5 mm right, 5 mm down, then 0.5 mm taller with Alt.
    await region(page, "Region region1, 35 x 13 mm at 15, 17").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Alt+ArrowDown");
    const final = "Region region1, 35 x 13.5 mm at 15.5, 22";
    await region(page, final).waitFor();
    // The inspector shows the same numbers.
    const inspector = page.getByRole("list", { name: "Selected region" });
    expect(await inspector.getByLabel("x mm").inputValue()).toBe("15.5");
    expect(await inspector.getByLabel("height mm").inputValue()).toBe("13.5");

    await page.locator('[data-testid="layout-preview-state"][aria-busy="false"]').first().waitFor();
    await screenshot(page, "system-layout-editor");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status", { name: "Save state" }).getByText("Saved (revision 2).").waitFor();
    await reload(page);
    await region(page, final).waitFor();
    const stored = (await (await fetch(`${session.baseUrl}/api/systems/${key}`)).json()) as { definition: { faces: { regions: { name: string; rect: unknown }[] }[] } };
    expect(stored.definition.faces[0]?.regions).toEqual([expect.objectContaining({ name: "region1", rect: { x: 15.5, y: 22, width: 35, height: 13.5 } })]);
    expectNoErrors(w);
  });
});
