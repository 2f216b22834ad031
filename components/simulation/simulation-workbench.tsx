"use client";
/**
 * The simulation page (app/packs/[packId]/simulate): choose the options and run N games (GOT
 * CGS: eras) with bots on the server, follow the progress bar (Cancel stops it), read the charts;
 * the runs are saved with the pack revision and listed below. Compare puts a second run beside
 * the first: another deck or another pack of the same system played on the same seeds, or any
 * saved run (an older version of the deck). The words, the bots and the decks are the pack's
 * system's (its simulation hook, through getSimulationSetup); the report is drawn by
 * run-report.tsx: the neutral per-card charts, or the view of the system's own the page hands in.
 */
import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import type { SimulationSetup } from "@/lib/server/simulations/get-simulation-setup";
import type { SimulationDto } from "@/lib/server/simulations/types";
import { cancelRun, getRun, listRuns, packEras } from "./api";
import { hasUnfollowedRunning, mergeRuns } from "./run-list";
import { RunProgress } from "./run-progress";
import { RevisionNote, SavedRuns } from "./saved-runs";
import { capital, formInput, SimulationForm, type FormValues } from "./simulation-form";
import { RunReport, type ReportView } from "./run-report";
import { useSimulationRun, type SimulationRunState } from "./use-simulation-run";

export interface SimulationWorkbenchProps {
  readonly setup: SimulationSetup;
  readonly runs: readonly SimulationDto[];
  /** The packs to compare with: those of the pack's own system (another system's engine cannot play them). */
  readonly packs: readonly { readonly id: string; readonly name: string }[];
  /** A run to follow from the start (the list's Watch link, `?run=`). */
  readonly watchId?: string | null;
  /** The system's own drawing of a report without a per-card table (GOT CGS's charts); null: none. */
  readonly reportView?: ReportView | null;
}

/** How often the list is fetched again while a run plays that no slot follows (the bar moves at least every second). */
export const LIST_POLL_MS = 1000;

