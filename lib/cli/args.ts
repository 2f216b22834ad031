/**
 * Command-line argument parsing shared by every command. Flags may stand before or after the
 * positional arguments (docs/cli.md); `--flag value` and `--flag=value` both work.
 */

export interface FlagSpec {
  /** Takes a value (`--era NAME`) or is a switch (`--json`). */
  readonly value: boolean;
  /** Short form, e.g. "o" for `-o out.pdf`. */
  readonly short?: string;
  /** May be given several times (values collected in order). */
  readonly repeat?: boolean;
}

export interface CommandSpec {
  readonly name: string;
  /** One line: `lint <pack.json | folder> [--era NAME] [--json]`. */
  readonly usage: string;
  readonly summary: string;
  /** Optional longer text for `<command> --help` (flags, output, exit codes). */
  readonly details?: string;
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** Positional arguments: [min, max]. */
  readonly positionals: readonly [number, number];
}

export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** Switches map to true; value flags to their last value (or all values under `repeat`). */
  readonly flags: Readonly<Record<string, string | true | readonly string[]>>;
}

/** Bad usage: the CLI prints the message and the command's usage line and exits 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** Unreadable input (missing file, invalid JSON, wrong format): exit 2 with the message. */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** Parses `argv` (without the command name) against `spec`; throws {@link UsageError}. */
export function parseArgs(spec: CommandSpec, argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true | string[]> = {};
  const shorts = new Map<string, string>();
  for (const [name, flag] of Object.entries(spec.flags)) if (flag.short) shorts.set(flag.short, name);

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    let name: string | undefined;
    let inline: string | undefined;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq === -1 ? undefined : arg.slice(eq + 1);
    } else if (arg.startsWith("-") && arg.length > 1 && !/^-\d/.test(arg)) {
      name = shorts.get(arg.slice(1));
      if (name === undefined) throw new UsageError(`unknown option ${arg}`);
    } else {
      positionals.push(arg);
      continue;
    }
    const flag = spec.flags[name];
    if (flag === undefined) throw new UsageError(`unknown option --${name}`);
    if (!flag.value) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith("--"))) {
      throw new UsageError(`--${name} needs a value`);
    }
    if (flag.repeat) {
      const list = flags[name];
      flags[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      flags[name] = value;
    }
  }
  const [min, max] = spec.positionals;
  if (positionals.length < min) throw new UsageError(`missing argument`);
  if (positionals.length > max) throw new UsageError(`unexpected argument "${positionals[max]}"`);
  return { positionals, flags };
}

/** The value of a value flag, or `undefined`. */
export function flagString(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  if (v === undefined || v === true) return undefined;
  return typeof v === "string" ? v : v[v.length - 1];
}

export function flagBool(args: ParsedArgs, name: string): boolean {
  return args.flags[name] === true;
}

/** A whole-number flag within [min, max]; `fallback` when absent; UsageError otherwise. */
export function flagInt(args: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const raw = flagString(args, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const n = Number.parseInt(raw, 10);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}
