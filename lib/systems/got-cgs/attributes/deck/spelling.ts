/**
 * Deck rule `custom-name-spelling`: one custom name spelt two ways across the pack
 * (`StarshipFlyRange` and `StarshipFlyRagne`, or the word `Startship` inside names where the
 * rest of the pack writes `Starship`). Costs only meet resources of exactly the same name, so a
 * second spelling silently breaks the cards. The rarer spelling is reported at every place it is
 * written, with the common one as the fix.
 */
import type { Name } from "../ast";
import { editDistance } from "../spelling";
import type { DeckRule } from "../lint/rule";
import { replaceFix } from "../lint/fixes";
import type { DeckInput } from "./input";

interface Occurrence {
  readonly era: string;
  readonly identifier: string;
  readonly node: Name;
  /** Canonical (alias-resolved) name. */
  readonly name: string;
}

/** Every place a custom name is written (globals, entries, condition references). */
function occurrences(input: DeckInput): Occurrence[] {
  const out: Occurrence[] = [];
  const names = input.names;
  for (const era of input.eras) {
    for (const card of era.cards) {
      const add = (node: Name): void => {
        if (names.spec(node.text) !== undefined || names.aliases[node.text] !== undefined) return;
        out.push({ era: era.name, identifier: card.card.identifier, node, name: node.text });
      };
      for (const item of card.ast.items) {
        if (item.kind === "attribute") {
          add(item.name);
          continue;
        }
        if (names.category(item.name.text) === undefined) continue;
        for (const entry of item.entries) add(entry.ref.name);
      }
    }
  }
  return out;
}

const wordCache = new Map<string, string[]>();

/** Words of a camel-case name: `StartshipDetectionRange` -> Startship, Detection, Range. Do not mutate. */
function words(name: string): string[] {
  let cached = wordCache.get(name);
  if (cached === undefined) {
    cached = name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [name];
    if (wordCache.size > 10_000) wordCache.clear();
    wordCache.set(name, cached);
  }
  return cached;
}

function sameLetters(a: string, b: string): boolean {
  return [...a.toLowerCase()].sort().join("") === [...b.toLowerCase()].sort().join("");
}

function similar(a: string, b: string, minLength: number): boolean {
  if (a === b || a.length < minLength || b.length < minLength) return false;
  // Names that differ only in their digits (Level1, Level2) are different on purpose.
  if (a.replace(/[0-9]+/g, "#") === b.replace(/[0-9]+/g, "#")) return false;
  const budget = Math.min(a.length, b.length) <= 8 ? 1 : 2;
  if (editDistance(a, b, budget) > budget) return false;
  // Short words one letter apart are often different words (Crew, Crow; Gold, Bold): for them only
  // a case difference, a swap, or a letter too many or too few counts as a misspelling.
  if (Math.min(a.length, b.length) < 7) return a.length !== b.length || sameLetters(a, b);
  return true;
}

