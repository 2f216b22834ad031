/**
 * What the rule -> test tables of the rules engines share (scripts/engine-rule-table.ts for GOT
 * CGS, scripts/genesis-rule-table.ts for Genesis): finding the tests named after each rule ID,
 * and the command that prints the table or writes it between the README's markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Rule {
  readonly id: string;
  readonly section: string;
}

/** The rules of an index file (`| <ID> | <section> | <rule> |` rows), IDs matching `prefix` (`CGS`, `GEN`). */
export function rulesOfIndex(index: string, prefix: string): Rule[] {
  const row = new RegExp(`^\\| (${prefix}-\\d+) \\| ([^|]+) \\|`);
  const out: Rule[] = [];
  for (const line of readFileSync(index, "utf8").split("\n")) {
    const m = row.exec(line);
    if (m) out.push({ id: m[1] as string, section: (m[2] as string).trim() });
  }
  return out;
}

/**
 * Rule ID -> the tests named after it, as `file › name` (file relative to tests/), for the IDs
 * `ids` matches (a global pattern such as /CGS-\d+/g) in each `it("...")` name of `files`
 * (paths relative to `root`). An ID named twice in one test counts once.
 */
export function testsNamedIn(root: string, files: readonly string[], ids: RegExp): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(/\bit\(\s*"((?:[^"\\]|\\.)*)"/g)) {
      const name = (m[1] as string).replace(/\\"/g, '"');
      for (const id of new Set(name.match(ids) ?? [])) {
        const list = map.get(id) ?? [];
        list.push(`${file.replace(/^tests\//, "")} › ${name}`);
        map.set(id, list);
      }
    }
  }
  return map;
}

/**
 * The script's command line: `--write` replaces the table between `<!-- rule-table:start -->` and
 * `<!-- rule-table:end -->` in `readme`; without it the table is printed. Throws when the README
 * has no markers.
 */
export function ruleTableCommand(argv: readonly string[], readme: string, table: string, rules: number): void {
  if (!argv.includes("--write")) {
    console.log(table);
    return;
  }
  const text = readFileSync(readme, "utf8");
  const start = "<!-- rule-table:start -->";
  const end = "<!-- rule-table:end -->";
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a === -1 || b === -1) throw new Error(`${readme} has no ${start} ... ${end} markers`);
  writeFileSync(readme, `${text.slice(0, a + start.length)}\n${table}\n${text.slice(b)}`);
  console.log(`wrote the rule table (${rules} rules) into ${readme}`);
}
