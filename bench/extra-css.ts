/**
 * EXTRA_CSS=<css> for the browser benches (table-click, free-table-page): a style sheet added to
 * every page of the context, to try a change of the table's CSS on the same build.
 */
import type { BrowserContext } from "playwright-core";

/** Adds `css` (default: EXTRA_CSS) to every page the context opens; nothing when it is empty. */
export async function addExtraCss(context: BrowserContext, css: string | undefined = process.env.EXTRA_CSS): Promise<void> {
  if (!css) return;
  await context.addInitScript({ content: `document.addEventListener("DOMContentLoaded", () => { const s = document.createElement("style"); s.textContent = ${JSON.stringify(css)}; document.head.append(s); });` });
}