function countBy<T>(items: readonly T[], key: (t: T) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const k of key(item)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** For each rare spelling, the common one it should be: whole names first, then words inside names. */
function corrections(list: readonly Occurrence[]): Map<string, { to: string; why: string }> {
  const nameCounts = countBy(list, (o) => [o.name]);
  const wordCounts = countBy(list, (o) => words(o.name));
  const distinct = [...nameCounts.keys()];
  const out = new Map<string, { to: string; why: string }>();
  const times = (n: number) => `${n} time${n === 1 ? "" : "s"}`;
  /**
   * How much the pack backs `a` over `b`. When the two differ in one word only and that word's
   * spellings are clearly unequal across the pack (Starship 17 times, Startship 2), the word
   * decides: a misspelt word can sit in a name used more often than its correct twin. Otherwise
   * name counts decide, then the first differing word, then pack order.
   */
  const backing = (a: string, b: string): number => {
    const wa = words(a);
    const wb = words(b);
    const differing = wa.length === wb.length ? wa.flatMap((w, k) => (w === wb[k] ? [] : [k])) : [];
    if (differing.length === 1) {
      const k = differing[0] as number;
      const ca = wordCounts.get(wa[k] as string) ?? 0;
      const cb = wordCounts.get(wb[k] as string) ?? 0;
      if (Math.max(ca, cb) >= 2 * Math.min(ca, cb)) return ca - cb;
    }
    const byName = (nameCounts.get(a) ?? 0) - (nameCounts.get(b) ?? 0);
    if (byName !== 0) return byName;
    for (let k = 0; k < Math.min(wa.length, wb.length); k++) {
      if (wa[k] === wb[k]) continue;
      return (wordCounts.get(wa[k] as string) ?? 0) - (wordCounts.get(wb[k] as string) ?? 0);
    }
    return 0;
  };
  for (let i = 0; i < distinct.length; i++) {
    for (let j = i + 1; j < distinct.length; j++) {
      const a = distinct[i] as string;
      const b = distinct[j] as string;
      if (!similar(a, b, 4)) continue;
      // On a full tie the spelling met first in the pack is taken as the intended one.
      const [rare, common] = backing(b, a) <= 0 ? [b, a] : [a, b];
      if (!out.has(rare)) out.set(rare, { to: common, why: `${common} is written ${times(nameCounts.get(common) ?? 0)} in the pack, ${rare} ${times(nameCounts.get(rare) ?? 0)}` });
    }
  }
  const distinctWords = [...wordCounts.keys()];
  const wordFix = new Map<string, string>();
  for (const a of distinctWords) {
    for (const b of distinctWords) {
      const ca = wordCounts.get(a) ?? 0;
      const cb = wordCounts.get(b) ?? 0;
      // A word counts as misspelt only when the other spelling is clearly the usual one.
      if (ca * 2 <= cb && similar(a, b, 5) && !wordFix.has(a)) wordFix.set(a, b);
    }
  }
  for (const name of distinct) {
    if (out.has(name)) continue;
    const parts = words(name);
    if (!parts.some((w) => wordFix.has(w))) continue;
    const bad = parts.find((w) => wordFix.has(w)) as string;
    const good = wordFix.get(bad) as string;
    out.set(name, {
      to: parts.map((w) => wordFix.get(w) ?? w).join(""),
      why: `names in the pack spell ${good} ${times(wordCounts.get(good) ?? 0)} and ${bad} ${times(wordCounts.get(bad) ?? 0)}`,
    });
  }
  return out;
}

export const customNameSpelling: DeckRule<DeckInput> = {
  code: "custom-name-spelling",
  severity: "warning",
  layer: "deck",
  summary: "A custom name spelt two ways in the pack (costs only meet resources of exactly the same name); the rarer spelling is reported, with the common one as the fix.",
  bad: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  StarshipCapacity 2' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAdventureResources\n  StarshipFirePower 2' },
      { identifier: "EX-003", attributes: 'Type "Support"\nAdventureResources\n  StartshipDetectionRange 2' },
    ],
  },
  good: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  StarshipCapacity 2' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAdventureResources\n  StarshipFirePower 2' },
      { identifier: "EX-003", attributes: 'Type "Support"\nAdventureResources\n  StarshipDetectionRange 2' },
    ],
  },
  rules: ["CGS-236", "CGS-341", "CGS-353"],
  fixable: true,
  check(input, r) {
    const list = occurrences(input);
    const fixes = corrections(list);
    if (fixes.size === 0) return;
    for (const o of list) {
      const fix = fixes.get(o.name);
      if (fix === undefined) continue;
      const to = fix.to;
      r.report(
        { era: o.era, identifier: o.identifier, field: "attributes", range: o.node.range },
        `${o.name} looks like a misspelling of ${to} (${fix.why}); names must match exactly to count together.`,
        [replaceFix(o.node.range, to, `Change to ${to}`)],
      );
    }
  },
};