export function SimulationWorkbench({ setup, runs: initialRuns, packs, watchId = null, reportView = null }: SimulationWorkbenchProps) {
  const [values, setValues] = useState<FormValues>({ era: setup.eras[0]?.name ?? "", games: "200", seed: "1", players: String(setup.defaultPlayers), bot: setup.bots[0] ?? "greedy" });
  const words = { game: setup.gameWord, deck: setup.deckWord, view: reportView };
  const [runs, setRuns] = useState(initialRuns);
  const refresh = useCallback(async () => {
    const got = await listRuns(setup.packId);
    if (got.ok) setRuns(got.value.simulations);
  }, [setup.packId]);
  const a = useSimulationRun(refresh);
  const b = useSimulationRun(refresh);
  const comparing = b.run !== null || b.starting || b.error !== null;
  // Compare's own refusals show beside its button, not above the charts.
  const compareShown = a.run?.status === "done";
  const rows = mergeRuns(runs, [a.run, b.run]);
  const pollList = hasUnfollowedRunning(rows, [a.run?.id ?? null, b.run?.id ?? null]);
  useEffect(() => {
    if (!pollList) return;
    const timer = setInterval(() => void refresh(), LIST_POLL_MS);
    return () => clearInterval(timer);
  }, [pollList, refresh]);

  const slotA = useRef<HTMLDivElement>(null);
  const watch = (run: SimulationDto) => {
    a.show(run);
    slotA.current?.scrollIntoView({ block: "nearest" });
  };
  const showA = a.show;
  useEffect(() => {
    if (watchId === null) return;
    const listed = initialRuns.find((r) => r.id === watchId);
    if (listed !== undefined) return showA(listed);
    void getRun(watchId).then((got) => got.ok && showA(got.value));
    // Only the address the page was opened with; later Watch clicks call `watch`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchId]);

  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const cancel = async (run: SimulationDto) => {
    const slot = [a, b].find((s) => s.run?.id === run.id && s.run.status === "running");
    if (slot !== undefined) return slot.cancel();
    setCancelling((ids) => new Set(ids).add(run.id));
    await cancelRun(run.id);
    await refresh();
    setCancelling((ids) => new Set([...ids].filter((id) => id !== run.id)));
  };
  const cancellingIds = new Set(cancelling);
  for (const slot of [a, b]) if (slot.cancelling && slot.run) cancellingIds.add(slot.run.id);

  if (setup.eras.length === 0) return <p className="text-sm text-ink-muted">This pack has no {setup.deckWord} yet: add one to simulate it.</p>;
  return (
    <div className="space-y-6">
      <SimulationForm eras={setup.eras} values={values} onChange={setValues} onRun={() => void a.start(setup.packId, formInput(values))} running={a.starting || a.run?.status === "running"} fields={a.fields} bots={setup.bots} gameWord={setup.gameWord} deckWord={setup.deckWord} />
      {a.error && Object.keys(a.fields).length === 0 ? (
        <p role="alert" className="text-sm text-danger">
          {a.error}
        </p>
      ) : null}
      <div className={comparing ? "grid grid-cols-1 gap-4 xl:grid-cols-2" : ""}>
        <RunSlot slot={a} title={comparing ? "A" : null} packName={setup.packName} compact={comparing} ref={slotA} words={words} />
        {comparing ? <RunSlot slot={b} title="B" packName={packs.find((p) => p.id === b.run?.packId)?.name ?? null} compact onClose={() => b.clear()} showError={!compareShown} words={words} /> : null}
      </div>
      {comparing && a.run && b.run ? <SameSeedsNote a={a.run} b={b.run} gameWord={setup.gameWord} /> : null}
      {compareShown && a.run ? (
        <ComparePanel
          base={a.run}
          packs={packs}
          currentPack={setup}
          words={words}
          onRun={(packId, era) => void b.start(packId, { era, games: a.run?.games, seed: a.run?.seed, players: a.run?.players, bot: a.run?.bot })}
          pending={b.starting || b.run?.status === "running"}
          error={b.error}
        />
      ) : null}
      <section aria-label="Saved runs" className="space-y-2">
        <h2 className="text-base font-semibold text-ink">Saved runs</h2>
        <SavedRuns
          runs={rows}
          onShow={(r) => a.show(r)}
          onCompare={(r) => b.show(r)}
          onWatch={watch}
          onCancel={(r) => void cancel(r)}
          shownId={a.run?.id ?? null}
          comparedId={b.run?.id ?? null}
          cancelling={cancellingIds}
          gameWord={setup.gameWord}
          deckWord={setup.deckWord}
        />
      </section>
    </div>
  );
}

interface Words {
  readonly game: string;
  readonly deck: string;
  readonly view: ReportView | null;
}

function RunSlot({ slot, title, packName, compact, onClose, showError = true, ref, words }: { slot: SimulationRunState; title: string | null; packName: string | null; compact: boolean; onClose?: () => void; showError?: boolean; ref?: Ref<HTMLDivElement>; words: Words }) {
  const run = slot.run;
  return (
    <div className="min-w-0 scroll-mt-4 space-y-3" ref={ref}>
      {title !== null ? (
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-ink">
            {title}
            {run ? `: ${run.era}${packName ? ` (${packName})` : ""}` : ""}
          </h2>
          {onClose ? (
            <Button size="sm" variant="ghost" onClick={onClose}>
              Close
            </Button>
          ) : null}
        </div>
      ) : null}
      {slot.error && title === "B" && showError ? (
        <p role="alert" className="text-sm text-danger">
          {slot.error}
        </p>
      ) : null}
      {run === null ? (
        slot.starting ? <p className="text-sm text-ink-muted">Starting…</p> : title === null ? <p className="text-sm text-ink-muted">Choose the options and run: the charts appear here.</p> : null
      ) : run.status === "running" ? (
        <RunProgress run={run} onCancel={() => void slot.cancel()} cancelling={slot.cancelling} gameWord={words.game} />
      ) : run.status === "done" && run.report ? (
        <>
          <p className="text-sm text-ink-soft">
            {run.games.toLocaleString("en")} {words.game}s of “{run.era}”, {run.players} players, {run.bot} bots, seed {String(run.seed)}, in {(run.elapsedMs / 1000).toFixed(1)} s. Pack revision <RevisionNote run={run} />
          </p>
          <RunReport report={run.report} compact={compact} view={words.view} gameWord={words.game} />
        </>
      ) : run.status === "cancelled" ? (
        <p className="text-sm text-ink-soft" role="status">
          Cancelled after {run.done.toLocaleString("en")} of {run.games.toLocaleString("en")} {words.game}s; nothing to chart.
        </p>
      ) : (
        <p role="alert" className="text-sm text-danger">
          The simulation failed: {run.error ?? "no reason given"}
        </p>
      )}
    </div>
  );
}

function SameSeedsNote({ a, b, gameWord }: { a: SimulationDto; b: SimulationDto; gameWord: string }) {
  const same = a.games === b.games && String(a.seed) === String(b.seed) && a.players === b.players && a.bot === b.bot;
  return (
    <p className={same ? "text-sm text-ink-muted" : "text-sm text-warning"} role="note">
      {same
        ? `Both played ${a.games.toLocaleString("en")} ${gameWord}s on seed ${String(a.seed)} (${a.players} players, ${a.bot} bots): the same deals wherever the decks match.`
        : `Not the same options: A is ${a.games} ${gameWord}s, seed ${String(a.seed)}, ${a.players} players, ${a.bot}; B is ${b.games} ${gameWord}s, seed ${String(b.seed)}, ${b.players} players, ${b.bot}.`}
    </p>
  );
}

function ComparePanel({
  base,
  packs,
  currentPack,
  onRun,
  pending,
  error,
  words,
}: {
  base: SimulationDto;
  packs: SimulationWorkbenchProps["packs"];
  currentPack: SimulationSetup;
  onRun: (packId: string, era: string) => void;
  pending: boolean;
  /** Why the compared run was refused (or could not be followed): shown next to the button. */
  error: string | null;
  words: Words;
}) {
  const [packId, setPackId] = useState(currentPack.packId);
  const [erasError, setErasError] = useState<string | null>(null);
  const [eras, setEras] = useState<string[]>(currentPack.eras.map((e) => e.name));
  const [era, setEra] = useState(currentPack.eras.find((e) => e.name !== base.era)?.name ?? base.era);
  const choosePack = async (id: string) => {
    setPackId(id);
    setErasError(null);
    if (id === currentPack.packId) {
      const names = currentPack.eras.map((e) => e.name);
      setEras(names);
      setEra(names[0] ?? "");
      return;
    }
    const got = await packEras(id);
    const names = got.ok ? got.value.eras.map((e) => e.name) : [];
    if (!got.ok) setErasError(got.message);
    setEras(names);
    setEra(names[0] ?? "");
  };
  return (
    <section aria-label="Compare" className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-line-strong p-4">
      <p className="w-full text-sm text-ink-soft">
        Compare: play the same {base.games.toLocaleString("en")} {words.game}s (seed {String(base.seed)}, {base.players} players, {base.bot} bots) on another {words.deck} or pack of the same system, side by side. Or pick a saved run below.
      </p>
      <Field label="Pack" className="w-56">
        {(props) => (
          <Select {...props} value={packId} onChange={(e) => void choosePack(e.target.value)}>
            {packs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={capital(words.deck)} className="w-56">
        {(props) => (
          <Select {...props} value={era} onChange={(e) => setEra(e.target.value)}>
            {eras.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button onClick={() => onRun(packId, era)} disabled={pending || era === ""} pending={pending}>
        Run on the same seeds
      </Button>
      {erasError ?? error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {erasError ?? error}
        </p>
      ) : null}
    </section>
  );
}
