/**
 * `pdf <pack.json> -o out.pdf`: the printable sheets (docs/cli.md, docs/print.md).
 *
 * Writes the PDF even when preflight finds problems (a designer may print a draft); they go to
 * stderr, or into `preflight` with --json. Exit codes: 0 written; 1 written, but cards being
 * printed (or the pack itself) have lint errors; 2 bad usage or unreadable input (nothing written).
 */
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as fontkit from "fontkit";
import { ZodError } from "zod";
import { flagBool, flagString, InputError, UsageError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readPack, readText } from "../io";
import { provideFontkit } from "../lazy-fontkit";
import { LayoutError } from "../../print/imposition";
import { printOptionsSchema, type PrintOptions } from "../../print/options";
import { PrintError } from "../../print/plan";
import type { PreflightItem } from "../../print/preflight";
import type { PreflightRow } from "../../systems/lint/finding-rows";
import { renderCalibrationPdf, renderSystemPdf } from "../../print/render";
import { resolveImagePaths } from "../../print/resolve-images";
import { loadWidthCache, saveWidthCache } from "../../print/width-cache";
import { isSystemPackJson, resolveSystemImagePaths, withBackPicture } from "../../print/system-file";
import { documentPrint } from "../../systems/registry-print";

const USAGE =
  "pdf <pack.json> -o out.pdf [--paper A4|Letter|A3] [--bleed MM] [--backs none|long-edge|short-edge] [--crop-marks] [--era NAME] [--back-offset X,Y] [--instructions] [--attributes canonical|as-typed] [--json] | pdf --calibration -o cal.pdf [--paper P] [--backs B]";

function number(raw: string, flag: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) throw new UsageError(`--${flag} must be a number of millimetres, got "${raw}"`);
  return Number.parseFloat(raw);
}

/** Reads the flags into print options; UsageError with the rule broken. */
export function optionsFromArgs(args: ParsedArgs): PrintOptions {
  const input: Record<string, unknown> = {};
  const paper = flagString(args, "paper");
  if (paper !== undefined) {
    // Letter is often typed in lower case; the sizes are not case-sensitive anywhere else either.
    const match = ["A4", "Letter", "A3"].find((p) => p.toLowerCase() === paper.toLowerCase());
    input.paper = match ?? paper;
  }
  const bleed = flagString(args, "bleed");
  if (bleed !== undefined) input.bleed = number(bleed, "bleed");
  const backs = flagString(args, "backs");
  if (backs !== undefined) input.backs = backs;
  if (flagBool(args, "crop-marks")) input.cropMarks = true;
  const era = flagString(args, "era");
  if (era !== undefined) input.era = era;
  const offset = flagString(args, "back-offset");
  if (offset !== undefined) {
    const parts = offset.split(",");
    if (parts.length !== 2) throw new UsageError(`--back-offset takes X,Y in millimetres (e.g. 0.5,-1), got "${offset}"`);
    input.backOffset = { x: number(parts[0] as string, "back-offset"), y: number(parts[1] as string, "back-offset") };
  }
  if (flagBool(args, "instructions")) input.instructions = true;
  const attributes = flagString(args, "attributes");
  if (attributes !== undefined) input.attributes = attributes;
  const parsed = printOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = String(issue?.path[0] ?? "").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    throw new UsageError(`--${flag}: ${issue?.message ?? "invalid value"}`);
  }
  return parsed.data;
}

function describe(item: PreflightRow): string {
  return `${item.severity}: ${item.message}`;
}

export const pdfCommand: Command = {
  spec: {
    name: "pdf",
    usage: USAGE,
    summary: "print the pack's cards as a PDF ready to cut (fronts, mirrored backs, crop marks)",
    flags: {
      output: { value: true, short: "o" },
      paper: { value: true },
      bleed: { value: true },
      backs: { value: true },
      "crop-marks": { value: false },
      era: { value: true },
      "back-offset": { value: true },
      instructions: { value: false },
      attributes: { value: true },
      calibration: { value: false },
      json: { value: false },
    },
    positionals: [0, 1],
  },
  async run(args, io) {
    // pdfkit loaded fontkit's ES module build: the measuring uses it too, instead of loading
    // its CommonJS build besides (lazy-fontkit.ts).
    provideFontkit(fontkit);
    const output = flagString(args, "output");
    if (output === undefined) throw new UsageError("give the file to write with -o out.pdf");
    const options = optionsFromArgs(args);
    const json = flagBool(args, "json");

    if (flagBool(args, "calibration")) {
      if (args.positionals.length > 0) throw new UsageError("--calibration prints the calibration sheet only; leave out the pack file");
      const flip = options.backs === "none" ? "long-edge" : options.backs;
      writeFileSync(output, await renderCalibrationPdf(options.paper, flip));
      if (json) io.stdout(`${JSON.stringify({ output, pages: 2 }, null, 2)}\n`);
      else io.stdout(`wrote ${output}: the calibration sheet (2 pages, ${options.paper}, flip on the ${flip.replace("-", " ")})\n`);
      return EXIT_OK;
    }

    const file = args.positionals[0];
    if (file === undefined) throw new UsageError("missing argument: the pack file to print");
    if (resolve(file) === resolve(output)) throw new UsageError("the output file is the pack file itself; choose another name for the PDF");
    const text = readText(file);
    let parsedJson: unknown = null;
    // Only a file that may have decks is parsed here; a GOT CGS pack is read once, by readPack.
    if (text.includes('"decks"')) {
      try {
        parsedJson = JSON.parse(text);
      } catch {
        // Not JSON: readPack below says so, with the GOT CGS format's wording.
      }
    }
    if (isSystemPackJson(parsedJson)) return printSystemPack(file, parsedJson, output, options, json, io);
    const loaded = readPack(file);
    let findings: readonly PreflightRow[];
    let result;
    try {
      const doc = resolveImagePaths(loaded.doc, dirname(resolve(file)));
      // An era-deck pack file prints by its system's own print path (the registry's).
      const print = await documentPrint(doc);
      // Text widths measured by earlier runs (lint's too) are reused, as lint does: preflight's
      // print fit and the layout the PDF draws then shape only text not seen before.
      loadWidthCache();
      findings = print.preflight(doc, options);
      result = await print.renderPdf(doc, options);
      saveWidthCache();
    } catch (error) {
      throw explainPrintError(file, error);
    }
    writePdf(output, result.pdf);
    const problems: PreflightRow[] = [...findings, ...result.pictureProblems.map((message): PreflightItem => ({ code: "picture-unreadable", severity: "error", message, era: null, identifier: null }))];
    const hasErrors = problems.some((p) => p.code === "card-lint-errors" || p.code === "pack-lint-errors");
    if (json) {
      io.stdout(`${JSON.stringify({ output, pages: result.pages, sheets: result.sheets, cards: result.cards, preflight: problems }, null, 2)}\n`);
    } else {
      for (const p of problems) io.stderr(`${describe(p)}\n`);
      io.stdout(`wrote ${output}: ${result.pages} pages, ${result.sheets} sheet${result.sheets === 1 ? "" : "s"}, ${result.cards} card${result.cards === 1 ? "" : "s"} (${options.paper}, backs: ${options.backs})\n`);
    }
    return hasErrors ? EXIT_INPUT_ERRORS : EXIT_OK;
  },
};

