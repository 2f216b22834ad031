/**
 * `lint <pack.json | folder> [--era NAME] [--json]`: every diagnostic of every card and deck
 * (DESIGN.md "Command line", docs/attributes.md).
 *
 * Human output, one line per finding: `file:era:identifier:line:column severity code message`
 * (era and identifier are empty for pack and era findings; a finding about another field than
 * the attributes starts its message with the field's name), then a summary line.
 * `--json` on one file prints exactly the `GET /api/packs/{id}/lint` document; on a folder,
 * `{ "files": [ { "file", "diagnostics", "summary" } ], "summary" }`.
 * Print fit (text that cannot fit its area, lib/print/fit.ts) is included.
 * Exit codes: 0 no errors (warnings allowed), 1 some error, 2 bad usage or unreadable input.
 */
import { flagBool, flagString } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type Command } from "../command";
import { readPacks, selectEras } from "../io";
import { summarize, type DiagnosticSummary, type PackDiagnostic } from "../../systems/got-cgs/attributes/diagnostics";
import { lintPack } from "../../packs/lint";
import { printFitDiagnostics } from "../../print/fit";

function humanLine(file: string, d: PackDiagnostic): string {
  const field = d.field === "attributes" || d.field === "era" || d.field === "pack" ? "" : `${d.field}: `;
  return `${file}:${d.era ?? ""}:${d.identifier ?? ""}:${d.line}:${d.column} ${d.severity} ${d.code} ${field}${d.message}`;
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
      "Every code is explained, with a bad and a good example, on the app's /rules page.",
      "Exit codes: 0 no errors (warnings allowed), 1 some error, 2 bad usage or unreadable input.",
    ].join("\n"),
    flags: { era: { value: true }, json: { value: false } },
    positionals: [1, 1],
  },
  async run(args, io) {
    const packs = readPacks(args.positionals[0] as string);
    const era = flagString(args, "era");
    const results = packs.map(({ path, doc }) => {
      const eras = selectEras(doc.eras, era, path);
      const result = lintPack(doc, { era, printFit: printFitDiagnostics });
      return { file: path, cards: eras.reduce((n, e) => n + e.cards.length, 0), ...result };
    });
    const all = results.flatMap((r) => r.diagnostics);
    const total = summarize(all);
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
