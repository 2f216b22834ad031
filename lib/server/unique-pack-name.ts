/**
 * A name no other pack has (internal: used by importPack inside its write transaction, so two
 * imports racing cannot both pick the same one). Importing a pack twice must not give two tiles
 * nobody can tell apart.
 */
import type { Tx } from "./db";

const MAX_NAME = 200;
const NUMBERED = / \((\d+)\)$/;

/**
 * `wanted` itself when no pack has that exact name; otherwise `<base> (n)` with the smallest
 * n >= 2 that is free, where `<base>` is `wanted` without a trailing " (n)" (so importing
 * "Coast (2)" again gives "Coast (3)", not "Coast (2) (2)"). The base is shortened when the
 * suffix would pass the 200-character limit of a pack name.
 */
export async function uniquePackName(tx: Tx, wanted: string): Promise<string> {
  const base = wanted.replace(NUMBERED, "");
  // A LIKE-style prefix match narrows the rows; equality is checked exactly below.
  const rows = await tx.pack.findMany({ where: { OR: [{ name: wanted }, { name: { startsWith: base.slice(0, 100) } }] }, select: { name: true } });
  const taken = new Set(rows.map((r) => r.name));
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
