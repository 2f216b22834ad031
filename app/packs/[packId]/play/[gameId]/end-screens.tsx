/**
 * The end screens of a game: the ones its system draws for a batch of the engine's events (GOT CGS:
 * the end of an adventure and of an era, components/systems-ui.ts `endScreens`), and the end of the
 * game for every system ({@link OutcomeBanner}).
 */
import { Fragment } from "react";
import { systemUi } from "@/components/systems-ui-registry";
import type { EndScreen } from "@/components/systems-ui";
import { Button } from "@/components/ui/button";
import type { OutcomeView } from "@/lib/table/adapters";

export type { EndScreen };

/** The screens for a batch of events, in order. `state`: any state of the game (for names). A system without end screens has none. */
export function endScreens(system: string, anyState: unknown, anyEvents: readonly unknown[]): EndScreen[] {
  return systemUi(system)?.endScreens?.(anyState, anyEvents) ?? [];
}

export function EndScreens({ screens, onClose }: { screens: readonly EndScreen[]; onClose?: () => void }) {
  return (
    <div className="space-y-3" data-testid="end-screens">
      {screens.map((s, i) => (
        <Fragment key={i}>{s.content}</Fragment>
      ))}
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
