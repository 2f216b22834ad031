/** The free table (docs/systems.md, "The free table"): the engine every system with a `table` can be played with. */
export { FREE_TABLE_ENGINE, type FreeTableEngine } from "./engine";
export { dealTable, MAX_TABLE_CARDS, type FreeTableDeck, type FreeTableDocument } from "./setup";
export { applyFree, checkFree } from "./reducer";
export { viewState } from "./view";
export { legalFree } from "./legal";
export type { FreeTableAction, FreeTableEvent, CounterTarget } from "./actions";
export { FREE_TABLE_ACTION_KEYS } from "./actions";
export type { FreeTableState, TableCard, ZoneRef, ZoneState } from "./state";
export { locate, seesCard, zoneDef, zoneLabel, cardCounter } from "./state";
export type { TableDef, TableZoneDef, TableSetupStep, TableCounterDef } from "./definition";
