/**
 * Card rules about values: predefined attributes' domains, empty texts, numbers-only categories.
 */
import type { Value } from "../ast";
import type { AttributeSpec } from "../catalogue";
import type { Fix } from "../diagnostics";
import { closestName } from "../spelling";
import { replaceFix } from "./fixes";
import type { CardRule } from "./rule";

/** Why `value` is outside `spec`'s domain and how to fix it, or null when it is fine. */
export function domainProblem(spec: AttributeSpec, value: Value): { message: string; fixes: Fix[] } | null {
  const domain = spec.domain;
  if (domain.kind === "enum") {
    if (value.kind === "text" && domain.values.includes(value.value)) return null;
    const options = domain.values.map((v) => `"${v}"`).join(", ");
    const guess = value.kind === "text" ? closestName(value.value, domain.values) : undefined;
    const exact = value.kind === "text" ? domain.values.find((v) => v.toLowerCase() === value.value.trim().toLowerCase()) : undefined;
    const fix = exact ?? guess ?? (domain.values.length === 1 ? domain.values[0] : undefined);
    return {
      message:
        fix === undefined
          ? `${spec.name} must be one of ${options}; ${value.raw} is not.`
          : `${spec.name} must be one of ${options}; did you mean "${fix}"?`,
      fixes: fix === undefined ? [] : [replaceFix(value.range, `"${fix}"`, `Change to "${fix}"`)],
    };
  }
  if (domain.kind === "int") {
    if (value.kind === "int" && value.value >= domain.min) return null;
    if (value.kind === "text" && /^\s*\d+\s*$/.test(value.value) && Number(value.value) >= domain.min) {
      const n = String(Number(value.value));
      return { message: `${spec.name} takes a whole number, without quotes: ${spec.name} ${n}.`, fixes: [replaceFix(value.range, n, `Change to ${n}`)] };
    }
    if (value.kind === "int") {
      return {
        message: `${spec.name} must be at least ${domain.min}; ${value.raw} is too small.`,
        fixes: [replaceFix(value.range, String(domain.min), `Change to ${domain.min}`)],
      };
    }
    return { message: `${spec.name} takes a whole number of at least ${domain.min}, not a text.`, fixes: [] };
  }
  if (value.kind === "text") return null;
  return {
    message: `${spec.name} takes a text in double quotes: ${spec.name} "${value.raw}".`,
    fixes: [replaceFix(value.range, `"${value.raw}"`, `Quote "${value.raw}"`)],
  };
}

export const invalidValue: CardRule = {
  code: "invalid-value",
  severity: "error",
  layer: "card",
  summary: 'A predefined attribute with a value outside its domain (Type "Adventure"/"Support", the eight roleplays, "Yes", whole numbers of at least 1, texts), in the card or in a condition.',
  bad: 'Type "Adventure"\nRoleplay "Competiton"',
  good: 'Type "Adventure"\nRoleplay "Competition"',
  rules: ["CGS-457", "CGS-461", "CGS-502", "CGS-508", "CGS-511", "CGS-515", "CGS-521"],
  fixable: true,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind === "attribute") {
        const spec = names.attribute(item.name.text);
        if (spec === undefined || item.value === null) continue;
        if (item.value.kind === "text" && item.value.value.trim() === "") continue; // empty-text says it
        const problem = domainProblem(spec, item.value);
        if (problem !== null) r.report(item.value.range, problem.message, problem.fixes);
        continue;
      }
      if (names.category(item.name.text)?.entries !== "conditional") continue;
      // A condition on a predefined attribute can only match values the attribute can have.
      for (const entry of item.entries) {
        if (entry.ref.category !== null) continue;
        const spec = names.attribute(entry.ref.name.text);
        if (spec === undefined || entry.op?.text !== "=") continue;
        for (const value of entry.values) {
          const problem = domainProblem(spec, value);
          if (problem !== null) r.report(value.range, `No card can match this: ${problem.message}`, problem.fixes);
        }
      }
    }
  },
};

export const emptyText: CardRule = {
  code: "empty-text",
  severity: "error",
  layer: "card",
  summary: 'A text value that is empty ("") or only spaces.',
  bad: 'Type "Support"\nSubtype ""',
  good: 'Type "Support"\nSubtype "Starship"',
  rules: ["CGS-213"],
  fixable: false,
  check({ ast }, r) {
    const check = (value: Value, owner: string): void => {
      if (value.kind === "text" && value.value.trim() === "") {
        r.report(value.range, `${owner} has an empty text; write a value between the quotes or remove ${owner}.`);
      }
    };
    for (const item of ast.items) {
      if (item.kind === "attribute") {
        if (item.value !== null) check(item.value, item.name.text);
        continue;
      }
      for (const entry of item.entries) for (const value of entry.values) check(value, entry.ref.name.text);
    }
  },
};

export const numericOnly: CardRule = {
  code: "numeric-only",
  severity: "error",
  layer: "card",
  summary: "A text value in a cost or resource category, or a condition comparing a cost or resource with a text: they hold whole numbers only.",
  bad: 'Type "Support"\nAdventureResources\n  StarshipFlyRange "3"',
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 3',
  rules: ["CGS-584", "CGS-618"],
  fixable: true,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind !== "category") continue;
      const spec = names.category(item.name.text);
      if (spec === undefined) continue;
      for (const entry of item.entries) {
        const target = spec.entries === "conditional" && entry.ref.category !== null ? names.category(entry.ref.category.text) : spec;
        if (target?.entries !== "numeric") continue;
        const where = spec.entries === "numeric" ? spec.name : `${target.name} (in a condition)`;
        for (const value of entry.values) {
          if (value.kind !== "text") continue;
          const digits = /^\s*\d+\s*$/.test(value.value) ? String(Number(value.value)) : undefined;
          r.report(
            value.range,
            `${where} values are whole numbers; ${value.raw} is a text.${digits === undefined ? "" : ` Write ${digits} without quotes.`}`,
            digits === undefined ? undefined : [replaceFix(value.range, digits, `Change to ${digits}`)],
          );
        }
      }
    }
  },
};

export const VALUE_RULES: readonly CardRule[] = [invalidValue, emptyText, numericOnly];
