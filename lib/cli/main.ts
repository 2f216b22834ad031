/**
 * `npm run cli -- <command> [arguments]`: the Greenhouse command line (DESIGN.md "Command line").
 */
import { parseArgs, InputError, UsageError } from "./args";
import { EXIT_USAGE, type CliIO, type Command } from "./command";
import { formatCommand } from "./commands/format";
import { lintCommand } from "./commands/lint";
import { pdfCommand } from "./commands/pdf";
import { replayCommand } from "./commands/replay";
import { resolveCommand } from "./commands/resolve";
import { simulateCommand } from "./commands/simulate";

export const COMMANDS: readonly Command[] = [lintCommand, formatCommand, resolveCommand, replayCommand, simulateCommand, pdfCommand];

function help(): string {
  // Usage on one line, what it does indented below: the pdf usage alone is wider than a terminal,
  // so padding every usage to the widest would push every summary off screen.
  const lines = COMMANDS.flatMap((c) => [`  ${c.spec.usage}`, `      ${c.spec.summary}`]);
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

/** Runs one command line; returns the exit code. Never throws. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(help());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = COMMANDS.find((c) => c.spec.name === name);
  if (command === undefined) {
    io.stderr(`greenhouse: unknown command "${name}"\n\n${help()}`);
    return EXIT_USAGE;
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
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`greenhouse ${name}: internal error, please report it:\n${detail}\n`);
    return EXIT_USAGE;
  }
}

const isMain = process.argv[1] !== undefined && /lib[\\/]cli[\\/]main\.ts$/.test(process.argv[1]);
if (isMain) {
  const io: CliIO = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) };
  runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}
