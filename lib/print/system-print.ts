/**
 * Printing a pack of any data-defined system (`"decks"` in the pack file, docs/systems.md): the plan and the card scenes from the system's faces, on the same imposition,
 * backs, bleed, crop marks and pages as GOT CGS cards (plan.ts, pdf-draw.ts).
 *
 * System-neutral: the caller hands over the definition's `cardTypes`, `faces` and `backs` (from
 * the registry); nothing here names a system. Pure but for pictures and fonts (buildSystemScenes).
 */
import type { BackChoice, CardTypeDef, FaceDef, FieldDef, SymbolDef } from "../systems/types";
import { backPlacement } from "./duplex";
import { faceBackScene, faceFrontScene, faceOfCard, fillColour, NEUTRAL_BORDER, richFieldKeys, type FaceFinding, type PrintSymbol } from "./face-scene";
import { prepareSymbols } from "./symbol-pictures";
import { printable } from "./fonts";
import type { Rotation } from "./geometry";
import { cropMarks, layoutSheet, partialLayout } from "./imposition";
import type { PrintOptions } from "./options";
import { PrintError, printPages, type PlacedCard, type PrintPlan, type PrintSheet, type SheetCardView } from "./plan";
import { buildDistinctScenes, type BuildProgress, type BuiltScenes } from "./build";
import { preparePictures } from "./prepare-pictures";
import type { SystemPackCard } from "../packs/schema";

/** The part of a data-system pack document print needs (lib/packs/schema.ts SystemPackDocument fits it). */
export interface SystemPrintDocument {
  readonly pack: { readonly name: string; readonly pictures?: { readonly back?: string } };
  readonly decks: readonly { readonly name: string; readonly cards: readonly SystemPackCard[] }[];
}

/** What print needs of the system's definition. */
export interface SystemPrintFaces {
  readonly cardTypes: readonly CardTypeDef[];
  readonly faces: readonly FaceDef[];
  readonly backs: BackChoice;
  /** The system's symbols (`:key:` in text); absent: none. */
  readonly symbols?: readonly SymbolDef[];
  /** The system's fields: a `richText` one prints its `**bold**` and `*italic*` so; absent: plain text. */
  readonly fields?: readonly FieldDef[];
}

const NO_SYMBOLS: readonly SymbolDef[] = [];

export interface SystemPrintCard {
  readonly deck: string;
  readonly deckIndex: number;
  readonly cardIndex: number;
  readonly card: SystemPackCard;
  readonly face: FaceDef;
  /** The face's fill for the card's value, else the card type's border colour, else the neutral one. */
  readonly colour: string;
  /** The system's symbols (one list shared by every card). */
  readonly symbols: readonly SymbolDef[];
  /** The keys of the system's rich-text fields (one list shared by every card). */
  readonly rich: readonly string[];
  /** 1-based copy number among `card.copies`. */
  readonly copy: number;
}

export type SystemPrintPlan = PrintPlan<SystemPrintCard, string>;

/** The pages read a system card through this. */
export const SYSTEM_CARD_VIEW: SheetCardView<SystemPrintCard> = {
  frontKey: (c) => `${c.deckIndex}:${c.cardIndex}`,
  backKey: (c) => JSON.stringify([c.face.key, c.colour]),
  colour: (c) => c.colour,
  identifier: (c) => c.card.identifier,
};

function decksToPrint(doc: SystemPrintDocument, deck: string | undefined): SystemPrintDocument["decks"] {
  const decks = deck === undefined ? doc.decks : doc.decks.filter((d) => d.name === deck);
  if (deck !== undefined && decks.length === 0) {
    const names = doc.decks.map((d) => `"${d.name}"`).join(", ") || "none";
    throw new PrintError(`the pack has no deck named "${deck}" (it has: ${names})`, "era");
  }
  return decks;
}

/**
 * Every card to print, copies expanded, deck by deck in pack order, each card's copies together.
 * Throws PrintError for an unknown deck (`options.era` names it), or for a card whose type or
 * face the definition does not have (the pack check refuses such cards first, so: a stale pack).
 */
export function systemPrintCards(doc: SystemPrintDocument, faces: SystemPrintFaces, deck?: string): SystemPrintCard[] {
  const out: SystemPrintCard[] = [];
  const rich = richFieldKeys(faces.fields);
  for (const d of decksToPrint(doc, deck)) {
    const deckIndex = doc.decks.indexOf(d);
    d.cards.forEach((card, cardIndex) => {
      const face = faceOfCard(faces, card.type, card.fields);
      if (face === null) throw new PrintError(`card ${card.identifier} in deck "${d.name}" has the type "${card.type}", which has no face to print on`);
      const colour = fillColour(face.fill, card.fields) ?? faces.cardTypes.find((t) => t.key === card.type)?.border ?? NEUTRAL_BORDER;
      const symbols = faces.symbols ?? NO_SYMBOLS;
      for (let copy = 1; copy <= card.copies; copy++) out.push({ deck: d.name, deckIndex, cardIndex, card, face, colour, symbols, rich, copy });
    });
  }
  return out;
}

/**
 * The upright size a face is imposed with: its portrait shape. A landscape face takes a portrait
 * slot turned a quarter (as GOT CGS gold landscape cards do), so portrait and landscape cards of
 * one size share sheets.
 */
