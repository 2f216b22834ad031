/**
 * Parses the rule index (docs/rules/got-cgs-rules-index.md): a Markdown table of
 * `| CGS-<line> | Section | Rule sentence |`. Used to generate ./rule-sentences.ts (the browser
 * bundle cannot read the file) and by the test that keeps the two in step.
 */
export interface RuleEntry {
  readonly id: string;
  readonly section: string;
  readonly text: string;
}

/** Every row of the index whose first cell is a rule ID, in file order. Other lines are skipped. */
export function parseRulesIndex(markdown: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  for (const line of markdown.split("\n")) {
    const m = /^\|\s*(CGS-\d+)\s*\|(.*?)\|(.*)\|\s*$/.exec(line);
    if (m === null) continue;
    out.push({ id: m[1] as string, section: (m[2] as string).trim(), text: (m[3] as string).trim() });
  }
  return out;
}

/** The TypeScript source of ./rule-sentences.ts for `entries`. */
export function ruleSentencesSource(entries: readonly RuleEntry[]): string {
  const body = entries.map((e) => `  ${JSON.stringify(e.id)}: ${JSON.stringify(e.text)},`).join("\n");
  return [
    "/**",
    " * Rule ID -> rule sentence, generated from docs/rules/got-cgs-rules-index.md by",
    " * `UPDATE_RULE_SENTENCES=1 npx vitest run tests/table/rule-sentences.test.ts` (the test fails",
    " * when this file and the index differ). Do not edit by hand.",
    " */",
    "export const RULE_SENTENCES: Readonly<Record<string, string>> = {",
    body,
    "};",
    "",
  ].join("\n");
}
