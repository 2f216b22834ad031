/**
 * The table adapters by game-system key: what the browser needs of a system to draw its table
 * (docs/ui.md, "What a game system adds to trial play"). The game page takes its adapter from
 * here and never imports a system's adapter itself: the engine it predicts with, the neutral
 * {@link TableView}, the picked cards of a prompt as an action, trade offers (systems that have
 * them), the log lines, the outcome and the state digest the server sends.
 */
import type { RulesEngine } from "@/lib/systems/engine";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { GOT_CGS_ENGINE } from "@/lib/systems/got-cgs/rules-engine";
import { genesisRulesEngine } from "@/lib/systems/got-genesis/rules-engine";
import type { GenesisAction, GenesisEvent, GenesisState } from "@/lib/systems/got-genesis/engine";
import { digestOf } from "./digest";
import { applyTail, type KnownState, type Synced, type SyncEntry, type TailResult } from "./game-sync";
import { offerAction, offerRefusal, promptAction, statusLines, tableView, viewCache, type ViewCache } from "./got-cgs";
import { logLines } from "./got-cgs-log";
import { genesisTableView, genesisViewCache, type GenesisViewCache } from "./got-genesis";
import { genesisLogLines, genesisOutcome } from "./got-genesis-log";
import { applyTailWith } from "./tail";
import type { LegalView, LogLine, RefusalView, TableView } from "./view";

/** The end of a game as the table says it: a title, the winner(s), lines, and the deciding rule. */
export interface OutcomeView {
  readonly title: string;
  readonly lines: readonly string[];
  /** The rule ID that decided it (`GEN-330`), or null. */
  readonly rule: string | null;
  readonly ruleText: string;
}

export interface TableAdapter<S = unknown, A = unknown, E = unknown, C = unknown> {
  readonly system: string;
  readonly engine: RulesEngine<unknown, S, A, E>;
  /** The state digest the server sends with a `?since=` answer (lib/table/digest.ts). */
  digest(state: S): string;
  /** Applies a `?since=` answer's entries to the table's replay (lib/table/game-sync.ts). */
  applyTail(synced: Synced<S>, from: number, entries: readonly SyncEntry[], digest: string, known?: { readonly index: number; readonly state: S }): TailResult<S>;
  /** A cache kept for one game: unchanged cards keep their view objects. */
  viewCache(): C;
  /**
   * The table seen from `viewer`; `kinds` is each seat's kind ("human", "greedy"...). `legal`: the
   * server's legal actions, given for a game with hidden information, whose state the server
   * narrows to what the page may see (the engine's `view`): the engine cannot list them on it.
   */
  tableView(state: S, viewer: number, kinds: readonly string[], title: string, cache: C, legal?: readonly A[]): TableView;
  /** The action for a prompt's picked card ids, or null for an unknown prompt (check it before posting). */
  promptAction(promptId: string, player: number, picked: readonly string[]): A | null;
  /** Trade offers, for systems that have them (a pair of cards checked one at a time). */
  readonly offers: {
    action(player: number, give: string, take: string): A;
    refusal(state: S, player: number, give: string, take: string): RefusalView | null;
  } | null;
  /** The log lines of one entry (`by`: a bot's name, or null for the designer). */
  logLines(state: S, step: number, events: readonly E[], by: string | null): LogLine[];
  /** How the game ended, once the engine says nobody is to act; null before. */
  outcome(state: S): OutcomeView | null;
  /** What the turn timer does when it runs out (the seat's "do nothing" action), or null. */
  timeUp(legal: readonly LegalView[]): LegalView | null;
}

const GOT_CGS_TABLE: TableAdapter<GameState, Action, GameEvent, ViewCache> = {
  system: "got-cgs",
  engine: GOT_CGS_ENGINE as unknown as RulesEngine<unknown, GameState, Action, GameEvent>,
  digest: digestOf({ system: "got-cgs" }),
  applyTail: (synced, from, entries, digest, known) => applyTail(synced, from, entries, digest, known as KnownState | undefined),
  viewCache,
  tableView,
  promptAction,
  offers: { action: offerAction, refusal: offerRefusal },
  logLines,
  outcome(state) {
    if (state.phase !== "over") return null;
    const lines = statusLines(state);
    return { title: lines[lines.length - 1] ?? "The session is over.", lines: GOT_CGS_ENGINE.outcome(state).summary, rule: null, ruleText: "" };
  },
  // CGS-294: a seat whose time runs out passes, or refuses what it is asked.
  timeUp(legal) {
    const pass = legal.find((l) => (l.action as Action).type === "pass");
    const refuse = legal.find((l) => {
      const a = l.action as Action;
      return (a.type === "answerRequest" && !a.agree) || (a.type === "answerTrade" && !a.accept);
    });
    return pass ?? refuse ?? null;
  },
};

const genesisDigest = digestOf({ system: "got-genesis" }) as (state: GenesisState) => string;

const GENESIS_TABLE: TableAdapter<GenesisState, GenesisAction, GenesisEvent, GenesisViewCache> = {
  system: "got-genesis",
  engine: genesisRulesEngine as RulesEngine<unknown, GenesisState, GenesisAction, GenesisEvent>,
  digest: genesisDigest,
  applyTail: (synced, from, entries, digest, known) => applyTailWith(genesisRulesEngine, genesisDigest, synced, from, entries, digest, known),
  viewCache: genesisViewCache,
  tableView: genesisTableView,
  // Every Genesis choice is a legal action of its own: no prompts, no trades.
  promptAction: () => null,
  offers: null,
  logLines: genesisLogLines,
  outcome(state) {
    const o = genesisOutcome(state, genesisRulesEngine.outcome(state).summary);
    return o === null ? null : { title: `${o.winner} won the game`, lines: o.lines, rule: o.rule, ruleText: o.ruleText };
  },
  // GEN-294 asks for a turn in 5 minutes; the timer ends what can be ended without a choice.
  timeUp(legal) {
    const done = (l: LegalView) => {
      const a = l.action as GenesisAction;
      return (a.type === "finish" && a.experience === undefined) || a.type === "pass" || (a.type === "refill" && a.count === 0) || (a.type === "recruit" && a.card === null);
    };
    return legal.find(done) ?? null;
  },
};

/** Every system with a table, by key. */
export const TABLE_ADAPTERS: Readonly<Record<string, TableAdapter>> = {
  "got-cgs": GOT_CGS_TABLE as unknown as TableAdapter,
  "got-genesis": GENESIS_TABLE as unknown as TableAdapter,
};

/** The adapter of a system key (GOT CGS when absent, as for pack documents), or null for a system without a table. */
export function tableAdapterOf(system: string | undefined): TableAdapter | null {
  return TABLE_ADAPTERS[system ?? "got-cgs"] ?? null;
}
