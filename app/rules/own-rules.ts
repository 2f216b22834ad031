/**
 * The rules pages' parts of the systems whose checks are code of their own (GOT CGS's attribute
 * text), from the registries: each system's `rules` entry (components/systems-ui.ts
 * `SystemRulesUi`), loaded on demand. A system without one has only its definition's rules,
 * which the rules page draws itself.
 */
import type { SystemRulesUi } from "@/components/systems-ui";
import { systemUi } from "@/components/systems-ui-registry";
import { allSystems } from "@/lib/systems/registry";

/** Each system's own rules, in the registry's order. */
export async function systemsRulesUi(): Promise<{ readonly key: string; readonly rules: SystemRulesUi }[]> {
  const loaded = await Promise.all(allSystems().map(async (s) => ({ key: s.definition.key, rules: await systemUi(s.definition.key)?.rules?.() })));
  return loaded.flatMap((l) => (l.rules === undefined ? [] : [{ key: l.key, rules: l.rules }]));
}

/** The playground of the first system whose language has one (/rules/playground), or null. */
export async function languagePlayground(): Promise<NonNullable<SystemRulesUi["playground"]> | null> {
  return (await systemsRulesUi()).find((o) => o.rules.playground !== undefined)?.rules.playground ?? null;
}
