/**
 * The meaning of a card's attribute text for the pages (Type, Roleplay, Affiliation, costs and
 * resources), from LANG's `cardModel`. Pure: the era table computes it on the server, the card
 * editor's preview in the browser as the designer types.
 */
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";
import type { AliasTable, CardModel } from "@/lib/systems/got-cgs/attributes/model";
import type { PackAliasDto } from "@/lib/server/types";

/** Pack aliases as the table `cardModel` takes. */
export function aliasTable(aliases: readonly PackAliasDto[]): AliasTable {
  return Object.fromEntries(aliases.map((a) => [a.alias, a.target]));
}

/** The card's model; never throws (text that does not parse keeps what it can). */
export function meaningOf(attributes: string, aliases: AliasTable): CardModel {
  return cardModel(attributes, aliases);
}
