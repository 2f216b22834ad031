/**
 * Seed packs as decks of resolved cards: what the seed checks and the deal simulation read.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AttrValue, CardModel, Condition } from "@/lib/systems/got-cgs/attributes/model";
import { parsePackJson, type PackCard, type PackDocument } from "@/lib/packs/schema";
import { identificationNumber } from "@/lib/systems/got-cgs/pack-document";
import { readCardModel } from "./card-model";

export const SEEDS_DIR = fileURLToPath(new URL("../../seeds/", import.meta.url));
export const DEMO_PACK_PATH = `${SEEDS_DIR}tidebound.pack.json`;
export const RULEBOOK_PACK_PATH = `${SEEDS_DIR}rulebook-examples.pack.json`;

export interface DeckCard {
  readonly era: string;
  readonly card: PackCard;
  /** Identification number (the number at the end of the identifier), or null. */
  readonly number: number | null;
  readonly model: CardModel;
}

export interface Deck {
  readonly era: string;
  readonly cards: readonly DeckCard[];
}

/** Reads and validates a pack file; throws with every format issue listed (a seed must fail loudly). */
export function loadPack(path: string): { text: string; doc: PackDocument } {
  const text = readFileSync(path, "utf8");
  const parsed = parsePackJson(text);
  if (!parsed.ok) {
    throw new Error(`${path} is not a valid pack:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
  }
  return { text, doc: parsed.value };
}

/** Every era of a pack as a deck of resolved cards. */
export function decksOf(doc: PackDocument): Deck[] {
  return doc.eras.map((era) => ({
    era: era.name,
    cards: era.cards.map((card) => ({
      era: era.name,
      card,
      number: identificationNumber(card.identifier),
      model: readCardModel(card.attributes, doc.pack.aliases),
    })),
  }));
}

export const isAdventure = (c: DeckCard): boolean => c.model.type === "Adventure";
export const isSupport = (c: DeckCard): boolean => c.model.type === "Support";

/** Copies counted: the number of physical cards. */
export function physical(cards: readonly DeckCard[]): number {
  return cards.reduce((n, c) => n + c.card.copies, 0);
}

/** Numeric entries of a category on a card (non-numeric values ignored). */
export function numbers(card: DeckCard | CardModel, category: string): Record<string, number> {
  const model = "model" in card ? card.model : card;
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(model.categories[category] ?? {})) {
    if (typeof value === "number") out[name] = value;
  }
  return out;
}

/** The value a condition's reference points at on a card, or undefined when the card lacks it. */
export function referenced(model: CardModel, condition: Condition): AttrValue | undefined {
  if (condition.category === null) return model.globals[condition.name];
  return model.categories[condition.category]?.[condition.name];
}

/** Whether a card fulfils one condition (rulebook "Conditional operators"); a missing attribute never does. */
export function fulfils(model: CardModel, condition: Condition): boolean {
  return meets(referenced(model, condition), condition);
}

/** Whether a value meets a condition's operator and values; undefined (attribute absent) never does. */
export function meets(value: AttrValue | undefined, condition: Condition): boolean {
  if (value === undefined) return false;
  switch (condition.op) {
    case "=":
      return condition.values.includes(value);
    case "<":
      return typeof value === "number" && condition.values.some((v) => typeof v === "number" && value <= v);
    case ">":
      return typeof value === "number" && condition.values.some((v) => typeof v === "number" && value >= v);
  }
}
