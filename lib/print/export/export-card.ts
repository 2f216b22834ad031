/**
 * A card as every export sees it (PNG images, Tabletop Simulator): its scenes (the ones the PDF
 * draws) and the words an export puts beside them. System-neutral: each system's print code (or
 * the data systems' faces, system-export-cards.ts) makes these; exports only read them.
 */
import type { CardScene } from "../card-scene";

export interface ExportCard {
  /** The deck (era deck) the card belongs to. */
  readonly deck: string;
  readonly identifier: string;
  /** What a player calls the card (Tabletop Simulator's Nickname): its name field, else the identifier. */
  readonly name: string;
  /** The card's fields as text, one per line (Tabletop Simulator's Description). */
  readonly description: string;
  readonly copies: number;
  readonly front: CardScene;
  readonly back: CardScene;
  /** Cards with one back key share one back image. */
  readonly backKey: string;
}

/**
 * The cards of an export with the pictures that could not be used: those cards are drawn without
 * them (a plain background, as the PDF prints them), and the export says so, card by card.
 */
export type ExportCards = ExportCard[] & { readonly pictureProblems: readonly string[] };

const hasPicture = (scene: CardScene) => scene.nodes.some((n) => n.kind === "image");

/**
 * `cards` with a line for each card whose picture was asked for (`wanted`: its front, its back)
 * but is not in its scene; `reasons` are the problems met reading pictures (named when there is one).
 */
export function withPictureProblems(cards: ExportCard[], wanted: (card: ExportCard) => { front: boolean; back: boolean }, reasons: readonly string[]): ExportCards {
  const why = reasons.length === 1 ? ` (${reasons[0]})` : "";
  const problems: string[] = [];
  for (const c of cards) {
    const w = wanted(c);
    if (w.front && !hasPicture(c.front)) problems.push(`${c.identifier}: its picture could not be used${why}; drawn without it, as the PDF prints it`);
    if (w.back && !hasPicture(c.back)) problems.push(`${c.identifier}: its back's picture could not be used${why}; the designed back is drawn instead`);
  }
  return Object.assign(cards, { pictureProblems: problems });
}

/** The picture lines of an export's cards (none for a plain list). */
export function pictureWarnings(cards: readonly ExportCard[] | ExportCards): string[] {
  return "pictureProblems" in cards ? [...cards.pictureProblems] : [];
}

/** The trim size of a card as a key: cards of one size go on one Tabletop Simulator deck. */
export function sizeKey(card: Pick<ExportCard, "front">): string {
  const { width, height } = card.front.size;
  return `${width}x${height}`;
}

/** The deck names of `cards`, in order of first appearance. */
export function deckNames(cards: readonly ExportCard[]): string[] {
  return [...new Set(cards.map((c) => c.deck))];
}

/**
 * The cards of one deck, or all; throws ExportError naming the decks there are when `deck` is
 * not one of them, and when there is nothing to export.
 */
export function cardsOfDeck(cards: readonly ExportCard[], deck: string | undefined, decks: readonly string[] = deckNames(cards)): ExportCard[] {
  if (deck !== undefined && !decks.includes(deck)) {
    throw new ExportError(`the pack has no deck named "${deck}" (it has: ${decks.map((d) => `"${d}"`).join(", ") || "none"})`, "deck");
  }
  const out = deck === undefined ? [...cards] : cards.filter((c) => c.deck === deck);
  if (out.length === 0) throw new ExportError(deck === undefined ? "the pack has no cards to export: add cards to a deck first" : `the deck "${deck}" has no cards to export: add cards to it first`);
  return out;
}

/** A mistake in what was asked (no such deck, nothing to export, a face too large): a 4xx, exit code 2. */
export class ExportError extends Error {
  override readonly name = "ExportError";
  constructor(
    message: string,
    /** The option at fault (`deck`, `profile`, `baseUrl`), for 422 issue paths. */
    readonly path: string = "(document)",
  ) {
    super(message);
  }
}
