/**
 * Tabletop Simulator's saved object for a pack (docs/print.md, "Exports"): one `Deck` per deck and
 * card size (a deck with a single copy is a `Card`, as TTS wants), its sheets of card images, and
 * its backs. Sheets hold at most 10 x 7 cells, the last one the hidden image (the back), so 69
 * cards a sheet; each sheet is under 4096 px a side, RGB PNG; more cards give more sheets. Every
 * copy is a card of its own in the deck (`DeckIDs`, `ContainedObjects`), pointing at its card's
 * cell: `CardID` = sheet key x 100 + cell. Backs: one image when every card of the deck has the
 * same back, else a back sheet in the same cells (`UniqueBack`).
 *
 * The image URLs are `<baseUrl>/<file>`: where the designer hosts the sheets, or the links the
 * server serves. Without a base URL they are the bare file names, and the result says so.
 */
import { createCanvas, type Canvas, type Image } from "@napi-rs/canvas";
import { createHash } from "node:crypto";
import type { CardScene } from "../card-scene";
import { drawScene, encodePng, loadPictures, MM_PER_INCH, paintScene } from "../raster";
import { cardsOfDeck, deckNames, ExportError, pictureWarnings, sizeKey, type ExportCard } from "./export-card";
import { safeFileName, uniqueNames, zip, type ZipEntry } from "./zip";

/** TTS reads sheets up to this many pixels a side. */
export const MAX_SHEET_PX = 4096;
export const MAX_COLUMNS = 10;
export const MAX_ROWS = 7;
/** Cards a sheet: every cell but the last (the hidden image). */
export const CARDS_PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1;
/** No card is drawn sharper than this on a sheet (a TTS table rarely shows more). */
const MAX_DPI = 300;

export interface TtsOptions {
  readonly packName: string;
  readonly deck?: string;
  /** Where the images will be served from; absent: bare file names (a warning says so). */
  readonly baseUrl?: string;
  readonly onProgress?: (p: { done: number; total: number }) => void;
  readonly signal?: AbortSignal;
}

export interface TtsSheet {
  readonly file: string;
  readonly columns: number;
  readonly rows: number;
  readonly widthPx: number;
  readonly heightPx: number;
  /** The identifiers in the cells, in order (the last cell, the hidden image, not listed). */
  readonly cells: readonly string[];
}

export interface TtsResult {
  readonly zip: Uint8Array;
  /** The saved object, as written into the zip. */
  readonly savedObject: TtsSavedObject;
  readonly sheets: readonly TtsSheet[];
  readonly decks: number;
  readonly copies: number;
  readonly warnings: readonly string[];
}

export interface TtsCustomDeck {
  readonly FaceURL: string;
  readonly BackURL: string;
  readonly NumWidth: number;
  readonly NumHeight: number;
  readonly BackIsHidden: boolean;
  readonly UniqueBack: boolean;
  readonly Type: 0;
}

interface TtsTransform {
  readonly posX: number;
  readonly posY: number;
  readonly posZ: number;
  readonly rotX: number;
  readonly rotY: number;
  readonly rotZ: number;
  readonly scaleX: number;
  readonly scaleY: number;
  readonly scaleZ: number;
}

export interface TtsCard {
  readonly Name: "Card";
  readonly GUID: string;
  readonly Transform: TtsTransform;
  readonly Nickname: string;
  readonly Description: string;
  readonly CardID: number;
  readonly SidewaysCard: boolean;
  readonly CustomDeck: Record<string, TtsCustomDeck>;
}

export interface TtsDeck {
  readonly Name: "Deck";
  readonly GUID: string;
  readonly Transform: TtsTransform;
  readonly Nickname: string;
  readonly Description: string;
  readonly SidewaysCard: boolean;
  readonly DeckIDs: number[];
  readonly CustomDeck: Record<string, TtsCustomDeck>;
  readonly ContainedObjects: TtsCard[];
}

export interface TtsSavedObject {
  readonly SaveName: string;
  readonly Date: string;
  readonly VersionNumber: string;
  readonly GameMode: string;
  readonly Note: string;
  readonly ObjectStates: (TtsDeck | TtsCard)[];
}

/** The grid for `cards` cards plus the hidden image: at most 10 columns and 7 rows. */
export function sheetGrid(cards: number): { columns: number; rows: number } {
  const cells = cards + 1;
  const columns = Math.min(MAX_COLUMNS, Math.max(2, cells));
  return { columns, rows: Math.max(2, Math.ceil(cells / columns)) };
}

