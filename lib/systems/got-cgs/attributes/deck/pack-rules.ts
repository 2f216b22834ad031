/**
 * Deck rules about the pack and its eras as wholes: affiliations against players, affiliations
 * the instructions do not list, pack aliases that clash with names, eras that cannot be played.
 */
import type { AttributeNode } from "../ast";
import { lookup } from "../catalogue";
import { closestName } from "../spelling";
import type { DeckRule } from "../lint/rule";
import { replaceFix } from "../lint/fixes";
import type { DeckInput } from "./input";

export const tooFewAffiliations: DeckRule<DeckInput> = {
  code: "too-few-affiliations",
  severity: "warning",
  layer: "deck",
  summary: "Fewer affiliations than players: each player must choose a different affiliation from the era deck's cards (and the pack's list).",
  bad: { players: 2, cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAffiliation "USSA"' }] },
  good: {
    players: 2,
    cards: [
      { identifier: "EX-001", attributes: 'Type "Support"\nAffiliation "USSA"' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAffiliation "Spacelings"' },
    ],
  },
  rules: ["CGS-180", "CGS-183", "CGS-275", "CGS-277"],
  fixable: false,
  check(input, r) {
    const listed = input.doc.pack.instructions.affiliations;
    if (listed !== undefined && listed.length < input.players) {
      r.report(
        { era: null, identifier: null, field: "pack" },
        `The pack is for ${input.players} players but lists ${listed.length} affiliation${listed.length === 1 ? "" : "s"}; the number of players must be at most the number of affiliations.`,
      );
    }
    for (const era of input.eras) {
      const found = new Set(era.cards.map((c) => c.model.affiliation).filter((a): a is string => a !== null));
      if (found.size >= input.players || era.cards.length === 0) continue; // an empty era is incomplete-era's business
      const which = found.size === 0 ? "no card has an Affiliation" : `its cards have only ${[...found].map((a) => `"${a}"`).join(", ")}`;
      r.report(
        { era: era.name, identifier: null, field: "era" },
        `Era "${era.name}" is for ${input.players} players, but ${which}: each player must choose a different affiliation from the era deck's cards. Give cards Affiliation attributes.`,
      );
    }
  },
};

export const unlistedAffiliation: DeckRule<DeckInput> = {
  code: "unlisted-affiliation",
  severity: "warning",
  layer: "deck",
  summary: "A card's Affiliation that the pack's list of affiliations does not contain (often a misspelling).",
  bad: { affiliations: ["Spacelings", "USSA"], cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAffiliation "USAA"' }] },
  good: { affiliations: ["Spacelings", "USSA"], cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAffiliation "USSA"' }] },
  rules: ["CGS-179", "CGS-275"],
  fixable: true,
  check(input, r) {
    const listed = input.doc.pack.instructions.affiliations;
    if (listed === undefined || listed.length === 0) return;
    for (const era of input.eras) {
      for (const card of era.cards) {
        const affiliation = card.model.affiliation;
        if (affiliation === null || listed.includes(affiliation)) continue;
        const node = card.ast.items.find((i): i is AttributeNode => i.kind === "attribute" && input.names.resolve(i.name.text) === "Affiliation");
        const value = node?.value;
        if (value === null || value === undefined) continue;
        const guess = closestName(affiliation, listed);
        const names = listed.map((a) => `"${a}"`).join(", ");
        r.report(
          { era: era.name, identifier: card.card.identifier, field: "attributes", range: value.range },
          guess === undefined
            ? `Affiliation "${affiliation}" is not one of the pack's affiliations (${names}); add it to the pack's list or use one of them.`
            : `Affiliation "${affiliation}" is not one of the pack's affiliations (${names}); did you mean "${guess}"?`,
          guess === undefined ? undefined : [replaceFix(value.range, `"${guess}"`, `Change to "${guess}"`)],
        );
      }
    }
  },
};

export const aliasClash: DeckRule<DeckInput> = {
  code: "alias-clash",
  severity: "error",
  layer: "deck",
  summary: "A pack alias that is already a predefined name or built-in alias (so it is ignored), or that points at another alias.",
  bad: { aliases: { AR: "StarshipFlyRange" }, cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  AR 2' }] },
  good: { aliases: { SFR: "StarshipFlyRange" }, cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  SFR 2' }] },
  rules: ["CGS-233"],
  fixable: false,
  check(input, r) {
    const aliases = input.doc.pack.aliases;
    for (const [alias, target] of Object.entries(aliases)) {
      const builtIn = lookup(alias);
      if (builtIn !== undefined) {
        const what = builtIn.name === alias ? `the predefined ${builtIn.kind} ${alias}` : `the built-in alias of ${builtIn.name}`;
        r.report(
          { era: null, identifier: null, field: "pack" },
          `The pack alias ${alias} = ${target} is ignored: ${alias} is already ${what}. Choose another alias.`,
        );
      } else if (aliases[target] !== undefined) {
        r.report(
          { era: null, identifier: null, field: "pack" },
          `The pack alias ${alias} points at ${target}, which is itself an alias (of ${aliases[target]}); aliases are not followed twice. Write ${alias} = ${aliases[target]}.`,
        );
      } else if (target === alias) {
        r.report({ era: null, identifier: null, field: "pack" }, `The pack alias ${alias} points at itself; remove it.`);
      }
    }
  },
};

export const incompleteEra: DeckRule<DeckInput> = {
  code: "incomplete-era",
  severity: "warning",
  layer: "deck",
  summary: "An era deck without adventure cards or without support cards: no adventure can be played or won with it.",
  bad: { cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2' }] },
  good: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2' },
      { identifier: "EX-002", attributes: 'Type "Adventure"\nRoleplay "Solo"\nAdventureCommonCosts\n  StarshipFlyRange 2' },
    ],
  },
  rules: ["CGS-204", "CGS-205", "CGS-310"],
  fixable: false,
  check(input, r) {
    for (const era of input.eras) {
      if (era.cards.length === 0) {
        r.report({ era: era.name, identifier: null, field: "era" }, `Era "${era.name}" has no cards yet.`);
      } else if (era.adventures.length === 0) {
        r.report({ era: era.name, identifier: null, field: "era" }, `Era "${era.name}" has no adventure cards (Type "Adventure"), so no adventure can start.`);
      } else if (era.supports.length === 0) {
        r.report({ era: era.name, identifier: null, field: "era" }, `Era "${era.name}" has no support cards (Type "Support"), so adventure costs can only be covered by feats.`);
      }
    }
  },
};

export const PACK_RULES = [tooFewAffiliations, unlistedAffiliation, aliasClash, incompleteEra] as const;
