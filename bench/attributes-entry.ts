/** What the attribute benchmarks measure (bundled by attributes-bundle.ts). Not a benchmark itself. */
export { analyze, cardModel, clearParseCache, parseAttributes, parseUncached, parseFull, nameTable } from "../lib/systems/got-cgs/attributes";
export { lintPack, deckFindingsForCard, clearLintMemo } from "../lib/packs/lint";
export { parsePackJson } from "../lib/packs/schema";
export { deck250 } from "../tests/systems/got-cgs/attributes/fixtures/deck-250";
export { RULEBOOK_CARDS } from "../lib/systems/got-cgs/attributes/rulebook-examples";
