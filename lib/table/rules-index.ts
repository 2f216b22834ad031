/**
 * Parses a rule index (docs/rules/got-cgs-rules-index.md, got-genesis-rules-index.md): a Markdown
 * table of `| CGS-<line> | Section | Rule sentence |` (or `GEN-<line>`). Used to generate
 * ./rule-sentences.ts and ./got-genesis-rule-sentences.ts (the browser bundle cannot read the
 * files) and by the tests that keep them in step.
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
    const m = /^\|\s*((?:CGS|GEN)-\d+)\s*\|(.*?)\|(.*)\|\s*$/.exec(line);
    if (m === null) continue;
    out.push({ id: m[1] as string, section: (m[2] as string).trim(), text: (m[3] as string).trim() });
  }
  return out;
}

/** The TypeScript source of ./rule-sentences.ts for `entries` (another index's file: its `index` file, `test` file and constant `name`). */
export function ruleSentencesSource(
  entries: readonly RuleEntry[],
  names: { index: string; test: string; name: string } = { index: "got-cgs-rules-index.md", test: "rule-sentences.test.ts", name: "RULE_SENTENCES" },
): string {
  const body = entries.map((e) => `  ${JSON.stringify(e.id)}: ${JSON.stringify(e.text)},`).join("\n");
  return [
    "/**",
    ` * Rule ID -> rule sentence, generated from docs/rules/${names.index} by`,
    ` * \`UPDATE_RULE_SENTENCES=1 npx vitest run tests/table/${names.test}\` (the test fails`,
    " * when this file and the index differ). Do not edit by hand.",
    " */",
    `export const ${names.name}: Readonly<Record<string, string>> = {`,
    body,
    "};",
    "",
  ].join("\n");
}
