/** What the free table's components get from the page: the game as the server answers it, and what each card says. */
import type { FreeTableState } from "@/lib/free-table";

/** A card of the pack as a tile shows it: its name, type and the few fields a player decides by. */
export interface CardInfo {
  readonly name: string;
  readonly type: string;
  /** Short facts ("Hand cost 3", "Forest 2"), at most five. */
  readonly facts: readonly string[];
  /** Every field with a value ("Effect: ..."), for the zoom. */
  readonly lines?: readonly string[];
  /** The card's editor, when the card is still in the pack. */
  readonly editHref?: string;
}

export type CardInfos = Readonly<Record<string, CardInfo>>;

/** The part of `GET /api/games/{id}` the free table reads (lib/server/games/types.ts GameDto). */
export interface FreeGame {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  readonly engine?: "free";
  readonly names: readonly string[];
  readonly eras: readonly string[];
  readonly toAct: number | null;
  readonly state: FreeTableState;
  readonly log: readonly { readonly action: { readonly type: string; readonly [k: string]: unknown }; readonly events: readonly unknown[]; readonly by: string }[];
  readonly actions: number;
  readonly at: number;
}