/** A cell's size in pixels for a card of `size` mm on a grid, every side of the sheet under 4096 px. */
export function cellSize(size: { width: number; height: number }, grid: { columns: number; rows: number }): { width: number; height: number } {
  const dpi = Math.min(MAX_DPI, ((MAX_SHEET_PX - 1) / grid.columns / size.width) * MM_PER_INCH, ((MAX_SHEET_PX - 1) / grid.rows / size.height) * MM_PER_INCH);
  return { width: Math.floor((size.width / MM_PER_INCH) * dpi), height: Math.floor((size.height / MM_PER_INCH) * dpi) };
}

function guid(seed: string): string {
  return createHash("sha256").update(seed).digest("hex").slice(0, 6);
}

function transform(index: number, scale: number, faceDown: boolean): TtsTransform {
  return { posX: index * 4, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: faceDown ? 180 : 0, scaleX: scale, scaleY: 1, scaleZ: scale };
}

function url(baseUrl: string | undefined, file: string): string {
  return baseUrl === undefined ? file : `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(file)}`;
}

/** Draws `scenes` into a grid's cells (the hidden image in the last) and returns the PNG. */
async function drawSheet(scenes: readonly CardScene[], hidden: CardScene, grid: { columns: number; rows: number }, cell: { width: number; height: number }, pictures: ReadonlyMap<string, Image>, canvases: Map<string, Canvas>): Promise<Buffer> {
  // One canvas per sheet size, painted over for each sheet: a 4096 px sheet is 64 MB of native
  // memory, which the collector would free only late.
  const width = grid.columns * cell.width;
  const height = grid.rows * cell.height;
  let sheet = canvases.get(`${width}x${height}`);
  if (sheet === undefined) {
    sheet = createCanvas(width, height);
    canvases.set(`${width}x${height}`, sheet);
  }
  const ctx = sheet.getContext("2d", { alpha: false });
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  const place = (scene: CardScene, i: number) => {
    // A portrait back (backs are drawn upright) in a landscape cell is turned to fill it.
    const turned = (scene.size.width > scene.size.height) !== (cell.width > cell.height);
    const dpi = (cell.width / (turned ? scene.size.height : scene.size.width)) * MM_PER_INCH;
    paintScene(ctx, scene, { dpi, sizePx: cell, turned }, pictures, { x: (i % grid.columns) * cell.width, y: Math.floor(i / grid.columns) * cell.height, ...cell });
  };
  scenes.forEach(place);
  place(hidden, grid.columns * grid.rows - 1);
  return encodePng(sheet, Math.round((cell.width / Math.min(hidden.size.width, hidden.size.height)) * MM_PER_INCH));
}

/**
 * The saved object and its sheets, zipped (`<pack>.json` and the PNGs). Throws ExportError for an
 * unknown deck or a pack with no cards, before drawing anything.
 */
