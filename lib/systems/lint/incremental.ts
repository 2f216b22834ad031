/**
 * Re-lint of a pack while its definition is edited (the system editor's live lint, issue 28):
 * the same findings as `lintPack(def, decks)` in the same order, but a card's part whose inputs
 * did not change is not checked again. A card's findings are made of parts, each a pure function
 * of the card and of some parts of the definition:
 *
 * - its field checks: the definition's name, card types and fields;
 * - its unknown `:symbol:` names: the symbols' keys and the fields' keys, kinds and labels;
 * - each card rule: the rule, the card types, the pack lists and the fields' keys, labels,
 *   kinds and defaults (what `valueOf`, `matches` and `fillMessage` read; never min or max).
 *
 * Each part has a fingerprint (the JSON of what it reads); a card's part is kept per card object
 * and fingerprint, so typing a field's maximum re-runs the field checks and no card rule, and a
 * deck rule's change re-runs that deck rule only. Cards are compared by object: the decks are read
 * once and stay the same objects while the definition changes. Only the fingerprints of the
 * last pass are kept (memory stays at one pass's findings).
 *
 * Deck rules run per deck, kept per deck cards array and fingerprint (the rule, the fields' keys,
 * labels, kinds and defaults, the card types, the pack lists).
 */
import type { SystemCard, SystemDefinition, SystemFinding } from "../types";
import { checkCardFields } from "./card-fields";
import type { LintDeckInput } from "./pack";
import { checkCardRule, checkDeckRule } from "./rules";
import { checkSymbols } from "./symbols";

type Cache<K extends object> = Map<string, WeakMap<K, readonly SystemFinding[]>>;

/** What rules read of the fields: never min, max, patterns, help or columns. */
function fieldShapes(def: SystemDefinition): unknown[] {
  return def.fields.map((f) => [f.key, f.label, f.type.kind, f.default ?? null]);
}

/** Counters of the last pass, for tests and the bench: parts checked and parts reused. */
export interface IncrementalStats {
  readonly checked: number;
  readonly reused: number;
}

export interface PackLinter {
  /** Every finding of `decks` under `def`, as `lintPack(def, decks)` returns them. */
  lint(def: SystemDefinition, decks: readonly LintDeckInput[]): SystemFinding[];
  /** What the last `lint` checked and reused. */
  readonly stats: IncrementalStats;
}

/** A linter that keeps the parts of its last pass (one per live-lint panel). */
export function createPackLinter(): PackLinter {
  let cards: Cache<SystemCard> = new Map();
  let decksCache: Cache<readonly SystemCard[]> = new Map();
  let stats: IncrementalStats = { checked: 0, reused: 0 };

  return {
    get stats() {
      return stats;
    },
    lint(def, decks) {
      let checked = 0;
      let reused = 0;
      const nextCards: Cache<SystemCard> = new Map();
      const nextDecks: Cache<readonly SystemCard[]> = new Map();
      const slot = <K extends object>(prev: Cache<K>, next: Cache<K>, fp: string): WeakMap<K, readonly SystemFinding[]> => {
        let m = next.get(fp);
        if (m === undefined) {
          m = prev.get(fp) ?? new WeakMap();
          next.set(fp, m);
        }
        return m;
      };
      const part = <K extends object>(m: WeakMap<K, readonly SystemFinding[]>, key: K, run: () => readonly SystemFinding[]): readonly SystemFinding[] => {
        const hit = m.get(key);
        if (hit !== undefined) {
          reused++;
          return hit;
        }
        checked++;
        const found = run();
        m.set(key, found);
        return found;
      };

      const shapes = JSON.stringify(fieldShapes(def));
      const ruleContext = `${shapes}\u0000${JSON.stringify(def.cardTypes)}\u0000${JSON.stringify(def.packLists ?? null)}`;
      const fieldsFp = `fields\u0000${JSON.stringify([def.name, def.cardTypes, def.fields])}`;
      const symbolsFp = `symbols\u0000${JSON.stringify([(def.symbols ?? []).map((s) => s.key), shapes])}`;
      const cardRuleFps = def.cardRules.map((rule) => ({ rule, fp: `card\u0000${JSON.stringify(rule)}\u0000${ruleContext}` }));
      const deckRuleFps = def.deckRules.map((rule) => ({ rule, fp: `deck\u0000${JSON.stringify(rule)}\u0000${ruleContext}` }));

      const out: SystemFinding[] = [];
      // Findings are kept as lintPack gives them, with their deck's name (so per deck name too).
      const withDeck = (found: readonly SystemFinding[], deck: string): readonly SystemFinding[] => found.map((f) => ({ ...f, deck }));
      for (const deck of decks) {
        const d = `\u0000${deck.name}`;
        const fieldsPart = slot(cards, nextCards, fieldsFp + d);
        const symbolsPart = slot(cards, nextCards, symbolsFp + d);
        const cardRules = cardRuleFps.map(({ rule, fp }) => ({ rule, m: slot(cards, nextCards, fp + d) }));
        for (const card of deck.cards) {
          out.push(...part(fieldsPart, card, () => withDeck(checkCardFields(def, card), deck.name)));
          out.push(...part(symbolsPart, card, () => withDeck(checkSymbols(def, card), deck.name)));
          for (const { rule, m } of cardRules) out.push(...part(m, card, () => withDeck(checkCardRule(def, rule, card), deck.name)));
        }
        for (const { rule, fp } of deckRuleFps) out.push(...part(slot(decksCache, nextDecks, fp + d), deck.cards, () => withDeck(checkDeckRule(def, rule, deck.name, deck.cards), deck.name)));
      }
      cards = nextCards;
      decksCache = nextDecks;
      stats = { checked, reused };
      return out;
    },
  };
}
