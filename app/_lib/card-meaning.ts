/**
 * The meaning of a card's attribute text for the pages (Type, Roleplay, Affiliation, costs and
 * resources), from LANG's `cardModel`.
 *
 * TODO(ui): cardModel from lib/attributes has not landed yet; until it does, cards show no
 * meaning (the table falls back to dashes, the preview to a neutral border).
 */
import type { CardModel, AliasTable } from "@/lib/attributes/model";
import type { PackAliasDto } from "@/lib/server/types";

/** Pack aliases as the table `cardModel` takes. */
export function aliasTable(aliases: readonly PackAliasDto[]): AliasTable {
  return Object.fromEntries(aliases.map((a) => [a.alias, a.target]));
}

/** The card's model, or null when its meaning cannot be computed. */
export function meaningOf(_attributes: string, _aliases: AliasTable): CardModel | null {
  return null;
}
