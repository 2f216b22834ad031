/**
 * `format <pack.json> [--aliases keep|expand|contract] [-o FILE | --write] [--check] [--json]`:
 * the pack as canonical `serializePack` JSON with every card's attribute text in canonical form
 * (docs/cli.md, docs/attributes.md).
 *
 * - Without -o/--write the formatted pack goes to stdout; `-o FILE` writes it there, `--write`
 *   overwrites the input file.
 * - `--aliases`: keep aliases as written (default), expand them to full names, or contract full
 *   names to aliases (built-in first, else the pack's shortest).
 * - `--check` writes nothing and exits 1 when any card's text (or the file itself) is not canonical.
 * - Cards whose text has syntax errors are kept exactly as written (never lose data) and listed
 *   on stderr (in `kept` with --json); the exit code is then 1.
 * - `--json` with -o/--write/--check prints a report `{ "file", "written", "changed", "kept" }`;
 *   without them stdout already is the (JSON) pack and the report goes to stderr as text.
 * Exit codes: 0 done, 1 some card kept for syntax errors (or --check found changes), 2 bad usage
 * or unreadable input (nothing written).
 */
import { writeFileSync } from "node:fs";
import { flagBool, flagString, UsageError } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type Command } from "../command";
import { readPack, readText } from "../io";
import { serializePack } from "../../packs/serialize";
import { packFormatter, type FormatAliases } from "../../systems/registry-print";

const MODES: readonly FormatAliases[] = ["keep", "expand", "contract"];

export const formatCommand: Command = {
  spec: {
    name: "format",
    usage: "format <pack.json> [--aliases keep|expand|contract] [-o FILE | --write] [--check] [--json]",
    summary: "print the pack with canonical attribute text (globals first, one category per line, entries indented)",
    details: [
      "Options (before or after the file):",
      "  --aliases keep|expand|contract  leave aliases as written (default), write full names, or write aliases",
      "  -o FILE                          write the formatted pack to FILE instead of stdout",
      "  --write                          overwrite the input file",
      "  --check                          write nothing; exit 1 if the file is not canonical",
      "  --json                           with -o, --write or --check: print { file, written, changed, kept } (and canonical)",
      "Cards whose attribute text has syntax errors are kept exactly as written and listed on stderr.",
      "Exit codes: 0 done, 1 a card was kept for syntax errors (or --check found changes), 2 bad usage or unreadable input.",
    ].join("\n"),
    flags: {
      aliases: { value: true },
      output: { value: true, short: "o" },
      write: { value: false },
      check: { value: false },
      json: { value: false },
    },
    positionals: [1, 1],
  },
  async run(args, io) {
    const file = args.positionals[0] as string;
    const mode = (flagString(args, "aliases") ?? "keep") as FormatAliases;
    if (!MODES.includes(mode)) throw new UsageError(`--aliases must be keep, expand or contract, got "${mode}"`);
    const output = flagString(args, "output");
    const write = flagBool(args, "write");
    const check = flagBool(args, "check");
    if ([output !== undefined, write, check].filter(Boolean).length > 1) throw new UsageError("give only one of -o FILE, --write and --check");

    const { doc } = readPack(file);
    // The pack file's system formats its own language's text (the registry's Node-only half).
    const format = await packFormatter(doc);
    if (format === null) throw new UsageError(`${file}: its game system "${doc.system}" has no text to format`);
    const result = format(doc, { aliases: mode });
    const text = serializePack(result.doc);
    const target = write ? file : output;
    const fileChanged = text !== readText(file);
    if (target !== undefined) writeFileSync(target, text, "utf8");
    else if (!check) io.stdout(text);

    const kept = result.kept.map((k) => ({ era: k.deck, identifier: k.identifier, reason: k.reason }));
    const report = { file, written: target ?? null, changed: result.changed, kept };
    if (flagBool(args, "json") && (target !== undefined || check)) {
      io.stdout(`${JSON.stringify(check ? { ...report, canonical: !fileChanged } : report, null, 2)}\n`);
    } else {
      for (const k of kept) io.stderr(`${file}:${k.era}:${k.identifier}: kept as written: ${k.reason}\n`);
      if (check) io.stderr(fileChanged ? `${file} is not canonical (${result.changed} card texts would change)\n` : `${file} is canonical\n`);
      else if (target !== undefined) io.stderr(`${target}: ${result.changed} card text${result.changed === 1 ? "" : "s"} formatted\n`);
    }
    if (kept.length > 0) return EXIT_INPUT_ERRORS;
    return check && fileChanged ? EXIT_INPUT_ERRORS : EXIT_OK;
  },
};
