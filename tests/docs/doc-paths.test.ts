/**
 * The docs tell the truth about the tree: every relative link of a Markdown page and every code
 * path it names in backticks (`lib/print/plan.ts`, `tests/e2e/`) exists. A renamed or deleted
 * file then fails here instead of leaving a reader at a dead end.
 *
 * Read: README.md, docs/*.md and every README.md under lib/. A backticked path counts when it
 * starts with one of the project's top folders; placeholders (`<key>`, `*`, `{id}`, `…`) and
 * URLs are not paths.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TOP = ["app", "bench", "components", "docs", "lib", "prisma", "scripts", "seeds", "tests", ".ci"];

function readmesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...readmesUnder(path));
    else if (name === "README.md") out.push(path);
  }
  return out;
}

const pages = ["README.md", ...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), ...readmesUnder("lib"), "docs/rules/README.md"];

/** Whether `path` names something in the tree: the file or folder, or a test or source named so. */
function exists(path: string): boolean {
  const clean = path.replace(/[#?].*$/, "").replace(/\/$/, "").replace(/:\d+(-\d+)?$/, "");
  return ["", ".ts", ".tsx", ".test.ts", ".test.tsx", ".e2e.ts"].some((ext) => existsSync(join(root, clean + ext)));
}

interface Missing {
  readonly page: string;
  readonly line: number;
  readonly path: string;
}

function missingIn(page: string): Missing[] {
  const text = readFileSync(join(root, page), "utf8");
  const out: Missing[] = [];
  let fenced = false;
  text.split("\n").forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    // Links outside code; a target starting with "/" is a page of the app, not a file.
    for (const [, target] of fenced ? [] : line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (target === undefined || /^(https?:|mailto:|#|\/)/.test(target)) continue;
      const fromPage = resolve(root, dirname(page), target.replace(/#.*$/, ""));
      if (!existsSync(fromPage)) out.push({ page, line: i + 1, path: target });
    }
    for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
      if (code === undefined || /[<>*{}…$|]|\.\.\.|^\.ci\/run\b.+/.test(code)) continue;
      const path = code.replace(/^\.\//, "");
      if (!TOP.some((top) => path.startsWith(`${top}/`))) continue;
      if (!/^[\w./@[\]-]+$/.test(path)) continue;
      if (!exists(path)) out.push({ page, line: i + 1, path: code });
    }
    // Imports in the examples: `from "@/lib/..."` must name a module that exists.
    for (const [, spec] of line.matchAll(/from\s+"@\/([^"]+)"/g)) {
      if (spec !== undefined && !exists(spec)) out.push({ page, line: i + 1, path: `@/${spec}` });
    }
  });
  return out;
}

describe("the docs name only what exists", () => {
  it.each(pages)("%s: every relative link and code path exists", (page) => {
    expect(missingIn(page)).toEqual([]);
  });

  it("reads the pages it says it reads (a pattern that found nothing would pass every page)", () => {
    expect(pages.length).toBeGreaterThan(12);
    expect(missingIn("docs/architecture.md")).toEqual([]);
    // The checker itself finds a dead path: a page naming a file that does not exist.
    expect(exists("lib/print/no-such-file.ts")).toBe(false);
    expect(exists("lib/print/plan.ts")).toBe(true);
  });
});
