/**
 * `export tts|png|csv <pack.json> -o <file>`: the pack's cards for Tabletop Simulator (a zip of
 * the saved object and its sheets), for a print-on-demand shop (a zip of PNGs at a profile's
 * size) or as CSV (docs/cli.md, docs/print.md "Exports"). Any system: a GOT CGS pack file or a
 * pack of a game system (`"decks"`).
 *
 * Exit codes: 0 written; 2 bad usage or input (an unknown profile, deck or system, cards of
 * another size than the shop's, an unreadable file): nothing is written then, never half a zip.
 */
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as fontkit from "fontkit";
import { flagBool, flagString, InputError, UsageError } from "../args";
import { EXIT_OK, type Command } from "../command";
import { readPack, readText } from "../io";
import { provideFontkit } from "../lazy-fontkit";
import { eraDeckCsv, systemDeckCsv } from "../../packs/csv-export";
import type { PackDocument, SystemPackDocument } from "../../packs/schema";
import { ExportError, type ExportCard } from "../../print/export/export-card";
import { PrintError } from "../../print/plan";
import { resolveImagePaths } from "../../print/resolve-images";
import { isSystemPackJson, resolveSystemImagePaths, withBackPicture } from "../../print/system-file";
import { loadWidthCache, saveWidthCache } from "../../print/width-cache";
import { safeFileName, uniqueNames, zip } from "../../print/export/zip";
import type { GameSystem } from "../../systems/types";

const USAGE = "export tts|png|csv <pack.json> -o FILE [--deck NAME] [--profile tgc-poker|mpc-poker|dpi-N] [--base-url URL] [--json]";

/** A pack file read (an era-deck pack file, GOT CGS's shape, or a pack of a game system's decks); its pictures are read from `baseDir` only by the image exports (a CSV needs none). */
type Loaded = ({ readonly kind: "eras"; readonly doc: PackDocument } | { readonly kind: "system"; readonly system: GameSystem; readonly doc: SystemPackDocument }) & { readonly baseDir: string };

