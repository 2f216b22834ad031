/**
 * The system-neutral view of a table: what the table components draw, with no word of any game
 * system in it, part of the system contract (./table-contract.ts). A game system provides it
 * through its table adapter (lib/systems/<key>/table/); lib/table/view.ts re-exports it.
 *
 * Card and zone ids are opaque strings; actions are opaque values the adapter understands
 * (the components hand them back through their callbacks and never look inside).
 */

/** A seat at the table, in turn order. `kind` is "human" or the name of a bot ("greedy"). */
export interface SeatView {
  readonly name: string;
  readonly kind: string;
  /** The seat the game waits for. */
  readonly active: boolean;
  /** A short fact shown next to the name (an affiliation, a score), or null. */
  readonly note: string | null;
}

/**
 * A zone: `owner` is a seat index or null for a common zone. `visibility` says who may see the
 * faces ("all", only the "owner", or nobody: only the "count" is shown). `ordered` zones keep
 * their order (a pile); unordered ones may be drawn sorted.
 */
export interface ZoneView {
  readonly id: string;
  readonly label: string;
  readonly owner: number | null;
  readonly visibility: "all" | "owner" | "count";
  readonly ordered: boolean;
  /** Card ids, in the zone's order (empty for a "count" zone). */
  readonly cards: readonly string[];
  readonly count: number;
}

export type CardTone = "red" | "blue" | "neutral";

export interface CardView {
  readonly id: string;
  /** The designer's reference of the card (an identifier): the same for every copy. */
  readonly ref: string;
  readonly title: string;
  readonly subtitle?: string;
  /** The card's text, one attribute or entry a line. */
  readonly lines: readonly string[];
  readonly tone?: CardTone;
  readonly badges?: readonly string[];
}

/** A small table: a caption, column headings and rows of cells. `ok` colours a row. */
export interface SummaryView {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[]; readonly ok?: boolean | null }[];
  /** Sentences under the table (an explanation). */
  readonly notes?: readonly string[];
}

/**
 * One action the viewer may take now. `group` gathers buttons ("Play", "Answer", ...);
 * `cardIds` are the cards the action is about (the card played, the targets), so a card can
 * show its actions; `action` is the adapter's value, passed back unchanged.
 */
export interface LegalView {
  readonly key: string;
  readonly label: string;
  readonly group: string;
  readonly cardIds: readonly string[];
  readonly action: unknown;
  /** True for the main thing to do with a card (playing it); false for secondary actions. */
  readonly primary: boolean;
}

/** Why a card of the viewer cannot be played now: the engine's reason and the rule behind it. */
export interface BlockedView extends RefusalView {
  readonly cardId: string;
}

/**
 * A choice of cards to make before an action can be taken (the targets of a power): pick
 * between `min` and `max` of `candidates`, then the adapter turns the picked ids into an action.
 */
export interface PromptView {
  readonly id: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly candidates: readonly string[];
}

/** Why the engine refuses an action now: its reason, and the rule's ID (`CGS-286`) and sentence. */
export interface RefusalView {
  readonly reason: string;
  readonly rule: string;
  readonly ruleText: string;
}

/**
 * A trade the viewer may propose: one of the `give` cards for one of a rival's `take` cards.
 * The view lists the cards, never every pair: the adapter checks only the pair the designer
 * picks (there may be thousands of pairs).
 */
export interface OfferView {
  readonly label: string;
  readonly give: readonly string[];
  /** Per rival seat (an index into `seats`), the cards that may be asked for. */
  readonly take: readonly { readonly seat: number; readonly cards: readonly string[] }[];
}

export interface LogLine {
  /** The index of the logged action this line comes from. */
  readonly step: number;
  readonly text: string;
  /** Who did it (a seat name), or null for what the game did by itself. */
  readonly by: string | null;
  /** A line under an action (a move, an explanation). */
  readonly detail: boolean;
}

export interface TableView {
  readonly title: string;
  readonly seats: readonly SeatView[];
  /** The seat the view is drawn for. */
  readonly viewer: number;
  readonly zones: readonly ZoneView[];
  readonly cards: Readonly<Record<string, CardView>>;
  /** Lines saying where the game is (whose turn, what is in progress). */
  readonly status: readonly string[];
  readonly summary: SummaryView | null;
  readonly legal: readonly LegalView[];
  readonly blocked: readonly BlockedView[];
  readonly prompts: readonly PromptView[];
  /** The trade the viewer may propose now, or null. */
  readonly offer: OfferView | null;
  readonly over: boolean;
}
