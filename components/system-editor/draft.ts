/**
 * The system editor's pure helpers (no React): a blank definition, the card size presets, the
 * issues of a draft by path, and whether a rule's examples do what they say. The draft is a plain
 * `SystemDefinition`-shaped value that may be invalid while it is typed; `checkDefinition` says
 * how, and every control shows the issues at its own path.
 */
import { checkDefinition, type DefinitionIssue } from "@/lib/systems/definition-schema";
import { lintCard, lintDeck } from "@/lib/systems/lint";
import type { CardRuleDef, DeckRuleDef, SystemDefinition } from "@/lib/systems/types";

/** Card sizes designers ask for, portrait width x height in mm. */
export const SIZE_PRESETS: readonly { readonly key: string; readonly label: string; readonly width: number; readonly height: number }[] = [
  { key: "poker", label: "Poker 63.5 × 88.9", width: 63.5, height: 88.9 },
  { key: "bridge", label: "Bridge 57 × 88.9", width: 57, height: 88.9 },
  { key: "tarot", label: "Tarot 70 × 120", width: 70, height: 120 },
  { key: "mini", label: "Mini 44 × 63.5", width: 44, height: 63.5 },
  { key: "square", label: "Square 70 × 70", width: 70, height: 70 },
  { key: "b8", label: "B8 63 × 88", width: 63, height: 88 },
  { key: "b7", label: "B7 88 × 125", width: 88, height: 125 },
  { key: "b6", label: "B6 125 × 176", width: 125, height: 176 },
];

/** The preset of a face's size (either way round), or "custom". */
export function presetOf(widthMm: number, heightMm: number): string {
  const short = Math.min(widthMm, heightMm);
  const long = Math.max(widthMm, heightMm);
  return SIZE_PRESETS.find((p) => Math.min(p.width, p.height) === short && Math.max(p.width, p.height) === long)?.key ?? "custom";
}

/** A preset's trim size for an orientation (landscape: the long side across). */
export function presetSize(key: string, orientation: "portrait" | "landscape"): { widthMm: number; heightMm: number } | null {
  const p = SIZE_PRESETS.find((s) => s.key === key);
  if (p === undefined) return null;
  const short = Math.min(p.width, p.height);
  const long = Math.max(p.width, p.height);
  return orientation === "portrait" ? { widthMm: short, heightMm: long } : { widthMm: long, heightMm: short };
}

/** A blank system a designer starts from: one text field, one card type, one poker face. */
export function blankDefinition(key: string, name: string): SystemDefinition {
  return {
    key,
    name,
    description: `Cards of ${name}.`,
    deckNoun: "deck",
    fields: [{ key: "name", label: "Name", type: { kind: "text" }, required: true }],
    cardTypes: [{ key: "card", label: "Card", fields: ["name"], face: "card" }],
    faces: [{ key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", borderMm: 3, regions: [{ name: "name", field: "name", rect: { x: 5, y: 5, width: 53.5, height: 10 }, fontPt: 12, minFontPt: 8, style: "bold" }] }],
    backs: { by: "one" },
    cardRules: [],
    deckRules: [],
  };
}

/** The issues of a draft (never throws: a draft may be any shape). */
export function draftIssues(draft: unknown): readonly DefinitionIssue[] {
  const checked = checkDefinition(draft);
  return checked.ok ? [] : checked.issues;
}

/** Issues indexed for the controls: `at(path)` are those exactly at `path`; `under(path)` those at or inside it. */
export interface IssueIndex {
  readonly all: readonly DefinitionIssue[];
  at(path: string): string | null;
  under(path: string): readonly DefinitionIssue[];
}

export function indexIssues(issues: readonly DefinitionIssue[]): IssueIndex {
  const exact = new Map<string, string[]>();
  for (const i of issues) exact.set(i.path, [...(exact.get(i.path) ?? []), i.message]);
  return {
    all: issues,
    at: (path) => exact.get(path)?.join(" ") ?? null,
    under: (path) => issues.filter((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`)),
  };
}

/**
 * What a rule's examples show on the draft: "ok", or the sentence for the designer ("this example
 * is not reported: the rule never fires"). Null when the draft cannot be checked yet.
 */
export function exampleVerdict(def: SystemDefinition, rule: CardRuleDef | DeckRuleDef): { bad: string | null; good: string | null } {
  const own = (codes: readonly string[]) => codes.includes(rule.code);
  const badCodes = rule.kind === "card" ? lintCard(def, rule.examples.bad).map((f) => f.code) : lintDeck(def, "Example", rule.examples.bad.cards).map((f) => f.code);
  const goodCodes = rule.kind === "card" ? lintCard(def, rule.examples.good).map((f) => f.code) : lintDeck(def, "Example", rule.examples.good.cards).map((f) => f.code);
  return {
    bad: own(badCodes) ? null : "This bad example is not reported: the rule never fires on it.",
    good: own(goodCodes) ? "This good example is reported: the rule fires on it too." : null,
  };
}

/** A copy of `def` under a new key and name (copying any system, built-in or stored). */
export function copyDefinition(def: SystemDefinition, key: string, name: string): SystemDefinition {
  const { packLists: _lists, ...rest } = def;
  return { ...structuredClone(rest), key, name };
}

/** A key from a name: "Planetary CCG" -> "planetary-ccg" (letters, digits and dashes, starting with a letter). */
export function keyFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return /^[a-z]/.test(slug) ? slug.slice(0, 60) : `system-${slug}`.slice(0, 60);
}

/** A rename the editor recorded since the last save: the stored key and the key it has now, of a field (default) or a card type. */
export interface FieldRename {
  readonly from: string;
  readonly to: string;
  readonly of?: "cardType";
}

type Renamed = "field" | "cardType";
const kindOf = (r: FieldRename): Renamed => r.of ?? "field";
const hasKey = (d: SystemDefinition, k: string, of: Renamed) => (of === "cardType" ? d.cardTypes.some((t) => t.key === k) : d.fields.some((f) => f.key === k));

/**
 * `renames` after a field's (or, with `of: "cardType"`, a card type's) key was edited from `old`
 * to `now`: a key typed letter by letter (`colour` -> `colou` -> ... -> `color`) stays one rename
 * from the saved key; a key edited back to its saved spelling is no rename. A key that was not
 * saved before records nothing.
 */
export function recordRename(renames: readonly FieldRename[], saved: SystemDefinition, old: string, now: string, of: Renamed = "field"): FieldRename[] {
  if (old === now) return [...renames];
  const chain = renames.find((r) => kindOf(r) === of && r.to === old);
  const rest = renames.filter((r) => r !== chain);
  const from = chain?.from ?? (hasKey(saved, old, of) ? old : null);
  if (from === null || from === now) return rest;
  return [...rest, of === "cardType" ? { from, to: now, of } : { from, to: now }];
}

/** The renames to send with a save: from a saved key that the draft no longer has to a key the draft has and the saved one had not. */
export function renamesToSend(renames: readonly FieldRename[], saved: SystemDefinition, draft: SystemDefinition): FieldRename[] {
  return renames.filter((r) => {
    const of = kindOf(r);
    return hasKey(saved, r.from, of) && !hasKey(draft, r.from, of) && hasKey(draft, r.to, of) && !hasKey(saved, r.to, of);
  });
}
