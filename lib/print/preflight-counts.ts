/**
 * Preflight's totals, apart from preflight.ts so the dialog (a client component) counts without
 * bundling lint and the font metrics preflight needs.
 */
import type { PreflightItem } from "./preflight";

/**
 * How many errors, warnings and notes `items` stand for: a line for a card with three lint
 * errors counts three, so the total matches the card editor's and `cli lint`'s counts.
 */
export function preflightCounts(items: readonly Pick<PreflightItem, "severity" | "count">[]): Record<PreflightItem["severity"], number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const item of items) counts[item.severity] += item.count ?? 1;
  return counts;
}