function uprightSize(face: FaceDef): { width: number; height: number } {
  return { width: Math.min(face.widthMm, face.heightMm), height: Math.max(face.widthMm, face.heightMm) };
}

/**
 * Plans a data-system pack: cards grouped by upright card size (in order of first appearance),
 * each group on its own sheets with the GOT CGS imposition, backs mirrored for the flip.
 * Throws PrintError (unknown deck, nothing to print) and LayoutError (no room for a card).
 */
export function planSystemPrint(doc: SystemPrintDocument, faces: SystemPrintFaces, options: PrintOptions): SystemPrintPlan {
  const cards = systemPrintCards(doc, faces, options.era);
  if (cards.length === 0) {
    throw new PrintError(options.era === undefined ? "the pack has no cards to print" : `the deck "${options.era}" has no cards to print`, options.era === undefined ? "(document)" : "era");
  }
  const sizeKey = (c: SystemPrintCard) => {
    const u = uprightSize(c.face);
    return `${u.width}x${u.height}`;
  };
  const groups = new Map<string, SystemPrintCard[]>();
  for (const c of cards) {
    const key = sizeKey(c);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [c]);
    else group.push(c);
  }
  const sheets: PrintSheet<SystemPrintCard, string>[] = [];
  for (const group of groups.values()) {
    const first = group[0] as SystemPrintCard;
    const upright = uprightSize(first.face);
    const full = layoutSheet(upright, { paper: options.paper, bleed: options.bleed });
    const perSheet = full.slots.length;
    const fullMarks = options.cropMarks ? cropMarks(full) : [];
    for (let start = 0; start < group.length; start += perSheet) {
      const onSheet = group.slice(start, start + perSheet);
      const layout = partialLayout(full, onSheet.length);
      const marks = !options.cropMarks ? [] : layout === full ? fullMarks : cropMarks(layout);
      const placed = onSheet.map((card, i): PlacedCard<SystemPrintCard> => {
        const slot = layout.slots[i] as (typeof layout.slots)[number];
        const landscape = card.face.widthMm > card.face.heightMm;
        // A landscape face sits in the portrait slot turned a quarter less; its back (drawn
        // upright, one back for every card) is the mirror of the slot.
        const front = landscape
          ? { trim: slot.trim, rotation: ((slot.rotation + 270) % 360) as Rotation, size: { width: card.face.widthMm, height: card.face.heightMm } }
          : { trim: slot.trim, rotation: slot.rotation, size: upright };
        const slotFront = { trim: slot.trim, rotation: slot.rotation, size: upright };
        const back = options.backs === "none" ? null : backPlacement(slotFront, layout.page, options.backs, options.backOffset);
        return { card, front, back };
      });
      sheets.push({ format: first.face.key, layout, perSheet, cards: placed, marks });
    }
  }
  return { options, packName: doc.pack.name, sheets, pages: printPages(options, sheets.length), cardCount: cards.length };
}

/** The portrait form of a face, for its back (one back design serves portrait and landscape cards). */
function backFace(face: FaceDef): FaceDef {
  if (face.widthMm <= face.heightMm) return face;
  return { ...face, widthMm: face.heightMm, heightMm: face.widthMm, orientation: "portrait", regions: [] };
}

const picture = (src: string | undefined): string | null => (src !== undefined && src.startsWith("data:") ? src : null);

/**
 * The scenes of every distinct front and back of `cards` (copies share one), and the print-fit
 * findings of the fronts. Never throws for a bad picture: it is listed and the card prints plain.
 * Backs: the pack's one back picture, or the designed back with the pack's name.
 */
export async function buildSystemScenes(
  doc: SystemPrintDocument,
  cards: readonly SystemPrintCard[],
  onProgress?: (p: BuildProgress) => void,
): Promise<BuiltScenes & { readonly findings: readonly FaceFinding[] }> {
  const backSrc = picture(doc.pack.pictures?.back);
  const wanted = new Set<string>();
  for (const c of cards) {
    const src = picture(c.card.image);
    if (src) wanted.add(src);
  }
  if (backSrc) wanted.add(backSrc);
  const { pictureFor, pictureProblems: problems } = await preparePictures(wanted, onProgress);
  const pictureProblems = [...problems];
  const symbolsOf = new Map<readonly SymbolDef[], readonly PrintSymbol[]>();
  for (const c of cards) {
    if (c.symbols.length === 0 || symbolsOf.has(c.symbols)) continue;
    const ready = await prepareSymbols(c.symbols);
    symbolsOf.set(c.symbols, ready.symbols);
    pictureProblems.push(...ready.problems);
  }
  const findings: FaceFinding[] = [];
  const packName = printable(doc.pack.name, "sansBold").text;
  const built = await buildDistinctScenes(
    cards,
    {
      frontKey: SYSTEM_CARD_VIEW.frontKey,
      backKey: SYSTEM_CARD_VIEW.backKey,
      front: (c) => {
        const front = faceFrontScene(c.face, { identifier: c.card.identifier, fields: c.card.fields, picture: pictureFor(picture(c.card.image)) }, { border: c.colour, symbols: symbolsOf.get(c.symbols) ?? [], rich: c.rich });
        findings.push(...front.findings);
        return front.scene;
      },
      back: (c) => faceBackScene(backFace(c.face), { picture: pictureFor(backSrc), packName, border: c.colour }),
    },
    onProgress,
  );
  return { ...built, pictureProblems, findings };
}
