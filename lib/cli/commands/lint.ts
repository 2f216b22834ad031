/**
 * `lint <pack.json | folder> [--era NAME] [--json]`: every diagnostic of every card and deck
 * (docs/cli.md, docs/attributes.md).
 *
 * Human output, one line per finding: `file:era:identifier:line:column severity code message`
 * (era and identifier are empty for pack and era findings; a finding about another field than
 * the attributes starts its message with the field's name), then a summary line.
 * `--json` on one file prints exactly the `GET /api/packs/{id}/lint` document; on a folder,
 * `{ "files": [ { "file", "diagnostics", "summary" } ], "summary" }`.
 * Print fit (text that cannot fit its area, the system's own from lib/systems/registry-print-fit.ts) is included.
 * Both kinds go through the one findings pipeline (lib/systems/lint/pack.ts `lintPack`, docs/lint.md).
 *
 * A pack file of another system (`"system": "altered"`, `"decks"`, cards with `fields`) is linted
 * from its system's definition (lib/systems/lint): the same output with the deck for the era and
 * no line or column (`file:deck:identifier:: severity code field: message`); `--era` picks a deck.
 * Exit codes: 0 no errors (warnings allowed), 1 some error, 2 bad usage or unreadable input.
 *
 * The lint code is imported when the command runs, and only the kind a file needs: print fit
 * (fonts) is not loaded for a data-system pack.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { flagBool, flagString, InputError } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type Command } from "../command";
import { readPack, readText, selectEras } from "../io";
import type { FindingSummary as DiagnosticSummary } from "../../systems/contract/findings";
import type { SystemFinding } from "../../systems/types";

/** One finding as printed: GOT CGS's diagnostic, or a data system's finding (no position). */
interface Row {
  readonly era?: string | null;
  readonly deck?: string;
  readonly identifier?: string | null;
  readonly field?: string;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

function humanLine(file: string, d: Row): string {
  const field = d.field === undefined || d.field === "attributes" || d.field === "era" || d.field === "pack" ? "" : `${d.field}: `;
  return `${file}:${d.era ?? d.deck ?? ""}:${d.identifier ?? ""}:${d.line ?? ""}:${d.column ?? ""} ${d.severity} ${d.code} ${field}${d.message}`;
}

interface FileResult {
  readonly file: string;
  readonly cards: number;
  readonly diagnostics: readonly Row[];
  readonly summary: DiagnosticSummary;
}

/** The pack files named by the argument: the file, or every `*.json` file of a folder by name. */
function packFiles(pathOrFolder: string): string[] {
  let isFolder = false;
  try {
    isFolder = statSync(pathOrFolder).isDirectory();
  } catch {
    throw new InputError(`${pathOrFolder}: no such file or folder`);
  }
  if (!isFolder) return [pathOrFolder];
  const files = readdirSync(pathOrFolder).filter((f) => f.endsWith(".json")).sort();
  if (files.length === 0) throw new InputError(`${pathOrFolder} holds no .json pack files`);
  return files.map((f) => join(pathOrFolder, f));
}

/** The `"system"` a pack file names, or undefined (GOT CGS) when it names none or is not JSON. */
function systemOf(text: string): { system?: string; json?: unknown } {
  try {
    const json: unknown = JSON.parse(text);
    const system = typeof json === "object" && json !== null && "system" in json ? (json as { system: unknown }).system : undefined;
    return { system: typeof system === "string" ? system : undefined, json };
  } catch {
    return {};
  }
}

/** A pack file of the default system (GOT CGS's eras): its system's pack hook and print fit, through the one pipeline. */
async function lintDefaultSystem(path: string, era: string | undefined): Promise<FileResult> {
  const [{ packLintResult }, { lintPack }, { DEFAULT_SYSTEM, findSystem }, { packPrintFit }, { loadWidthCache, saveWidthCache }] = await Promise.all([
    import("../../packs/lint"),
    import("../../systems/lint/pack"),
    import("../../systems/registry"),
    import("../../systems/registry-print-fit"),
    import("../../print/width-cache"),
  ]);
  const { doc } = readPack(path);
  const eras = selectEras(doc.eras, era, path);
  const system = findSystem(DEFAULT_SYSTEM);
  if (system === null) throw new Error(`the registry has no system "${DEFAULT_SYSTEM}"`);
  const fit = await packPrintFit(system);
  // Whether text fits is measured with the fonts; widths measured by earlier runs are reused.
  loadWidthCache();
  const { findings } = lintPack(system, { decks: [], document: doc }, { deck: era, printFit: fit === null ? undefined : () => fit(doc) });
  saveWidthCache();
  return { file: path, cards: eras.reduce((n, e) => n + e.cards.length, 0), ...packLintResult(findings) };
}

/** Finding rows in the JSON key order of GOT CGS's rows: where, then what. */
function findingRow(f: SystemFinding): Row {
  return { deck: f.deck, identifier: f.identifier, field: f.field, code: f.code, severity: f.severity, message: f.message };
}

async function lintDataSystem(path: string, key: string, json: unknown, era: string | undefined): Promise<FileResult> {
  const [{ allSystems }, { lintPack }, { toSystemFinding }, { readSystemPack }, { systemOfFile }] = await Promise.all([
    import("../../systems/registry"),
    import("../../systems/lint/pack"),
    import("../../systems/lint/finding-rows"),
    import("../../systems/lint/pack-file"),
    import("../file-system"),
  ]);
  const system = await systemOfFile(path, json);
  if (system === null) {
    const keys = allSystems().map((s) => s.definition.key).join(", ");
    throw new InputError(`${path}: "system": "${key}" is not a game system (known: ${keys}) and the file carries no "systemDefinition"`);
  }
  const read = readSystemPack(json);
  if (!read.ok) {
    const lines = read.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n");
    throw new InputError(`${path} is not a ${system.definition.name} pack file ("decks" of cards with an identifier):\n${lines}`);
  }
  const decks = selectEras(read.value.decks, era, path);
  const { findings, summary } = lintPack(system, { decks });
  return { file: path, cards: decks.reduce((n, d) => n + d.cards.length, 0), diagnostics: findings.map((f) => findingRow(toSystemFinding(f))), summary };
}

function summarize(results: readonly FileResult[]): DiagnosticSummary {
  return results.reduce((s, r) => ({ errors: s.errors + r.summary.errors, warnings: s.warnings + r.summary.warnings, infos: s.infos + r.summary.infos }), { errors: 0, warnings: 0, infos: 0 });
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function summaryLine(s: DiagnosticSummary, cards: number, files: number): string {
  const where = files > 1 ? ` in ${plural(files, "pack")}` : "";
  return `${plural(s.errors, "error")}, ${plural(s.warnings, "warning")}, ${plural(s.infos, "info")} (${plural(cards, "card")} checked${where})`;
}

export const lintCommand: Command = {
  spec: {
    name: "lint",
    usage: "lint <pack.json | folder> [--era NAME] [--json]",
    summary: "check every card and era deck of a pack (or of every *.json pack in a folder) against the rules",
    details: [
      "Options (before or after the file):",
      "  --era NAME   only this era deck (pack-wide findings are still reported)",
      "  --json       one file: { diagnostics: [...], summary: { errors, warnings, infos } } (as GET /api/packs/{id}/lint);",
      "               a folder: { files: [ { file, diagnostics, summary } ], summary }",
      "Output: file:era:identifier:line:column severity code message, one finding per line, then a summary.",
      "A pack of another system (\"system\": \"altered\", \"decks\") is checked against that system's field types and",
      "card and deck rules: --era names a deck, and findings have no line or column (file:deck:identifier:: ...).",
      "Every code is explained, with a bad and a good example, on the app's /rules page.",
      "Exit codes: 0 no errors (warnings allowed), 1 some error, 2 bad usage or unreadable input.",
    ].join("\n"),
    flags: { era: { value: true }, json: { value: false } },
    positionals: [1, 1],
  },
  async run(args, io) {
    const era = flagString(args, "era");
    const { DEFAULT_SYSTEM } = await import("../../systems/registry");
    const results: FileResult[] = [];
    for (const path of packFiles(args.positionals[0] as string)) {
      const { system, json } = systemOf(readText(path));
      results.push(system === undefined || system === DEFAULT_SYSTEM ? await lintDefaultSystem(path, era) : await lintDataSystem(path, system, json, era));
    }
    const total = summarize(results);
    if (flagBool(args, "json")) {
      const only = results[0];
      // A folder argument reads as a folder even when it holds one pack: the shape must not depend on a count.
      const body =
        only !== undefined && results.length === 1 && only.file === args.positionals[0]
          ? { diagnostics: only.diagnostics, summary: only.summary }
          : { files: results.map((r) => ({ file: r.file, diagnostics: r.diagnostics, summary: r.summary })), summary: total };
      io.stdout(`${JSON.stringify(body, null, 2)}\n`);
    } else {
      for (const r of results) for (const d of r.diagnostics) io.stdout(`${humanLine(r.file, d)}\n`);
      io.stdout(`${summaryLine(total, results.reduce((n, r) => n + r.cards, 0), results.length)}\n`);
    }
    return total.errors > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
  },
};
