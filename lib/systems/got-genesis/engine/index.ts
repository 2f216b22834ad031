/** The Genesis rules engine: pure, seeded, keyed to the GEN rule sentences (README.md). */
export { deal } from "./flow";
export { apply, check, toAct } from "./reducer";
export { legal } from "./legal";
export { greedyBot, randomBot } from "./bots";
export { outcome } from "./outcome";
export { readCards, factionsOf, type GenesisPackDocument, type GenesisPackCard } from "./pack";
export * from "./types";
