"use client";
/**
 * "Findings in <pack> with this draft": once asked (a button, so opening the editor costs no
 * request), the cards of one pack of this system, fetched once, linted
 * in the browser with the definition as it is typed, so a designer sees what a change does to
 * real cards before saving. The lint follows the draft through `useDeferredValue` (React redraws
 * the controls first and the findings as soon as it is free, with no fixed delay); while the
 * draft does not check, the last findings stay, marked as from the last valid draft.
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { LintDeckInput } from "@/lib/systems/lint";
import type { SystemDefinition } from "@/lib/systems/types";
import { createPackLinter } from "@/lib/systems/lint/incremental";
import { decksOfPackFile, lintWithDraft } from "./live-lint-model";
import { OWN_PAINT } from "./list-parts";

interface PackRef {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly cards: number;
}

type Load = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly decks: readonly LintDeckInput[] };

const SHOWN = 40;

export function LiveLintPanel({ systemKey, valid }: { systemKey: string; valid: SystemDefinition | null }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <section className="mt-6" aria-label="Live lint">
        <Button size="sm" onClick={() => setOpen(true)}>
          Lint a pack of this system with the draft
        </Button>
      </section>
    );
  return <LivePanel systemKey={systemKey} valid={valid} />;
}

function LivePanel({ systemKey, valid }: { systemKey: string; valid: SystemDefinition | null }) {
  const [packs, setPacks] = useState<readonly PackRef[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [lastValid, setLastValid] = useState(valid);
  if (valid !== null && valid !== lastValid) setLastValid(valid);

  useEffect(() => {
    let live = true;
    fetch("/api/packs")
      .then(async (r) => (r.ok ? ((await r.json()) as { packs: PackRef[] }) : Promise.reject(new Error(`The server answered ${r.status}.`))))
      .then((body) => {
        if (!live) return;
        const own = body.packs.filter((p) => p.system === systemKey);
        setPacks(own);
        setChosen((c) => c ?? own[0]?.id ?? null);
      })
      .catch((error: unknown) => live && setLoad({ state: "failed", message: `The packs could not be listed: ${error instanceof Error ? error.message : String(error)} Reload to try again.` }));
    return () => {
      live = false;
    };
  }, [systemKey]);

  useEffect(() => {
    if (chosen === null) return;
    let live = true;
    fetch(`/api/packs/${encodeURIComponent(chosen)}/export`)
      .then(async (r) => (r.ok ? ((await r.json()) as unknown) : Promise.reject(new Error(`The server answered ${r.status}.`))))
      .then((doc) => live && setLoad({ state: "ready", decks: decksOfPackFile(doc) }))
      .catch((error: unknown) => live && setLoad({ state: "failed", message: `The pack's cards could not be read: ${error instanceof Error ? error.message : String(error)} Reload to try again.` }));
    return () => {
      live = false;
    };
  }, [chosen]);

  const deferred = useDeferredValue(lastValid);
  // One incremental linter per pack read: a change re-checks only the cards' parts it touches.
  const linter = useMemo(() => (load.state === "ready" ? createPackLinter() : null), [load]);
  const result = useMemo(() => (deferred === null || load.state !== "ready" || linter === null ? null : lintWithDraft(deferred, load.decks, linter)), [deferred, load, linter]);
  const pack = packs?.find((p) => p.id === chosen);
  if (packs !== null && packs.length === 0)
    return (
      <p className="mt-6 text-sm text-ink-muted" aria-label="Live lint">
        No pack uses this system yet: make one to see its findings here as you type.
      </p>
    );

  return (
    <section aria-labelledby="live-lint-heading" className={`${OWN_PAINT} mt-6 rounded-md border border-line bg-surface p-3`} aria-busy={load.state === "loading" || deferred !== lastValid}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="live-lint-heading" className="text-base font-semibold text-ink">
          Findings in {pack?.name ?? "a pack"} with this draft
        </h2>
        {packs !== null && packs.length > 1 ? (
          <Select aria-label="Pack to lint" className="ml-auto w-56" value={chosen ?? ""} onChange={(e) => {
              setLoad({ state: "loading" });
              setChosen(e.target.value);
            }}>
            {packs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.cards} cards)
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      {load.state === "failed" ? (
        <p className="mt-1 text-sm text-danger">
          {load.message}
        </p>
      ) : result === null ? (
        <p className="mt-1 text-sm text-ink-muted">{load.state === "loading" ? "Reading the pack's cards…" : "Fix the draft's problems to lint the pack with it."}</p>
      ) : (
        <div className="mt-1" data-testid="live-lint">
          <p className="text-sm text-ink-soft" role="status" aria-label="Live lint summary">
            {result.cards} cards: {result.errors} error{result.errors === 1 ? "" : "s"}, {result.warnings} warning{result.warnings === 1 ? "" : "s"}
            {valid === null ? " (with the last draft that checked)" : ""}.
          </p>
          {result.findings.length === 0 ? null : (
            <ul className="mt-1 flex max-h-64 flex-col gap-0.5 overflow-auto text-xs" aria-label="Live lint findings">
              {result.findings.slice(0, SHOWN).map((f, i) => (
                <li key={i} className={f.severity === "error" ? "text-danger" : "text-ink-soft"}>
                  <code className="font-mono">{f.code}</code> {f.identifier ?? f.deck}: {f.message}
                </li>
              ))}
              {result.findings.length > SHOWN ? <li className="text-ink-muted">…and {result.findings.length - SHOWN} more.</li> : null}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
