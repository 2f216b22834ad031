/**
 * Free-table games on the game server (docs/systems.md "The free table"): the free-table engine
 * (lib/free-table) deals from the pack's decks and its system's `table`, and everything else (the
 * log, replay, undo, fork, import, export, the seat view) is the same mechanism as for the rules
 * engines. This file turns a pack document into what the free table deals from, and says which
 * engines a system offers.
 */
import { FREE_TABLE_ENGINE, type FreeTableDocument } from "@/lib/free-table";
import type { FreeTableDeck } from "@/lib/free-table/setup";
import { isSystemPack, type AnyPackDocument } from "@/lib/packs/schema";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { CardFields, SystemDefinition } from "@/lib/systems/types";
import { AppError } from "../errors";
import type { AnyEngine } from "@/lib/systems/engine";

/** How a game is played: by the system's rules engine, or on the free table. */
export const ENGINE_KINDS = ["rules", "free"] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export const FREE_ENGINE = FREE_TABLE_ENGINE as unknown as AnyEngine;

/** The pack document's system key (GOT CGS when it names none). */
export function systemKeyOf(document: AnyPackDocument): string {
  return isSystemPack(document) ? document.system : DEFAULT_SYSTEM;
}

/** The engines a system offers: "rules" when it has one, "free" when its definition has a table. */
export function enginesOf(key: string): EngineKind[] {
  const system = findSystem(key);
  if (system === null) return [];
  return [...(system.engine !== undefined ? (["rules"] as const) : []), ...(system.definition.table !== undefined ? (["free"] as const) : [])];
}

/** The system's definition for a free-table deal; AppError 422 at `engine` when it has no table. */
export function tableDefinitionOf(document: AnyPackDocument): SystemDefinition {
  const key = systemKeyOf(document);
  const definition = findSystem(key)?.definition;
  if (definition?.table === undefined) {
    throw new AppError("validation", `Packs of the system "${key}" have no free table: its definition has no "table" section.`, {
      issues: [{ path: "engine", message: "the system has no table; add one to its definition" }],
    });
  }
  return definition;
}

/**
 * The decks as the free table deals them: a data system's cards as they are, a GOT CGS era
 * deck's cards as the system's fields (type = silver or gold, the format; docs/systems.md).
 */
export function tableDecks(document: AnyPackDocument): FreeTableDeck[] {
  if (isSystemPack(document)) {
    return document.decks.map((d) => ({ name: d.name, cards: d.cards.map((c) => ({ identifier: c.identifier, copies: c.copies, type: c.type, fields: c.fields })) }));
  }
  return document.eras.map((era) => ({
    name: era.name,
    cards: era.cards.map((c) => {
      const fields: CardFields = { directive: c.directive, attributes: c.attributes, lore: c.lore, ...(c.orientation === undefined ? {} : { orientation: c.orientation }) };
      return { identifier: c.identifier, copies: c.copies, type: c.format, fields };
    }),
  }));
}

/** What the free-table engine deals from. */
export function freeTableDocument(document: AnyPackDocument): FreeTableDocument {
  return { definition: tableDefinitionOf(document), decks: tableDecks(document) };
}
