/**
 * The contract of a system's scenario-file hook (lib/systems/registry-scenarios.ts hands it
 * out): what `cli resolve` asks of the system a `greenhouse.scenario/1` file is written for
 * (docs/cli.md "The scenario file": one adventure or one era end laid out by hand). The command
 * stays a shell: it reads and parses the file (lib/packs/scenario.ts), asks the hook, and writes
 * what the hook answers with its own exit codes. Imports nothing.
 */

/** A scenario resolved: the result as `--json` prints it, and as a designer reads it in a terminal. */
export interface ScenarioResolved {
  readonly ok: true;
  /** Plain data, printed as JSON by `--json`. */
  readonly result: unknown;
  /** The terminal's text, ending with a newline. */
  readonly text: string;
}

/** A scenario the rules could not have produced, with every reason (each naming its rule). */
export interface ScenarioRefused {
  readonly ok: false;
  readonly problems: readonly string[];
}

export interface ScenarioFileHook {
  /** Resolves a parsed `greenhouse.scenario/1` document (lib/packs/scenario.ts `Scenario`). Never throws for an illegal scenario: it refuses it. */
  resolve(scenario: unknown): ScenarioResolved | ScenarioRefused;
}
