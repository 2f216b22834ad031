/**
 * The GOT CGS rules engine's public surface (see README.md in this folder). Pure TypeScript: no
 * framework, no I/O, no Math.random, safe in a browser bundle. `simulate` is not exported here:
 * it starts worker threads (node:worker_threads), so server code imports it from
 * "@/lib/systems/got-cgs/engine/simulate".
 */
export type { Action, ActionType } from "./actions";
export type { GameEvent, EndReason } from "./events";
export type { Rejection, RejectionCode } from "./rules";
export { REJECTIONS } from "./rules";
export type { GameState, Zones, PlayerZones, ZoneRef, Phase } from "./state";
export { zoneLabel } from "./state";
export { newSession, SessionSetupError, type SessionOptions, type DeckSpec, type DeckCard } from "./setup";
export { apply, check, toAct, type ApplyResult } from "./reducer";
export { legalActions, type LegalOptions } from "./legal";
export { resolveAdventure, explainAdventure, type AdventureInput, type AdventureResolution } from "./resolution-adventure";
export { resolveEra, sessionWinners, type EraInput, type EraResolution } from "./resolution-era";
export { resolveScenario, type ScenarioResult, type ScenarioOutcome } from "./scenario";
export { decksFromPack, sessionFromPack, playerNames, playerRange } from "./pack";
export { decksPlayerRange, playerCountProblem, type PlayerRange } from "./players";
export { randomBot, type RandomBotOptions } from "./bots/random";
export { greedyBot } from "./bots/greedy";
export { BOT_KINDS, type Bot, type BotKind } from "./bots/bot";
export { playOut, BotError, type PlayOutOptions, type PlayOutResult } from "./runner";
export type { SimulationReport, AdventureStat, SupportStat, EraStats } from "./simulate-report";
export { stateFromLayout, type Layout } from "./layout";
export { invariantViolations } from "./invariants";
