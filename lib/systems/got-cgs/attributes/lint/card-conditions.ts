/**
 * Card rules about conditions and operators (rulebook "Conditional operators").
 */
import type { EntryNode } from "../ast";
import type { CategorySpec } from "../catalogue";
import type { NameTable } from "../names";
import { insertFix, replaceFix } from "./fixes";
import type { CardLintInput, CardRule } from "./rule";

/** Each entry of a known category, with the category's spec. */
function entriesOf(ast: CardLintInput["ast"], names: NameTable): { entry: EntryNode; spec: CategorySpec }[] {
  const out: { entry: EntryNode; spec: CategorySpec }[] = [];
  for (const item of ast.items) {
    if (item.kind !== "category") continue;
    const spec = names.category(item.name.text);
    if (spec === undefined) continue;
    for (const entry of item.entries) out.push({ entry, spec });
  }
  return out;
}

function refText(entry: EntryNode): string {
  return entry.ref.category === null ? entry.ref.name.text : `${entry.ref.category.text}.${entry.ref.name.text}`;
}

export const unexpectedOperator: CardRule = {
  code: "unexpected-operator",
  severity: "error",
  layer: "card",
  summary: "An operator in a cost, resource or feat entry; operators belong to conditions only.",
  bad: 'Type "Adventure"\nRoleplay "Solo"\nEraResources\n  Sway = 7',
  good: 'Type "Adventure"\nRoleplay "Solo"\nEraResources\n  Sway 7',
  rules: ["CGS-207", "CGS-212"],
  fixable: true,
  check({ ast, names }, r) {
    for (const { entry, spec } of entriesOf(ast, names)) {
      if (spec.entries === "conditional" || entry.op === null) continue;
      const first = entry.values[0];
      const fix = first === undefined ? undefined : [replaceFix({ start: entry.ref.range.end, end: first.range.start }, " ", `Remove "${entry.op.text}"`)];
      r.report(entry.op.range, `${spec.name} entries are Name Value, without an operator: ${entry.ref.name.text} ${first?.raw ?? "1"}.`, fix);
    }
  },
};

export const unexpectedReference: CardRule = {
  code: "unexpected-reference",
  severity: "error",
  layer: "card",
  summary: "A Category.Name entry in a cost, resource or feat category; only conditions refer to other categories.",
  bad: 'Type "Support"\nAdventureResources\n  AR.StarshipFlyRange 2',
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2',
  rules: ["CGS-224", "CGS-237"],
  fixable: true,
  check({ ast, names }, r) {
    for (const { entry, spec } of entriesOf(ast, names)) {
      const category = entry.ref.category;
      if (spec.entries === "conditional" || category === null) continue;
      r.report(entry.ref.range, `${spec.name} entries are plain names; write ${entry.ref.name.text}, without "${category.text}.".`, [
        replaceFix(entry.ref.range, entry.ref.name.text, `Change to ${entry.ref.name.text}`),
      ]);
    }
  },
};

export const missingOperator: CardRule = {
  code: "missing-operator",
  severity: "error",
  layer: "card",
  summary: "A condition without an operator between its name and its value.",
  bad: 'Type "Support"\nPlayIfBuildsite\n  Feats.StarshipDrive "Fluon"',
  good: 'Type "Support"\nPlayIfBuildsite\n  Feats.StarshipDrive = "Fluon"',
  rules: ["CGS-242"],
  fixable: true,
  check({ ast, names }, r) {
    for (const { entry, spec } of entriesOf(ast, names)) {
      if (spec.entries !== "conditional" || entry.op !== null || entry.values.length === 0) continue;
      const numeric = entry.values.every((v) => v.kind === "int") && entry.values.length === 1;
      const ops = numeric ? (["=", "<", ">"] as const) : (["="] as const);
      const titles = { "=": "equal to", "<": "at most", ">": "at least" } as const;
      r.report(
        entry.ref.range,
        `The condition ${refText(entry)} needs an operator: = (equal to)${numeric ? ", < (at most) or > (at least)" : ""}, e.g. ${refText(entry)} = ${entry.values[0]?.raw}.`,
        ops.map((op) => insertFix(entry.ref.range.end, ` ${op}`, `Insert ${op} (${titles[op]})`)),
      );
    }
  },
};

export const textOperator: CardRule = {
  code: "text-operator",
  severity: "error",
  layer: "card",
  summary: "< or > with a text value: texts can only be compared with =.",
  bad: 'Type "Support"\nDisableIf1\n  Subtype > "Starship"',
  good: 'Type "Support"\nDisableIf1\n  Subtype = "Starship"',
  rules: ["CGS-244"],
  fixable: true,
  check({ ast, names }, r) {
    for (const { entry, spec } of entriesOf(ast, names)) {
      if (spec.entries !== "conditional" || entry.op === null || entry.op.text === "=") continue;
      if (!entry.values.some((v) => v.kind === "text")) continue;
      r.report(entry.op.range, `Texts can only be compared with =; ${entry.op.text} needs a number (${entry.op.text === "<" ? "at most" : "at least"}).`, [
        replaceFix(entry.op.range, "=", "Change to ="),
      ]);
    }
  },
};

export const alternativesNeedEquals: CardRule = {
  code: "alternatives-need-equals",
  severity: "error",
  layer: "card",
  summary: 'Alternatives separated by "/" anywhere but after = in a condition.',
  bad: 'Type "Support"\nWreckIf\n  AR.StarshipFirePower > 2/3',
  good: 'Type "Support"\nWreckIf\n  AR.StarshipFirePower = 2/3',
  rules: ["CGS-245"],
  fixable: true,
  check({ ast, names }, r) {
    for (const { entry, spec } of entriesOf(ast, names)) {
      if (entry.values.length < 2) continue;
      const first = entry.values[0];
      const last = entry.values[entry.values.length - 1];
      if (first === undefined || last === undefined || (spec.entries === "conditional" && (entry.op === null || entry.op.text === "="))) continue;
      const range = { start: first.range.start, end: last.range.end };
      if (spec.entries === "conditional" && entry.op !== null) {
        r.report(range, `Alternatives with "/" only work with =; with ${entry.op.text} give one number.`, [replaceFix(entry.op.range, "=", "Change to =")]);
      } else {
        r.report(range, `${spec.name} entries have one value; "/" alternatives belong in conditions.`, [
          replaceFix(range, first.raw, `Keep ${first.raw}`),
        ]);
      }
    }
  },
};

export const CONDITION_RULES: readonly CardRule[] = [unexpectedOperator, unexpectedReference, missingOperator, textOperator, alternativesNeedEquals];
