/**
 * The end-of-adventure and end-of-era screens of a game: the shared resolution tables
 * (components/resolution: requirements and coverage per cost name and player, overflow, victory
 * points, the winner and the rule sentence that decided it) fed from the engine's events, with
 * the cards' moves named by zone.
 */
import { AdventureResolutionTable, adventureView, EraResolutionTable, eraView } from "@/components/resolution";
import { Button } from "@/components/ui/button";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import type { OutcomeView } from "@/lib/table/adapters";
import { cardName, zoneWords } from "@/lib/table/got-cgs-cards";

export type EndScreen =
  | { readonly kind: "adventure"; readonly title: string; readonly view: ReturnType<typeof adventureView> }
  | { readonly kind: "era"; readonly title: string; readonly view: ReturnType<typeof eraView> };

/**
 * The screens for a batch of events, in order. `state`: any state of the game (for names). Only
 * GOT CGS has adventure and era resolutions; every system's game end is {@link OutcomeBanner}.
 */
export function endScreens(system: string, anyState: unknown, anyEvents: readonly unknown[]): EndScreen[] {
  if (system !== "got-cgs") return [];
  const state = anyState as GameState;
  const events = anyEvents as readonly GameEvent[];
  const out: EndScreen[] = [];
  for (const e of events) {
    if (e.type === "adventureEnded") {
      const moves = e.moves.map((m) => ({ identifier: cardName(state, m.card), from: zoneWords(state, m.from), to: zoneWords(state, m.to) }));
      out.push({
        kind: "adventure",
        title: `End of adventure: ${cardName(state, e.card)}`,
        view: adventureView(e.resolution, state.players, e.hero, { moves, endsEra: e.endsEra }),
      });
    } else if (e.type === "eraEnded") {
      out.push({ kind: "era", title: `End of era: ${state.eras[e.era]?.name ?? ""}`, view: eraView(e.resolution, state.players) });
    }
  }
  return out;
}

export function EndScreens({ screens, onClose }: { screens: readonly EndScreen[]; onClose?: () => void }) {
  return (
    <div className="space-y-3" data-testid="end-screens">
      {screens.map((s, i) =>
        s.kind === "adventure" ? <AdventureResolutionTable key={i} view={s.view} title={s.title} /> : <EraResolutionTable key={i} view={s.view} title={s.title} />,
      )}
      {onClose ? (
        <Button size="sm" variant="primary" onClick={onClose}>
          Continue
        </Button>
      ) : null}
    </div>
  );
}

/** The end of the game, for every system: who won and the rule sentence that decided it. */
export function OutcomeBanner({ outcome }: { outcome: OutcomeView }) {
  return (
    <section aria-label="Game over" className="space-y-1 rounded-md border border-accent/50 bg-accent-soft p-3 text-sm" data-testid="game-outcome">
      <h2 className="text-base font-semibold">{outcome.title}</h2>
      {outcome.lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
      {outcome.rule !== null ? (
        <p className="text-xs text-ink-soft">
          <span className="font-mono">{outcome.rule}</span>: {outcome.ruleText}
        </p>
      ) : null}
    </section>
  );
}
