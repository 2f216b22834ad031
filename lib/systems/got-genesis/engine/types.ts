/**
 * The Genesis engine's values: cards, state, actions and events, all plain JSON so a game is its
 * deal options plus its action log (lib/systems/engine.ts). Players are seats 0 and 1; cards are
 * instance ids (`state.cards[id]`; a card with 3 copies gives `ID#1`, `ID#2`, `ID#3`).
 */


/** The 15 core abilities (GEN-342 .. GEN-372). */
export const CORE_ABILITIES = [
  "Battle", "Covert", "Engineering", "Leadership", "Logistics", "Navigation", "Omen", "Persuasion",
  "Rescue", "Ruin", "Triumph", "Valor", "Vengeance", "Vision", "Warfare",
] as const;

/** One step of a pack's own ability defined as an effect (./custom.ts reads them from the pack). */
export type CustomEffect =
  | { readonly kind: "draw"; readonly n: number; readonly then: boolean }
  | { readonly kind: "refill" | "omen" | "persuade"; readonly then: boolean }
  | { readonly kind: "engage"; readonly n: number; readonly then: boolean }
  | { readonly kind: "as"; readonly ability: string; readonly then: boolean };

/** The custom abilities the rules define (GEN-424 .. GEN-440). */
export const CUSTOM_ABILITIES = [
  "Dread", "Endurance", "Insurgence", "Maven", "Negotiation", "Replication", "Sabotage", "Strike",
] as const;

/** Abilities maven and replication may not name (GEN-432, GEN-436). */
export const NOT_REPEATABLE = ["Battle", "Maven", "Replication", "Ruin", "Triumph"] as const;

export interface GenesisCard {
  readonly id: string;
  readonly identifier: string;
  readonly name: string;
  /** "" for a card without faction. */
  readonly faction: string;
  readonly ability: string;
  readonly sway: number;
  readonly custom: boolean;
  /** An ability name, or "" (GEN-446). */
  readonly recruitable: string;
  readonly lore: string;
}

export interface PlayerState {
  readonly name: string;
  readonly faction: string;
  ops: string[];
  reserve: string[];
  timeline: string[];
  experience: string[];
  /** Ops cards moved from the experience this turn: they take no space in the ops (GEN-290). */
  fresh: string[];
  /** Former experience cards left unengaged: discarded at the next draw if the ops is full (GEN-290). */
  stale: string[];
}

/** What engaged cards allow: engage more cards (GEN-218). */
export type GrantKind = "any" | "valor" | "vision" | "insurgence" | "sabotage" | "strike";

export interface Grant {
  /** Unique within the combo ("g3"). */
  readonly id: string;
  /** The card whose ability gives it, or "turn" for the phase's first card (GEN-300, GEN-314). */
  readonly source: string;
  readonly kind: GrantKind;
  /** Cards left (vision: sway left). */
  left: number;
}

/** A sentence of an ability still to execute, in order per card ("draw 1 and then engage 1"). */
export type StepKind =
  | "draw" | "refill" | "omen" | "persuade" | "experience" | "negotiate" | "maven" | "replicate" | "recruit";

export interface Step {
  readonly card: string;
  readonly kind: StepKind;
  left: number;
  /** For "recruit": the ability to recruit (GEN-448). */
  readonly ability?: string;
  /**
   * For "omen": the top destiny cards the player took and looks at (GEN-356), still at the top of
   * the destiny until the player chooses; only that player may see them (GEN-194).
   */
  looked?: string[];
}

/** One obstruction or plot: the combo action in progress. */
export interface Combo {
  readonly seat: number;
  readonly phase: "obstruct" | "plot";
  grants: Grant[];
  steps: Step[];
  /** Grants opened by a card wait until that card's steps before them are done ("then"). */
  locked: Record<string, Grant[]>;
  engaged: string[];
  nextGrant: number;
  /** Cards drawn during this phase (strike, GEN-440). */
  drawn: string[];
  strike: boolean;
  covert: boolean;
  dread: boolean;
}

/** A decision owed by one seat before play goes on: discard a card (GEN-216, GEN-310, GEN-328). */
export interface Pending {
  readonly seat: number;
  readonly kind: "overflow" | "finale" | "reserve";
  left: number;
}

export type Phase = "recruit" | "refill" | "obstruct" | "plot" | "over";

