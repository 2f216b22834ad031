/**
 * What a page must look like on a phone (390 px, an iPhone 12-15): nothing wider than the
 * screen, every breadcrumb readable, and every tab of a tab bar on screen or reachable by
 * scrolling the bar itself (never the whole page).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { SCREENSHOT_DIR } from "./browser";

export const PHONE = { width: 390, height: 844 } as const;

export interface NarrowLayout {
  /** How far the page is wider than the viewport (0 when it fits). */
  readonly pageOverflow: number;
  /** Breadcrumbs as shown: each label, its visible width and the width its whole text needs. */
  readonly crumbs: readonly { label: string; shown: number; needs: number }[];
  /** Tab bars: each tab's label, and whether it is on screen or the bar scrolls sideways to it. */
  readonly tabs: readonly { label: string; reachable: boolean }[];
}

/** Measures the page as laid out now (call after it has rendered at the phone size). */
export async function narrowLayout(page: Page): Promise<NarrowLayout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const crumbs = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Breadcrumb"] li > a, nav[aria-label="Breadcrumb"] li > span')].map((el) => ({
      label: el.textContent ?? "",
      shown: Math.round(el.getBoundingClientRect().width),
      needs: el.scrollWidth,
    }));
    const tabs = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Pack pages"] a, [role="tablist"] [role="tab"]')].map((tab) => {
      const bar = tab.parentElement as HTMLElement;
      const box = tab.getBoundingClientRect();
      const style = getComputedStyle(bar);
      const scrolls = (style.overflowX === "auto" || style.overflowX === "scroll") && bar.scrollWidth > bar.clientWidth;
      const barBox = bar.getBoundingClientRect();
      const onScreen = box.left >= 0 && box.right <= window.innerWidth + 0.5;
      // Off screen is fine only inside a bar that scrolls sideways and itself fits the screen.
      const reachable = onScreen || (scrolls && barBox.left >= 0 && barBox.right <= window.innerWidth + 0.5);
      return { label: (tab.textContent ?? "").trim(), reachable };
    });
    return { pageOverflow: Math.max(0, root.scrollWidth - window.innerWidth), crumbs, tabs };
  });
}

/**
 * Problems a designer would see: the page scrolls sideways, a crumb squeezed below what shows a
 * few letters of it (`minCrumb` px, or its whole text if shorter), a tab that cannot be reached.
 */
export function narrowProblems(layout: NarrowLayout, minCrumb = 56): string[] {
  const problems: string[] = [];
  if (layout.pageOverflow > 0) problems.push(`the page is ${layout.pageOverflow} px wider than the screen`);
  for (const c of layout.crumbs) {
    if (c.shown + 0.5 < Math.min(c.needs, minCrumb)) problems.push(`breadcrumb "${c.label}" is squeezed to ${c.shown} px (needs ${c.needs})`);
  }
  for (const t of layout.tabs) if (!t.reachable) problems.push(`tab "${t.label}" is off screen`);
  return problems;
}

/** Saves what the phone's screen shows (not the whole page) under tmp/screenshots/<name>.png. */
export async function phoneScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
