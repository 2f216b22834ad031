"use client";
/**
 * The options of a run: deck (GOT CGS: era deck), number of games (eras), seed, players (within
 * the deck's range) and bot, in the words and bot kinds of the pack's system (its simulation
 * hook, through getSimulationSetup). Errors from the server are shown at their field.
 */
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import type { SimulationEraSetup } from "@/lib/server/simulations/get-simulation-setup";

export interface FormValues {
  era: string;
  games: string;
  seed: string;
  players: string;
  /** A bot kind of the system's engine. */
  bot: string;
}

/** "era" -> "Era"; the page's labels start with the system's words. */
export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface SimulationFormProps {
  readonly eras: readonly SimulationEraSetup[];
  readonly values: FormValues;
  readonly onChange: (values: FormValues) => void;
  readonly onRun: () => void;
  readonly running: boolean;
  readonly fields: Record<string, string>;
  /** The system's bot kinds (default GOT CGS's and Genesis's: greedy, random). */
  readonly bots?: readonly string[];
  /** How the system calls a game and a deck (default "era", "era deck"). */
  readonly gameWord?: string;
  readonly deckWord?: string;
}

/**
 * The message under each field: the server's for its path, and the chosen deck's own problem
 * under "Era deck". A message is shown once, under the first field that has it: the deck's
 * problem (too few affiliations, CGS-180) comes back from the server at `players` too.
 */
export function fieldMessages(fields: Readonly<Record<string, string>>, deckProblem: string | null): Record<"era" | "games" | "seed" | "players" | "bot", string | undefined> {
  const shown = new Set<string>();
  const once = (message: string | null | undefined) => {
    if (message === null || message === undefined || shown.has(message)) return undefined;
    shown.add(message);
    return message;
  };
  return { era: once(fields.era ?? deckProblem), games: once(fields.games), seed: once(fields.seed), players: once(fields.players), bot: once(fields.bot) };
}

export function SimulationForm({ eras, values, onChange, onRun, running, fields, bots = ["greedy", "random"], gameWord = "era", deckWord = "era deck" }: SimulationFormProps) {
  const era = eras.find((e) => e.name === values.era);
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  const errors = fieldMessages(fields, era?.problem ?? null);
  return (
    <form
      aria-label="Simulation options"
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
    >
      <Field label={capital(deckWord)} error={errors.era} className="col-span-2 sm:col-span-1 lg:col-span-2">
        {(props) => (
          <Select {...props} value={values.era} onChange={(e) => set({ era: e.target.value })}>
            {eras.map((e) => (
              <option key={e.name} value={e.name}>
                {e.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`${capital(gameWord)}s to play`} error={errors.games}>
        {(props) => <Input {...props} type="number" min={1} max={1000000} value={values.games} onChange={(e) => set({ games: e.target.value })} />}
      </Field>
      <Field label="Seed" error={errors.seed}>
        {(props) => <Input {...props} value={values.seed} onChange={(e) => set({ seed: e.target.value })} />}
      </Field>
      <Field label="Players" error={errors.players} hint={era && era.minPlayers !== era.maxPlayers ? `${era.minPlayers} to ${era.maxPlayers}` : undefined}>
        {(props) => <Input {...props} type="number" min={era?.minPlayers ?? 2} max={era?.maxPlayers ?? 64} value={values.players} onChange={(e) => set({ players: e.target.value })} />}
      </Field>
      <Field label="Bots" error={errors.bot}>
        {(props) => (
          <Select {...props} value={values.bot} onChange={(e) => set({ bot: e.target.value })}>
            {bots.map((b) => (
              <option key={b} value={b}>
                {capital(b)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="col-span-2 flex justify-end sm:col-span-3 lg:col-span-6">
        <Button type="submit" variant="primary" pending={running} disabled={running || eras.length === 0}>
          Run simulation
        </Button>
      </div>
    </form>
  );
}

/** The form's values as the API's input: numbers where the field holds a number. */
export function formInput(values: FormValues) {
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  const seed = values.seed.trim();
  return {
    era: values.era,
    games: num(values.games),
    seed: /^\d{1,15}$/.test(seed) ? Number(seed) : seed,
    players: num(values.players),
    bot: values.bot,
  };
}