/**
 * A pack of a data-defined system (`"decks"`): read with the importer's strict format check
 * (parseAnyPack), then printed from its system's faces. Format errors (a wrong JSON type, an
 * unknown field or card type) are listed with their paths and give exit code 1, nothing written;
 * lint errors of the cards printed go to stderr (or `findings` with --json) and give exit code 1
 * with the PDF written, as for GOT CGS.
 */
async function printSystemPack(file: string, json: unknown, output: string, options: PrintOptions, asJson: boolean, io: CliIO): Promise<number> {
  const [{ allSystems }, { lintPack }, { parseAnyPack }, { isSystemPack }, { systemOfFile }] = await Promise.all([
    import("../../systems/registry"),
    import("../../systems/lint"),
    import("../../packs/system-pack"),
    import("../../packs/schema"),
    import("../file-system"),
  ]);
  const key = (json as { system?: unknown }).system;
  const system = await systemOfFile(file, json);
  if (system === null) {
    const keys = allSystems().map((s) => s.definition.key).join(", ");
    throw new InputError(`${file}: "system": ${JSON.stringify(key ?? null)} is not a game system (known: ${keys}) and the file carries no "systemDefinition"`);
  }
  const baseDir = dirname(resolve(file));
  let parsed;
  try {
    parsed = parseAnyPack(withBackPicture(json, baseDir));
  } catch (error) {
    throw explainPrintError(file, error);
  }
  if (!parsed.ok || !isSystemPack(parsed.value)) {
    const issues = parsed.ok ? [{ path: "decks", message: "a pack file of a game system has decks" }] : parsed.issues;
    if (asJson) io.stdout(`${JSON.stringify({ output: null, issues }, null, 2)}\n`);
    else io.stderr(`${file} is not a valid ${system.definition.name} pack file; nothing was written:\n${issues.map((i) => `  ${i.path}: ${i.message}\n`).join("")}`);
    return EXIT_INPUT_ERRORS;
  }
  const pack = parsed.value;
  let result;
  try {
    result = await renderSystemPdf(resolveSystemImagePaths(pack, baseDir), system.definition, options);
  } catch (error) {
    throw explainPrintError(file, error);
  }
  writePdf(output, result.pdf);
  const decks = pack.decks.filter((d) => options.era === undefined || d.name === options.era);
  const findings = lintPack(system, decks).filter((f) => f.severity === "error");
  const problems = [...findings.map((f) => `error: ${[f.deck, f.identifier, f.field].filter(Boolean).join(" ")}: ${f.code}: ${f.message}`), ...result.pictureProblems.map((m) => `error: ${m}`)];
  if (asJson) {
    io.stdout(`${JSON.stringify({ output, pages: result.pages, sheets: result.sheets, cards: result.cards, findings, pictureProblems: result.pictureProblems }, null, 2)}\n`);
  } else {
    for (const p of problems) io.stderr(`${p}\n`);
    io.stdout(`wrote ${output}: ${result.pages} pages, ${result.sheets} sheet${result.sheets === 1 ? "" : "s"}, ${result.cards} card${result.cards === 1 ? "" : "s"} (${system.definition.name}, ${options.paper}, backs: ${options.backs})\n`);
  }
  return findings.length > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
}

/** A print failure as the error the CLI reports: the file's mistake (exit 2), bad options (usage), or unexpected. */
function explainPrintError(file: string, error: unknown): unknown {
  if (error instanceof PrintError || error instanceof LayoutError) return new InputError(`${file}: ${error.message}`);
  if (error instanceof ZodError) return new UsageError(error.issues[0]?.message ?? "invalid options");
  return error;
}

function writePdf(output: string, pdf: Uint8Array): void {
  try {
    writeFileSync(output, pdf);
  } catch (error) {
    throw new InputError(`${output}: cannot write the PDF (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}