export interface GenesisState {
  readonly cards: Readonly<Record<string, GenesisCard>>;
  players: [PlayerState, PlayerState];
  /** Top first. */
  destiny: string[];
  void: string[];
  phase: Phase;
  /** The seat turning (during recruit/refill: the seat to recruit/refill). */
  turn: number;
  readonly first: number;
  /** The experience rules are in play (GEN-290, GEN-308, GEN-316; pack document `advanced`). */
  readonly advanced: boolean;
  /** The pack's own abilities defined as effects, by name (./custom.ts). */
  readonly customEffects: Readonly<Record<string, readonly CustomEffect[]>>;
  combo: Combo | null;
  pending: Pending[];
  /** The rival may interrupt the plot with a battle card (GEN-344). */
  window: number | null;
  recruitsLeft: [number, number];
  refillQueue: number[];
  /** Who turns after the refills. */
  afterRefill: number;
  /** After the winning turn's reserve discard: the turn winner. */
  turnWinner: number | null;
  finale: boolean;
  /** Seat that may not engage battle or warfare in its next obstruction (GEN-346). */
  covertBan: number | null;
  /** A dread card's effect (GEN-426): `by` engaged it; stage 1 = rival's turn, 2 = by's turn. */
  dread: { by: number; stage: 1 | 2 } | null;
  /** Timeline cards engaged face down by sabotage (GEN-438). */
  hidden: string[];
  /** Timeline cards whose sway counts twice (insurgence, GEN-430). */
  doubled: string[];
  lastRuin: [string | null, string | null];
  lastTriumph: [string | null, string | null];
  winner: number | null;
  endReason: string;
  turns: number;
  /** Actions applied so far (bots seed their choice with it). */
  step: number;
  rng: number;
}

export type GenesisAction =
  /** Beginning of game (GEN-278): recruit a void card, or null to stop recruiting. */
  | { readonly type: "recruit"; readonly seat: number; readonly card: string | null }
  /** Refill (GEN-242, GEN-282, GEN-336): draw up to `count` (0..7) cards. */
  | { readonly type: "refill"; readonly seat: number; readonly count: number }
  /** Engage an ops card (GEN-218); `by` names the grant it uses (default: the first that fits; "rescue" GEN-360). */
  | { readonly type: "engage"; readonly seat: number; readonly card: string; readonly by?: string }
  /**
   * Execute the next sentence of an engaged card's ability: draws take `count` (negotiation without
   * it draws until both ops are even); omen first `look` (or target null: do not), then `target`
   * (null: take none) and `bottom`; persuasion takes `target` or, for a face-down card, its
   * `position` in the rival's timeline; vengeance and recruitable take `target` (null: do not);
   * maven and replication take `ability`.
   */
  | {
      readonly type: "use";
      readonly seat: number;
      readonly card: string;
      readonly count?: number;
      readonly target?: string | null;
      readonly ability?: string | null;
      readonly bottom?: readonly string[];
      readonly look?: boolean;
      readonly position?: number;
    }
  /** Move a reserve card to the ops (GEN-292). */
  | { readonly type: "reserve"; readonly seat: number; readonly card: string }
  /** Move all experience cards to the ops (GEN-290). */
  | { readonly type: "experience"; readonly seat: number }
  /** Finish engaging: the obstruction is compared or the plot ends (GEN-302, GEN-314); `experience`: GEN-316. */
  | { readonly type: "finish"; readonly seat: number; readonly experience?: string }
  /** Discard a card owed by a pending decision. */
  | { readonly type: "discard"; readonly seat: number; readonly card: string }
  /** Interrupt the rival's plot with a battle card (GEN-344). */
  | { readonly type: "battle"; readonly seat: number; readonly card: string }
  /** Let the rival's plot go on. */
  | { readonly type: "pass"; readonly seat: number };

export type GenesisEvent =
  | { readonly type: "recruited"; readonly seat: number; readonly card: string }
  | { readonly type: "drew"; readonly seat: number; readonly cards: readonly string[]; readonly toRival: readonly string[] }
  | { readonly type: "engaged"; readonly seat: number; readonly card: string; readonly hidden: boolean }
  | { readonly type: "executed"; readonly seat: number; readonly card: string; readonly step: StepKind; readonly target?: string | null }
  /** Omen: the top destiny cards the player looks at (GEN-356); only that player may see which. */
  | { readonly type: "looked"; readonly seat: number; readonly card: string; readonly cards: readonly string[] }
  | { readonly type: "discarded"; readonly seat: number; readonly cards: readonly string[]; readonly from: string }
  | { readonly type: "moved"; readonly seat: number; readonly cards: readonly string[]; readonly from: string; readonly to: string }
  | { readonly type: "obstructed"; readonly seat: number; readonly sway: number; readonly rivalSway: number; readonly ok: boolean }
  | { readonly type: "turnStarted"; readonly seat: number; readonly phase: "obstruct" | "plot" }
  | { readonly type: "turnWon"; readonly seat: number; readonly reason: string }
  | { readonly type: "finale" }
  | { readonly type: "gameOver"; readonly winner: number; readonly reason: string };
