/**
 * A `greenhouse.scenario/1` document as the engine reads it (docs/cli.md "The scenario file"): a structural,
 * read-only view of what lib/packs/scenario.ts parses with zod, so that the engine does not import
 * the file format's layer. Parsed scenarios are assignable here (the sandbox passes them to
 * `resolveScenario`, which proves it at typecheck; `cli resolve` hands them to ./scenario-file.ts
 * as the registry's `unknown`, and tests/systems/registry-scenarios.test.ts checks the type).
 */

export interface ScenarioCard {
  readonly identifier: string;
  readonly attributes: string;
  readonly format?: "silver" | "gold";
}

export interface ScenarioZones {
  readonly playground: readonly ScenarioCard[];
  readonly buildsite: readonly ScenarioCard[];
  readonly wreckage: readonly ScenarioCard[];
  readonly ops: readonly ScenarioCard[];
}

export interface Scenario {
  readonly step: "adventure" | "era";
  readonly players: readonly string[];
  readonly hero?: string;
  readonly adventure?: ScenarioCard;
  /** Player name -> that player's zones. */
  readonly zones: Readonly<Record<string, ScenarioZones>>;
  readonly commonBuildsite: readonly ScenarioCard[];
  readonly lastAdventure?: {
    readonly card: ScenarioCard;
    readonly hero: string;
    readonly won: boolean;
    readonly winner?: string | null;
  };
  readonly eraDeckHasDoomsdayOrEpic?: boolean;
  /** Alias -> full custom name. */
  readonly aliases?: Readonly<Record<string, string>>;
}
