/**
 * `npm run cli -- <command> [arguments]`: the Greenhouse command line (docs/cli.md).
 *
 * Commands are registered here by name with their one-line usage and summary, and each
 * command's module (with the engine, print or database code it needs) is imported only when
 * that command runs: `--help` loads nothing but this file and args.ts. tests/cli/main.test.ts
 * checks that each entry's usage and summary are the ones its module declares.
 */
import { parseArgs, InputError, UsageError } from "./args";
import { EXIT_USAGE, type CliIO, type Command } from "./command";

/** A command as the help lists it, and how to load the code that runs it. */
export interface CommandEntry {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Imports the command's module; rejects only when the installation is broken. */
  readonly load: () => Promise<Command>;
}

const PDF_USAGE =
  "pdf <pack.json> -o out.pdf [--paper A4|Letter|A3] [--bleed MM] [--backs none|long-edge|short-edge] [--crop-marks] [--era NAME] [--back-offset X,Y] [--instructions] [--attributes canonical|as-typed] [--json] | pdf --calibration -o cal.pdf [--paper P] [--backs B]";

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "lint",
    usage: "lint <pack.json | folder> [--era NAME] [--json]",
    summary: "check every card and era deck of a pack (or of every *.json pack in a folder) against the rules",
    load: async () => (await import("./commands/lint")).lintCommand,
  },
  {
    name: "format",
    usage: "format <pack.json> [--aliases keep|expand|contract] [-o FILE | --write] [--check] [--json]",
    summary: "print the pack with canonical attribute text (globals first, one category per line, entries indented)",
    load: async () => (await import("./commands/format")).formatCommand,
  },
  {
    name: "resolve",
    usage: "resolve <scenario.json> [--json]",
    summary: "Resolve one adventure or one era end described by a greenhouse.scenario/1 file.",
    load: async () => (await import("./commands/resolve")).resolveCommand,
  },
  {
    name: "replay",
    usage: "replay <replay.json> [--json]",
    summary: "Replay a greenhouse.replay/1 file and print the outcome (winners, victory points).",
    load: async () => (await import("./commands/replay")).replayCommand,
  },
  {
    name: "simulate",
    usage: "simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random] [--bots A,B] [--recruits N] [--workers W] [--json]",
    summary: "Play many eras with bots and report how every card and the era behave.",
    load: async () => (await import("./commands/simulate")).simulateCommand,
  },
  {
    name: "pdf",
    usage: PDF_USAGE,
    summary: "print the pack's cards as a PDF ready to cut (fronts, mirrored backs, crop marks)",
    load: async () => (await import("./commands/pdf")).pdfCommand,
  },
  {
    name: "export",
    usage: "export tts|png|csv <pack.json> -o FILE [--deck NAME] [--profile tgc-poker|mpc-poker|dpi-N] [--base-url URL] [--json]",
    summary: "export the cards for Tabletop Simulator (tts), a print-on-demand shop (png) or a spreadsheet (csv)",
    load: async () => (await import("./commands/export")).exportCommand,
  },
  {
    name: "db",
    usage: "db copy --from URL --to URL [--json]",
    summary: "copy every pack, revision, picture, game and simulation from one database to another (SQLite file or PostgreSQL)",
    load: async () => (await import("./commands/db")).dbCommand,
  },
];

function help(): string {
  // Usage on one line, what it does indented below: the pdf usage alone is wider than a terminal,
  // so padding every usage to the widest would push every summary off screen.
  const lines = COMMANDS.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]);
  return [
    "Usage: npm run cli -- <command> [arguments] [--json]",
    "",
    "Commands:",
    ...lines,
    "",
    "Exit codes: 0 success, 1 the input has errors, 2 bad usage or unreadable input.",
    "",
  ].join("\n");
}

function internalError(name: string, error: unknown, io: CliIO): number {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr(`greenhouse ${name}: internal error, please report it:\n${detail}\n`);
  return EXIT_USAGE;
}

/** Runs one command line; returns the exit code. Never throws. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(help());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (entry === undefined) {
    io.stderr(`greenhouse: unknown command "${name}"\n\n${help()}`);
    return EXIT_USAGE;
  }
  let command: Command;
  try {
    command = await entry.load();
  } catch (error) {
    return internalError(name, error, io);
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(`Usage: npm run cli -- ${command.spec.usage}\n${command.spec.summary}\n${command.spec.details === undefined ? "" : `\n${command.spec.details}\n`}`);
    return 0;
  }
  try {
    return await command.run(parseArgs(command.spec, rest), io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`greenhouse ${name}: ${error.message}\nUsage: npm run cli -- ${command.spec.usage}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof InputError) {
      io.stderr(`greenhouse ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    return internalError(name, error, io);
  }
}
