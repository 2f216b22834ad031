/**
 * What a free-table tile says of each card, from the system's definition: its name, type and the
 * numbers a player decides by (the int fields the deck table shows as columns: costs, powers),
 * and for the zoom every field that has a value.
 */
import type { CardFields, SystemDefinition } from "@/lib/systems/types";
import type { CardInfo } from "./types";

/** The most numbers a tile shows. */
const FACTS = 5;

export function cardInfo(definition: SystemDefinition, card: { readonly identifier: string; readonly type: string; readonly fields: CardFields }, editHref?: string): CardInfo {
  const name = typeof card.fields.name === "string" && card.fields.name.trim() !== "" ? card.fields.name : card.identifier;
  const type = definition.cardTypes.find((t) => t.key === card.type);
  const keys = type?.fields ?? [];
  const own = definition.fields.filter((f) => keys.includes(f.key));
  const facts = own
    .filter((f) => f.column !== false && f.type.kind === "int" && typeof card.fields[f.key] === "number")
    .slice(0, FACTS)
    .map((f) => `${f.label} ${String(card.fields[f.key])}`);
  const lines = own.flatMap((f) => {
    const v = card.fields[f.key];
    if (f.key === "name" || v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) return [];
    return [`${f.label}: ${Array.isArray(v) ? v.join(", ") : String(v)}`];
  });
  return { name, type: type?.label ?? card.type, facts, lines, ...(editHref === undefined ? {} : { editHref }) };
}
