/**
 * What happened, as returned by `apply` next to the new state: enough for a table-top UI to
 * animate the game and for the simulation to count plays, wins and blocked cards.
 */
import type { EffectKind } from "./state";
import type { AdventureResolution } from "./resolution-adventure";
import type { EraResolution } from "./resolution-era";
import type { Move } from "./zones";

export type GameEvent =
  | { readonly type: "eraStarted"; readonly era: number; readonly name: string; readonly firstPlayer: number }
  | { readonly type: "dealt"; readonly counts: readonly number[] }
  | { readonly type: "affiliationChosen"; readonly player: number; readonly affiliation: string | null; readonly claimed: readonly number[] }
  | { readonly type: "turnStarted"; readonly player: number }
  | { readonly type: "cardPlayed"; readonly player: number; readonly card: number; readonly adventure: boolean }
  | { readonly type: "specialRound"; readonly player: number; readonly card: number }
  | { readonly type: "powerResolved"; readonly player: number; readonly card: number; readonly power: string; readonly targets: readonly number[] }
  | { readonly type: "effectUsed"; readonly player: number; readonly card: number; readonly effect: EffectKind; readonly targets: readonly number[] }
  | { readonly type: "moved"; readonly move: Move; readonly rule: string }
  | { readonly type: "requested"; readonly player: number; readonly kind: "adventure" | "era" }
  | { readonly type: "answered"; readonly player: number; readonly agree: boolean }
  | { readonly type: "requestLapsed"; readonly kind: "adventure" | "era" }
  | { readonly type: "tradeOffered"; readonly player: number; readonly to: number; readonly give: number; readonly take: number }
  | { readonly type: "tradeAnswered"; readonly player: number; readonly accepted: boolean }
  | { readonly type: "tradeCanceled"; readonly reason: string }
  | { readonly type: "passed"; readonly player: number }
  | { readonly type: "adventureEnded"; readonly card: number; readonly hero: number; readonly reason: EndReason; readonly resolution: AdventureResolution; readonly moves: readonly Move[]; readonly endsEra: boolean }
  | { readonly type: "adventureRewound"; readonly card: number; readonly hero: number; readonly by: number; readonly moves: readonly Move[] }
  | { readonly type: "eraEnded"; readonly era: number; readonly reason: EndReason; readonly resolution: EraResolution }
  | { readonly type: "sessionEnded"; readonly winners: readonly number[] };

/** Why an adventure or era step started. */
export type EndReason = "agreed" | "silent-round" | "stalemate" | "freeze" | "solo" | "adventure";
