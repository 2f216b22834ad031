import type { CommandSpec, ParsedArgs } from "./args";

/** Where a command writes; tests pass a buffer, main.ts passes the process streams. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes (docs/cli.md): 0 success, 1 the input has errors, 2 bad usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_INPUT_ERRORS = 1;
export const EXIT_USAGE = 2;

export interface Command {
  readonly spec: CommandSpec;
  /** Returns the exit code; throws UsageError / InputError for exit 2. */
  run(args: ParsedArgs, io: CliIO): Promise<number>;
}
