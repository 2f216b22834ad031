"use client";
/**
 * The resolution sandbox: cards of the pack laid out by hand in the zones of 2-4 players, the
 * end of the adventure or of the era resolved live in the browser by the engine (the same
 * resolver as `cli resolve` and the game), scenario files in and out. The set-up is kept in
 * localStorage per pack, so a reload does not lose it.
 */
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import type { Scenario } from "@/lib/packs/scenario";
import { Board } from "./board";
import { CardPicker } from "./card-picker";
import { evaluate } from "./evaluate";
import { useGameMoment } from "./game-moment";
import { ResolutionPanel } from "./resolution-panel";
import { ScenarioFile } from "./scenario-file";
import { addCard, cardCount, emptySetup, fromScenario, moveCard, removeCard, setPlayerCount, toScenario, type SandboxCard, type Setup, type Slot } from "./setup";
import { loadSetup, saveSetup } from "./storage";
import type { PackCardOption, Selection } from "./types";

export interface SandboxProps {
  readonly packId: string;
  readonly fileName: string;
  readonly cards: readonly PackCardOption[];
  readonly aliases: Readonly<Record<string, string>>;
}

export function Sandbox({ packId, fileName, cards, aliases }: SandboxProps) {
  const [setup, setSetup] = useState<Setup>(() => emptySetup());
  const [loaded, setLoaded] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const byIdentifier = useMemo(() => new Map(cards.map((c) => [c.identifier, c])), [cards]);
  // A game moment in the address (`?game=&at=`) replaces the kept set-up once it has loaded.
  const moment = useGameMoment(byIdentifier, setSetup);

  // After hydration: localStorage does not exist on the server.
  useEffect(() => {
    const kept = loadSetup(window.localStorage, packId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    if (kept) setSetup(kept);
    setLoaded(true);
  }, [packId]);
  useEffect(() => {
    if (loaded) saveSetup(window.localStorage, packId, setup);
  }, [loaded, packId, setup]);
  const ready = loaded && moment.status !== "loading";

  const evaluation = useMemo(() => evaluate(setup, aliases), [setup, aliases]);
  const describe = (c: SandboxCard) => {
    const known = byIdentifier.get(c.identifier);
    return known ? [known.type, known.roleplay, known.short].filter(Boolean).join(" · ") : c.identifier;
  };

  const put = (slot: Slot) => {
    if (!selection) return;
    setSetup((s) =>
      selection.from === "pack"
        ? addCard(s, slot, { identifier: selection.card.identifier, attributes: selection.card.attributes, format: selection.card.format })
        : moveCard(s, selection.key, slot),
    );
    // A card of the pack stays picked (to put copies in several zones); a moved card is done.
    if (selection.from === "placed") setSelection(null);
  };
  const pick = (card: SandboxCard) =>
    setSelection((sel) => (sel?.from === "placed" && sel.key === card.key ? null : { from: "placed", key: card.key, identifier: card.identifier }));
  const remove = (card: SandboxCard) => {
    setSetup((s) => removeCard(s, card.key));
    setSelection((sel) => (sel?.from === "placed" && sel.key === card.key ? null : sel));
  };
  const importScenario = (doc: Scenario) => {
    setSetup(fromScenario(doc, aliases));
    setSelection(null);
  };

  return (
    <div
      data-testid="sandbox"
      data-ready={ready ? "true" : undefined}
      className="grid gap-4 lg:grid-cols-[240px_minmax(0,1fr)] xl:grid-cols-[240px_minmax(0,1fr)_minmax(0,500px)]"
      onKeyDown={(e) => {
        if (e.key === "Escape") setSelection(null);
      }}
    >
      <div className="lg:sticky lg:top-4 lg:self-start">
        <CardPicker cards={cards} selection={selection} onSelect={(c) => setSelection(c ? { from: "pack", card: c } : null)} />
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-end gap-4 rounded-lg border border-line bg-surface p-3">
          <Segmented
            label="Resolve"
            value={setup.step}
            onChange={(step) => setSetup((s) => ({ ...s, step }))}
            options={[
              { value: "adventure", label: "End of adventure" },
              { value: "era", label: "End of era" },
            ]}
          />
          <Segmented
            label="Players"
            value={String(setup.players.length) as "2" | "3" | "4"}
            onChange={(n) => setSetup((s) => setPlayerCount(s, Number(n)))}
            options={[
              { value: "2", label: "2" },
              { value: "3", label: "3" },
              { value: "4", label: "4" },
            ]}
          />
          <ScenarioFile fileName={fileName} scenario={() => toScenario(setup, aliases)} onImport={importScenario} />
          <Button variant="ghost" disabled={cardCount(setup) === 0} onClick={() => setSetup((s) => ({ ...emptySetup(s.players.length), step: s.step }))}>
            Clear the table
          </Button>
        </div>
        {moment.message ? (
          <p role={moment.status === "error" ? "alert" : "status"} className="rounded-md border border-line bg-surface p-2 text-sm text-ink-soft">
            {moment.message}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted" aria-live="polite">
          {selection
            ? `Picked ${selection.from === "pack" ? selection.card.identifier : selection.identifier}: choose a zone (Escape to cancel).`
            : "Pick a card from the list (or a card on the table to move it), then the zone to put it in."}
        </p>
        <Board
          setup={setup}
          selection={selection}
          describe={describe}
          onPick={pick}
          onPut={put}
          onRemove={remove}
          onChange={(change) => setSetup((s) => ({ ...s, ...change }))}
        />
      </div>
      <div className="min-w-0 lg:col-start-2 xl:col-start-3 xl:row-start-1" aria-live="polite" aria-busy={!ready}>
        <div className="xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto">
          <ResolutionPanel evaluation={evaluation} />
        </div>
      </div>
    </div>
  );
}