/** Reads the pack file as the pdf command does: a GOT CGS pack, or a pack of a game system. */
async function load(file: string): Promise<Loaded> {
  const text = readText(file);
  let json: unknown = null;
  if (text.includes('"decks"')) {
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: readPack says so below.
    }
  }
  const baseDir = dirname(resolve(file));
  if (!isSystemPackJson(json)) return { kind: "eras", doc: readPack(file).doc, baseDir };
  const [{ findSystem, allSystems }, { parseAnyPack }, { isSystemPack }] = await Promise.all([import("../../systems/registry"), import("../../packs/system-pack"), import("../../packs/schema")]);
  const key = (json as { system?: unknown }).system;
  const system = typeof key === "string" ? findSystem(key) : null;
  if (system === null) throw new InputError(`${file}: "system": ${JSON.stringify(key ?? null)} is not a game system (known: ${allSystems().map((s) => s.definition.key).join(", ")})`);
  const parsed = parseAnyPack(withBackPicture(json, baseDir));
  if (!parsed.ok || !isSystemPack(parsed.value)) {
    const issues = parsed.ok ? [{ path: "decks", message: "a pack file of a game system has decks" }] : parsed.issues;
    throw new InputError(`${file} is not a valid ${system.definition.name} pack file; nothing was written:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
  }
  return { kind: "system", system, doc: parsed.value, baseDir };
}

async function exportCards(loaded: Loaded, deck: string | undefined): Promise<ExportCard[]> {
  if (loaded.kind === "eras") {
    const doc = resolveImagePaths(loaded.doc, loaded.baseDir);
    const { documentPrint } = await import("../../systems/registry-print");
    // The system's own print path builds print core's ExportCard (its adapter fixes the contract's `Card` to it).
    return (await (await documentPrint(doc)).exportCards(doc, deck)) as ExportCard[];
  }
  const { systemExportCards } = await import("../../print/system-export-cards");
  return systemExportCards(resolveSystemImagePaths(loaded.doc, loaded.baseDir), loaded.system.definition, deck);
}

/** The decks as CSV: one file, or a zip of one CSV per deck when there are several and no --deck. */
function csvOutput(loaded: Loaded, deck: string | undefined, output: string): { data: Uint8Array | string; files: string[] } {
  const decks = loaded.kind === "eras" ? loaded.doc.eras.map((e) => ({ name: e.name, csv: () => eraDeckCsv(e.cards) })) : loaded.doc.decks.map((d) => ({ name: d.name, csv: () => systemDeckCsv(loaded.system.definition, d.cards) }));
  const chosen = deck === undefined ? decks : decks.filter((d) => d.name === deck);
  if (chosen.length === 0) throw new ExportError(deck === undefined ? "the pack has no decks to export" : `the pack has no deck named "${deck}" (it has: ${decks.map((d) => `"${d.name}"`).join(", ")})`);
  const only = chosen[0];
  if (chosen.length === 1 && only !== undefined && !output.endsWith(".zip")) return { data: only.csv(), files: [output] };
  if (!output.endsWith(".zip")) throw new UsageError(`the pack has ${chosen.length} decks: name one with --deck, or write them all into a zip (-o decks.zip)`);
  const name = uniqueNames();
  const entries = chosen.map((d) => ({ name: name(`${safeFileName(d.name)}.csv`), data: new TextEncoder().encode(d.csv()) }));
  return { data: zip(entries), files: entries.map((e) => e.name) };
}

export const exportCommand: Command = {
  spec: {
    name: "export",
    usage: USAGE,
    summary: "export the cards for Tabletop Simulator (tts), a print-on-demand shop (png) or a spreadsheet (csv)",
    flags: {
      output: { value: true, short: "o" },
      deck: { value: true },
      era: { value: true },
      profile: { value: true },
      "base-url": { value: true },
      json: { value: false },
    },
    positionals: [2, 2],
  },
  async run(args, io) {
    const [kind, file] = args.positionals as [string, string];
    if (!["tts", "png", "csv"].includes(kind)) throw new UsageError(`export what? "${kind}" is not tts, png or csv`);
    const output = flagString(args, "output");
    if (output === undefined) throw new UsageError(`give the file to write with -o (${kind === "csv" ? "deck.csv, or decks.zip for every deck" : `${kind}.zip`})`);
    if (resolve(file) === resolve(output)) throw new UsageError("the output file is the pack file itself; choose another name");
    if (kind !== "csv" && !output.endsWith(".zip")) throw new UsageError(`the ${kind} export is a zip: name the output file .zip (-o ${kind}.zip)`);
    const deck = flagString(args, "deck") ?? flagString(args, "era");
    const json = flagBool(args, "json");
    if (kind !== "png" && flagString(args, "profile") !== undefined) throw new UsageError("--profile is for the png export");
    if (kind !== "tts" && flagString(args, "base-url") !== undefined) throw new UsageError("--base-url is for the tts export");
    provideFontkit(fontkit);
    try {
      // An unknown profile is refused before the pack is read and its cards drawn.
      if (kind === "png") (await import("../../print/export/pod")).podProfile(flagString(args, "profile") ?? "dpi-300");
      const loaded = await load(file);
      if (kind === "csv") {
        const { data, files } = csvOutput(loaded, deck, output);
        write(output, data);
        if (json) io.stdout(`${JSON.stringify({ output, files }, null, 2)}\n`);
        else io.stdout(`wrote ${output}: ${files.length === 1 ? "one deck" : `${files.length} decks (${files.join(", ")})`}\n`);
        return EXIT_OK;
      }
      loadWidthCache();
      const cards = await exportCards(loaded, deck);
      saveWidthCache();
      const packName = loaded.doc.pack.name;
      if (kind === "png") {
        const { exportPngs } = await import("../../print/export/png-export");
        const result = await exportPngs(cards, { profile: flagString(args, "profile") ?? "dpi-300", deck });
        write(output, result.zip);
        for (const w of result.warnings) io.stderr(`warning: ${w}\n`);
        if (json) io.stdout(`${JSON.stringify({ output, profile: result.profile.key, images: result.images, cards: result.cards, warnings: result.warnings }, null, 2)}\n`);
        else io.stdout(`wrote ${output}: ${result.images} images of ${result.cards} cards (${result.profile.key}, ${result.profile.dpi} dpi)\n`);
        return EXIT_OK;
      }
      const { exportTts } = await import("../../print/export/tts");
      const result = await exportTts(cards, { packName, deck, baseUrl: flagString(args, "base-url") });
      write(output, result.zip);
      for (const w of result.warnings) io.stderr(`warning: ${w}\n`);
      if (json) io.stdout(`${JSON.stringify({ output, decks: result.decks, copies: result.copies, sheets: result.sheets, warnings: result.warnings }, null, 2)}\n`);
      else io.stdout(`wrote ${output}: ${result.decks} deck${result.decks === 1 ? "" : "s"}, ${result.copies} cards on ${result.sheets.length} sheet${result.sheets.length === 1 ? "" : "s"}\n`);
      return EXIT_OK;
    } catch (error) {
      if (error instanceof ExportError || error instanceof PrintError) throw new InputError(`${file}: ${error.message}`);
      throw error;
    }
  },
};

function write(output: string, data: Uint8Array | string): void {
  try {
    writeFileSync(output, data);
  } catch (error) {
    throw new InputError(`${output}: cannot write (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}