export async function exportTts(all: readonly ExportCard[], options: TtsOptions): Promise<TtsResult> {
  const cards = cardsOfDeck(all, options.deck);
  const pictures = await loadPictures(cards.flatMap((c) => [c.front, c.back]));
  const stem = safeFileName(options.packName);
  const name = uniqueNames();
  const entries: ZipEntry[] = [];
  const sheets: TtsSheet[] = [];
  const objects: (TtsDeck | TtsCard)[] = [];
  const warnings: string[] = pictureWarnings(all);
  const canvases = new Map<string, Canvas>();
  if (options.baseUrl === undefined) warnings.push("no base URL: the saved object names its images by file name; host the PNGs and export again with the base URL, or use the server's export links");
  else if (!/^(https?|file):\/\//.test(options.baseUrl)) throw new ExportError(`the base URL must start with https://, http:// or file://, got "${options.baseUrl}"`, "baseUrl");

  // One group per deck and card size, in deck order, sizes in order of first appearance.
  const groups: { deck: string; cards: ExportCard[] }[] = [];
  for (const deck of deckNames(cards)) {
    const bySize = new Map<string, ExportCard[]>();
    for (const c of cards.filter((x) => x.deck === deck)) bySize.set(sizeKey(c), [...(bySize.get(sizeKey(c)) ?? []), c]);
    for (const group of bySize.values()) groups.push({ deck, cards: group });
  }
  const sizesOf = new Map<string, number>();
  for (const g of groups) sizesOf.set(g.deck, (sizesOf.get(g.deck) ?? 0) + 1);

  const totalSheets = groups.reduce((n, g) => n + Math.ceil(g.cards.length / CARDS_PER_SHEET), 0);
  let doneSheets = 0;
  let deckKey = 0;
  let copies = 0;
  for (const [groupIndex, group] of groups.entries()) {
    const first = group.cards[0] as ExportCard;
    const size = first.front.size;
    const sideways = size.width > size.height;
    const oneBack = new Set(group.cards.map((c) => c.backKey)).size === 1;
    const nickname = (sizesOf.get(group.deck) ?? 1) > 1 ? `${group.deck} (${size.width} x ${size.height} mm)` : group.deck;
    const contained: TtsCard[] = [];
    const deckIds: number[] = [];
    const customDecks: Record<string, TtsCustomDeck> = {};
    let backFile: string | null = null;
    for (let start = 0; start < group.cards.length; start += CARDS_PER_SHEET) {
      if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new Error("the export was cancelled");
      const onSheet = group.cards.slice(start, start + CARDS_PER_SHEET);
      const grid = sheetGrid(onSheet.length);
      const cell = cellSize(size, grid);
      deckKey += 1;
      const base = `${stem}-${groupIndex + 1}-${Math.floor(start / CARDS_PER_SHEET) + 1}`;
      const faceFile = name(`${base}.png`);
      entries.push({ name: faceFile, data: await drawSheet(onSheet.map((c) => c.front), first.back, grid, cell, pictures, canvases) });
      sheets.push({ file: faceFile, columns: grid.columns, rows: grid.rows, widthPx: grid.columns * cell.width, heightPx: grid.rows * cell.height, cells: onSheet.map((c) => c.identifier) });
      let thisBack: string;
      if (oneBack) {
        if (backFile === null) {
          backFile = name(`${stem}-${groupIndex + 1}-back.png`);
          // The back as the cards lie: a sideways deck's portrait back is turned with them.
          const turned = sideways && first.back.size.width < first.back.size.height;
          const dpi = Math.min(MAX_DPI, ((MAX_SHEET_PX - 1) / Math.max(size.width, size.height)) * MM_PER_INCH);
          entries.push({ name: backFile, data: await encodePng(drawScene(first.back, { dpi, turned }, pictures), Math.round(dpi)) });
        }
        thisBack = backFile;
      } else {
        thisBack = name(`${base}-back.png`);
        entries.push({ name: thisBack, data: await drawSheet(onSheet.map((c) => c.back), first.back, grid, cell, pictures, canvases) });
      }
      const custom: TtsCustomDeck = { FaceURL: url(options.baseUrl, faceFile), BackURL: url(options.baseUrl, thisBack), NumWidth: grid.columns, NumHeight: grid.rows, BackIsHidden: true, UniqueBack: !oneBack, Type: 0 };
      customDecks[String(deckKey)] = custom;
      onSheet.forEach((c, cellIndex) => {
        const cardId = deckKey * 100 + cellIndex;
        for (let copy = 1; copy <= c.copies; copy++) {
          deckIds.push(cardId);
          contained.push({
            Name: "Card",
            GUID: guid(`${group.deck}|${c.identifier}|${copy}`),
            Transform: transform(groupIndex, Math.max(size.width, size.height) / 88.9, true),
            Nickname: c.name,
            Description: c.description,
            CardID: cardId,
            SidewaysCard: sideways,
            CustomDeck: { [String(deckKey)]: custom },
          });
        }
      });
      options.onProgress?.({ done: ++doneSheets, total: totalSheets });
    }
    copies += contained.length;
    const only = contained[0];
    if (contained.length === 1 && only !== undefined) {
      objects.push({ ...only, Transform: transform(groupIndex, only.Transform.scaleX, true) });
    } else {
      objects.push({
        Name: "Deck",
        GUID: guid(`deck|${group.deck}|${groupIndex}`),
        Transform: transform(groupIndex, Math.max(size.width, size.height) / 88.9, true),
        Nickname: nickname,
        Description: `${group.cards.length} cards, ${contained.length} copies, from ${options.packName}`,
        SidewaysCard: sideways,
        DeckIDs: deckIds,
        CustomDeck: customDecks,
        ContainedObjects: contained,
      });
    }
  }
  const savedObject: TtsSavedObject = { SaveName: options.packName, Date: "", VersionNumber: "", GameMode: "", Note: `Exported from Greenhouse: ${options.packName}`, ObjectStates: objects };
  entries.unshift({ name: `${stem}.json`, data: new TextEncoder().encode(`${JSON.stringify(savedObject, null, 2)}\n`) });
  return { zip: zip(entries), savedObject, sheets, decks: objects.length, copies, warnings };
}
