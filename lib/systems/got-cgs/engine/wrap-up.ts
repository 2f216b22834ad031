/**
 * The wrap-up after an adventure is resolved (rulebook "End of adventure ► Wrap-up"): which
 * cases end the era at once, and where every card in the playgrounds goes. Pure; shared by the
 * reducer and the scenario resolver.
 */
import type { CardInstance } from "./cards";
import { isCooperative } from "./cards";
import type { AdventureResolution } from "./resolution-adventure";
import type { ZoneRef } from "./state";
import { COMMON, moveIn, type Move, type ZoneDraft } from "./zones";

export interface WrapUpResult {
  /** The era ends now and the wrap-up is skipped (CGS-368..370). */
  readonly endsEra: boolean;
  readonly moves: readonly Move[];
  readonly explanation: readonly string[];
}

/** A player's name for the explanation. */
function playerName(players: readonly string[], p: number): string {
  return players[p] ?? `player ${p + 1}`;
}

/** The definition of instance `id` (ids come from the zones, so they always exist). */
function defOf(cards: readonly CardInstance[], id: number): CardInstance["def"] {
  return (cards[id] as CardInstance).def;
}

/**
 * Whether the resolved adventure skips the wrap-up and ends the era: a lost Cataclysm
 * (CGS-369), or a Doomsday or Epic adventure, won or lost (CGS-370).
 */
export function endsEraAtOnce(resolution: Pick<AdventureResolution, "roleplay" | "outcome">): boolean {
  const r = resolution.roleplay;
  return (r === "Cataclysm" && resolution.outcome === "lost") || r === "Doomsday" || r === "Epic";
}

/**
 * Applies the wrap-up to `draft` (changed in place) and lists the moves in order.
 * `adventureCard` is in the hero's playground when this is called.
 */
export function wrapUp(
  draft: ZoneDraft,
  cards: readonly CardInstance[],
  players: readonly string[],
  adventureCard: number,
  hero: number,
  resolution: AdventureResolution,
): WrapUpResult {
  // No local closures here: tsx (esbuild keepNames) names each one at run time, and this runs
  // at every adventure's end.
  if (endsEraAtOnce(resolution)) {
    const why =
      resolution.roleplay === "Cataclysm"
        ? "A lost Cataclysm adventure ends the era at once; the wrap-up is skipped (CGS-369)."
        : `A ${resolution.roleplay} adventure ends the era at once, won or lost; the wrap-up is skipped (CGS-370).`;
    return { endsEra: true, moves: [], explanation: [why] };
  }
  const moves: Move[] = [];
  const explanation: string[] = [];
  const heroPlayground: ZoneRef = { player: hero, zone: "playground" };
  const winner = resolution.winner;

  if (winner !== null) {
    const common = defOf(cards, adventureCard).commonBuildsite;
    moveIn(draft, adventureCard, heroPlayground, common ? COMMON : { player: winner, zone: "buildsite" }, moves);
    explanation.push(
      common
        ? "The won adventure card has CommonBuildsite Yes: it goes to the common buildsite (CGS-371)."
        : `The won adventure card goes to ${playerName(players, winner)}'s buildsite (CGS-371).`,
    );
    if (isCooperative(resolution.roleplay)) {
      let stock = 0;
      draft.players.forEach((zones, p) => {
        for (const id of [...zones.playground]) {
          if (defOf(cards, id).stockHolding > 0) {
            moveIn(draft, id, { player: p, zone: "playground" }, { player: p, zone: "buildsite" }, moves);
            stock++;
          }
        }
      });
      if (stock > 0) explanation.push(`${stock} StockHolding card(s) go to their players' buildsites (CGS-372).`);
    }
  }
  if (resolution.roleplay === "Competition") {
    draft.players.forEach((zones, p) => {
      if (p === winner) return;
      for (const id of [...zones.playground]) {
        if (id === adventureCard || !defOf(cards, id).isSupport) continue;
        moveIn(draft, id, { player: p, zone: "playground" }, { player: p, zone: "ops" }, moves);
      }
    });
    explanation.push(
      winner === null
        ? "Competition lost: every player takes his support cards back to his ops (CGS-374)."
        : `Competition: every player except ${playerName(players, winner)} takes his support cards back to his ops (CGS-373).`,
    );
  }
  if (winner === null) {
    moveIn(draft, adventureCard, heroPlayground, { player: hero, zone: "ops" }, moves);
    explanation.push(`The lost adventure card returns to ${playerName(players, hero)}'s ops (CGS-375).`);
  }
  let wrecked = 0;
  draft.players.forEach((zones, p) => {
    for (const id of [...zones.playground]) {
      if (id === adventureCard) continue;
      moveIn(draft, id, { player: p, zone: "playground" }, { player: p, zone: "wreckage" }, moves);
      wrecked++;
    }
  });
  if (wrecked > 0) explanation.push(`${wrecked} support card(s) left in the playgrounds are wrecked (CGS-376).`);
  return { endsEra: false, moves, explanation };
}
