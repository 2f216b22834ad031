/**
 * Resolves a sandbox set-up in the browser with the engine's own scenario resolver, and says
 * what to show: the resolution, why the position is not legal, or what is missing.
 */
import { resolveScenario } from "@/lib/systems/got-cgs/engine/scenario";
import { parseScenario } from "@/lib/packs/scenario";
import { adventureViewFromScenario, eraViewFromScenario, type AdventureView, type EraView } from "@/components/got-cgs/resolution/view";
import { inWords, toScenario, type Setup } from "./setup";

export type Evaluation =
  /** Nothing to resolve yet (an adventure set-up without its adventure card). */
  | { readonly kind: "incomplete"; readonly message: string }
  /** The document does not fit the scenario format (e.g. an imported file's player names). */
  | { readonly kind: "invalid"; readonly problems: readonly string[] }
  /** The rules could not have produced this position: every reason, each naming its rule. */
  | { readonly kind: "illegal"; readonly problems: readonly string[] }
  | { readonly kind: "adventure"; readonly view: AdventureView }
  | { readonly kind: "era"; readonly view: EraView };

/**
 * Never throws: an engine failure on a strange position is reported as a problem, not a crash.
 * The resolver names zones by their scenario keys (`Alice.playground`, `commonBuildsite`); the
 * designer reads them in words ("Alice's playground"): the problems and wrap-up moves say so.
 */
export function evaluate(setup: Setup, packAliases: Readonly<Record<string, string>> = {}): Evaluation {
  const e = evaluateKeys(setup, packAliases);
  switch (e.kind) {
    case "invalid":
    case "illegal":
      return { kind: e.kind, problems: e.problems.map((p) => inWords(setup, p)) };
    case "adventure":
      return { kind: "adventure", view: { ...e.view, moves: e.view.moves.map((m) => ({ ...m, from: inWords(setup, m.from), to: inWords(setup, m.to) })) } };
    default:
      return e;
  }
}

function evaluateKeys(setup: Setup, packAliases: Readonly<Record<string, string>> = {}): Evaluation {
  if (setup.step === "adventure" && setup.adventure === null) {
    return { kind: "incomplete", message: "Put an adventure card in the adventure slot: the hero plays it to start the adventure." };
  }
  const parsed = parseScenario(toScenario(setup, packAliases));
  if (!parsed.ok) return { kind: "invalid", problems: parsed.issues.map((i) => `${i.path}: ${i.message}`) };
  const doc = parsed.value;
  try {
    const out = resolveScenario(doc);
    if (!out.ok) return { kind: "illegal", problems: out.problems };
    return doc.step === "adventure"
      ? { kind: "adventure", view: adventureViewFromScenario(out.result, doc.players, doc.hero ?? null) }
      : { kind: "era", view: eraViewFromScenario(out.result, doc.players) };
  } catch (error) {
    return { kind: "illegal", problems: [`The engine could not resolve this position: ${error instanceof Error ? error.message : String(error)}`] };
  }
}
