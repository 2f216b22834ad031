/**
 * Genesis's table adapter (lib/systems/table-contract.ts): its engine, its views (./view.ts) and
 * log lines (./log.ts); every choice is a legal action of its own (no prompts, no trades). The
 * state digest is the state's JSON. `GOT_GENESIS.table`.
 */
import type { RulesEngine } from "../../engine";
import type { TableAdapter } from "../../table-contract";
import { textDigest } from "@/lib/table/game-sync";
import { applyTailWith } from "@/lib/table/tail";
import type { LegalView } from "../../table-view";
import type { GenesisAction, GenesisEvent, GenesisState } from "../engine";
import { genesisRulesEngine } from "../rules-engine";
import { genesisLogLines, genesisOutcome } from "./log";
import { genesisTableView, genesisViewCache, type GenesisViewCache } from "./view";

const genesisDigest = (state: GenesisState): string => textDigest(JSON.stringify(state));

export const GENESIS_TABLE: TableAdapter<GenesisState, GenesisAction, GenesisEvent, GenesisViewCache> = {
  system: "got-genesis",
  engine: genesisRulesEngine as RulesEngine<unknown, GenesisState, GenesisAction, GenesisEvent>,
  digest: genesisDigest,
  applyTail: (synced, from, entries, digest, known) => applyTailWith(genesisRulesEngine, genesisDigest, synced, from, entries, digest, known),
  viewCache: genesisViewCache,
  tableView: genesisTableView,
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
