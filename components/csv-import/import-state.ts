/**
 * What the CSV import's footer says and allows, from the preview and the "leave out the rows with
 * problems" choice. Pure, so the label and the button can be checked without a browser.
 */
import { plural } from "@/components/ui/format";

export interface ImportCounts {
  /** Rows that make a card / rows with format problems. */
  readonly valid: number;
  readonly invalid: number;
  /** Problems with the file or the mapping: nothing can be imported. */
  readonly blocking: boolean;
}

export interface ImportState {
  /** Cards an import would write: only rows without problems are ever written. */
  readonly cards: number;
  /** The button's label, e.g. "Import 3 cards". */
  readonly label: string;
  readonly ready: boolean;
  /** The line beside the button: why it is disabled, or where the cards go. */
  readonly hint: string;
}

/**
 * The button names the cards that would be written, never the rows that cannot be: with 5 rows
 * of which 2 have problems it says "Import 3 cards", disabled until the 2 are fixed or left out.
 */
export function importState(counts: ImportCounts, skipInvalid: boolean, eraName: string): ImportState {
  const cards = counts.blocking ? 0 : counts.valid;
  const ready = !counts.blocking && cards > 0 && (counts.invalid === 0 || skipInvalid);
  const hint = counts.blocking
    ? "Fix the mapping problems above first."
    : counts.invalid > 0 && !skipInvalid
      ? `${plural(counts.invalid, "row")} ${counts.invalid === 1 ? "has" : "have"} problems: fix ${counts.invalid === 1 ? "it" : "them"} in the file, or leave ${counts.invalid === 1 ? "it" : "them"} out.`
      : cards === 0
        ? "No row can be imported."
        : `The cards go to the end of “${eraName}”. Nothing is written until you import.`;
  return { cards, label: `Import ${plural(cards, "card")}`, ready, hint };
}
