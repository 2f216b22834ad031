/**
 * GOT CGS's system key on its own, for the registry's Node-only halves that key their loaders by
 * it without loading the system (./system.ts brings its engine and table along, which `cli pdf`
 * and `cli format` never need). tests/systems/registry-print.test.ts checks it is the definition's key.
 */
export const GOT_CGS_KEY = "got-cgs";
