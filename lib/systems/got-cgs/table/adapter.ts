/**
 * GOT CGS's table adapter (lib/systems/table-contract.ts): its engine, its views (./view.ts), log
 * lines (./log.ts), prompts and trade offers, the outcome and the turn timer; `GOT_CGS.table`.
 */
import type { RulesEngine } from "../../engine";
import type { TableAdapter } from "../../table-contract";
import type { Action } from "../engine/actions";
import type { GameEvent } from "../engine/events";
import type { GameState } from "../engine/state";
import { GOT_CGS_ENGINE } from "../rules-engine";
import { logLines } from "./log";
import { applyTail, stateDigest, type KnownState } from "./sync";
import { offerAction, offerRefusal, promptAction, statusLines, tableView, viewCache, type ViewCache } from "./view";

export const GOT_CGS_TABLE: TableAdapter<GameState, Action, GameEvent, ViewCache> = {
  system: "got-cgs",
  engine: GOT_CGS_ENGINE as unknown as RulesEngine<unknown, GameState, Action, GameEvent>,
  digest: stateDigest,
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
