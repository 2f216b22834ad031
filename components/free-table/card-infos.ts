/** What a free-table tile says of each card, from the system's definition: its name, type and up to three numbers a player decides by. */
import type { CardFields, SystemDefinition } from "@/lib/systems/types";
import type { CardInfo } from "./types";

export function cardInfo(definition: SystemDefinition, card: { readonly identifier: string; readonly type: string; readonly fields: CardFields }, editHref?: string): CardInfo {
  const name = typeof card.fields.name === "string" && card.fields.name.trim() !== "" ? card.fields.name : card.identifier;
  const type = definition.cardTypes.find((t) => t.key === card.type);
  const keys = type?.fields ?? [];
  const facts = definition.fields
    .filter((f) => keys.includes(f.key) && f.type.kind === "int" && typeof card.fields[f.key] === "number")
    .slice(0, 3)
    .map((f) => `${f.label} ${String(card.fields[f.key])}`);
  return { name, type: type?.label ?? card.type, facts, ...(editHref === undefined ? {} : { editHref }) };
}
