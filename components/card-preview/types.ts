/**
 * Props of a card's live preview as it will be printed (the card editor's right column and its
 * zoom dialog), what the card editor codes against. The preview itself is the system's, handed out
 * by components/systems-ui-registry.ts (`SystemUi.cardPreview`): GOT CGS's
 * (components/got-cgs/card-preview/) draws its silver and gold faces and its Type borders.
 */
import type { ReactNode } from "react";
import type { CardFormat, Orientation } from "@/lib/packs/schema";

export interface CardPreviewProps {
  identifier: string;
  format: CardFormat;
  orientation?: Orientation | null;
  directive: string;
  attributes: string;
  lore: string;
  /**
   * The card's kind in the system's words, as its "lint one card" hook reads it from the text
   * (`CardTextAnalysis.kind`; GOT CGS: its Type); null (or a kind the system does not know) draws a
   * neutral border and says so.
   */
  type: string | null;
  /** Silver: the pack's front picture; gold: the card's own picture. */
  pictureUrl?: string | null;
  className?: string;
  /** Reports which areas do not fit even at their smallest size. */
  onOverflow?: (area: string, overflows: boolean) => void;
  /**
   * The card's width in CSS pixels; by default it fills its column (portrait cards at most
   * 440 px wide).
   */
  width?: number;
  /** Extra content in the caption line (e.g. a zoom button). */
  captionExtra?: ReactNode;
  /**
   * A CSS length the card's height must stay within (e.g. "100vh - 18rem"), so a tall card
   * never pushes what follows it off the screen.
   */
  maxHeight?: string;
}
