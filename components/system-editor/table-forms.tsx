"use client";
/**
 * The free table of a system (docs/systems.md "The free table"): players min/max, the zones
 * (key, label, per seat or shared, who sees the faces, how they are laid out), the setup steps
 * (place the cards matching a condition in a zone, shuffle a zone, deal from one zone to another),
 * counters on a seat or a card with their start, the dice a seat may roll and the phase names.
 * Every issue lib/free-table/definition.ts reports (`table.setup[1].to`) shows at its control.
 */
import { memo, useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { Condition } from "@/lib/systems/types";
import type { DraftScope } from "./scope";
import type { TableCounterDef, TableDef, TableSetupStep, TableZoneDef } from "@/lib/free-table/definition";
import { CheckControl, NumberControl, SectionIssues, SelectControl, TextControl } from "./controls";
import type { IssueIndex } from "./draft";
import type { Edit, MutableDraft } from "./edit";
import { ListRow, ListSection, OWN_PAINT, RemoveButton } from "./list-parts";
import { ConditionEditor } from "./rule-condition";
import { defaultCondition } from "./rule-model";

type Table = TableDef<Condition>;
type Step = TableSetupStep<Condition>;

/** A table a designer starts from: a deck, a hand and a shared play area; shuffle, deal five. */
export function starterTable(): Table {
  return {
    players: { min: 2, max: 4 },
    zones: [
      { key: "deck", label: "Deck", owner: "seat", visibility: "hidden", layout: "stack" },
      { key: "hand", label: "Hand", owner: "seat", visibility: "owner", layout: "row" },
      { key: "play", label: "Play area", owner: "shared", visibility: "all", layout: "grid" },
    ],
    setup: [
      { do: "shuffle", zone: "deck" },
      { do: "deal", from: "deck", to: "hand", count: 5 },
    ],
  };
}

/** A setup step of another kind, keeping the zones it named. */
export function stepOfKind(def: DraftScope, table: Table, kind: Step["do"], old?: Step): Step {
  const first = table.zones[0]?.key ?? "deck";
  const from = old === undefined ? first : old.do === "shuffle" ? old.zone : old.do === "deal" ? old.from : first;
  const to = old !== undefined && old.do !== "shuffle" ? old.to : (table.zones[1]?.key ?? first);
  if (kind === "shuffle") return { do: "shuffle", zone: from };
  if (kind === "deal") return { do: "deal", from, to, count: 1 };
  return { do: "place", where: defaultCondition(def), to };
}

const OWNERS = [
  { value: "seat", label: "each seat" },
  { value: "shared", label: "shared" },
];
const VISIBILITY = [
  { value: "owner", label: "its seat sees" },
  { value: "all", label: "everyone sees" },
  { value: "hidden", label: "face down (nobody)" },
];
const LAYOUTS = [
  { value: "stack", label: "stack" },
  { value: "row", label: "row" },
  { value: "grid", label: "grid" },
];
const STEPS = [
  { value: "place", label: "place the cards where" },
  { value: "shuffle", label: "shuffle" },
  { value: "deal", label: "deal" },
];

/** Numbers typed as "4, 6, 20" -> [4, 6, 20]; what is not a number is left for the check to name. */
export function parseDice(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter((s) => s !== "")
    .map(Number);
}

/** Phase names typed as "Draw, Main, End"; blank entries left out. */
export function parsePhases(text: string): string[] {
  return text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/**
 * A comma-separated list in one box: the box keeps what is typed ("4, " on the way to "4, 6")
 * and the draft gets the parsed list; a change from elsewhere (a loaded revision) replaces the text.
 */
function ListText({ label, hint, path, issues, readOnly, className, value, onChange }: { label: string; hint: string; path: string; issues: IssueIndex; readOnly: boolean; className?: string; value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(value);
  const [from, setFrom] = useState(value);
  if (value !== from) {
    setFrom(value);
    if (value !== parseDice(text).join(", ") && value !== parsePhases(text).join(", ")) setText(value);
  }
  const problems = issues.under(path);
  return (
    <Field label={label} hint={hint} error={problems.length === 0 ? null : problems.map((p) => `${p.path}: ${p.message}`).join(" ")} className={className}>
      {(p) => (
        <Input
          {...p}
          value={text}
          readOnly={readOnly}
          data-path={path}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}

/** The free table's form; memoized: it gets the table by reference and the fields as the editor's {@link DraftScope}, so a keystroke elsewhere skips it. */
export const TableSection = memo(function TableSection({ table, scope: def, issues, edit, readOnly }: { table: Table | undefined; scope: DraftScope; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const change: Change = useCallback(
    (f) =>
      edit((d) => {
        if (d.table !== undefined) f(d.table);
      }),
    [edit],
  );
  return (
    <section aria-labelledby="table-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="table-heading" className="text-base font-semibold text-ink">
        Free table
      </h2>
      <p className="text-xs text-ink-muted">The zones, setup, counters, dice and phases of a game of this system on the free table. Without them the system has no free table.</p>
      {table === undefined ? (
        readOnly ? (
          <p className="mt-2 text-sm text-ink-soft">This system has no free table.</p>
        ) : (
          <Button size="sm" className="mt-2" onClick={() => edit((d) => void (d.table = starterTable() as MutableDraft["table"]))}>
            Add a free table
          </Button>
        )
      ) : (
        <TableForms def={def} table={table} issues={issues} change={change} edit={edit} readOnly={readOnly} />
      )}
    </section>
  );
});

type Change = (f: (t: MutableDraft["table"] & object) => void) => void;

/** What every part of the table's form gets. */
interface PartProps {
  readonly def: DraftScope;
  readonly table: Table;
  readonly issues: IssueIndex;
  readonly change: Change;
  readonly readOnly: boolean;
}

/** The zone options of a select, with `value` named as missing when no zone has that key. */
function zonePicker(table: Table): (value: string) => { value: string; label: string }[] {
  const zoneOptions = table.zones.map((z) => ({ value: z.key, label: z.label || z.key }));
  return (value) => (zoneOptions.some((o) => o.value === value) ? zoneOptions : [{ value, label: `${value} (no such zone)` }, ...zoneOptions]);
}

/** The issue paths the table's controls show; the rest are listed under the form. */
function shownTablePath(table: Table): (path: string) => boolean {
  const shown = new Set<string>(["table.players.min", "table.players.max", "table.dice", "table.phases"]);
  table.zones.forEach((_, i) => ["key", "label", "owner", "visibility", "layout"].forEach((k) => shown.add(`table.zones[${i}].${k}`)));
  (table.setup ?? []).forEach((_, i) => ["do", "to", "zone", "from", "count"].forEach((k) => shown.add(`table.setup[${i}].${k}`)));
  (table.counters ?? []).forEach((_, i) => ["key", "label", "on", "start"].forEach((k) => shown.add(`table.counters[${i}].${k}`)));
  return (p) => shown.has(p) || /^table\.setup\[\d+\]\.where/.test(p) || /^table\.(dice|phases)\[/.test(p);
}

function ZoneRow({ zone: z, i, issues, change, readOnly }: Omit<PartProps, "def" | "table"> & { zone: TableZoneDef; i: number }) {
  const at = `table.zones[${i}]`;
  return (
    <ListRow label={`Zone ${z.key || i + 1}`} remove={{ label: "Remove zone", readOnly, onRemove: () => change((t) => void t.zones.splice(i, 1)) }}>
      <TextControl label="Key" path={`${at}.key`} issues={issues} readOnly={readOnly} value={z.key} className="w-32" onChange={(v) => change((t) => void (t.zones[i]!.key = v))} />
      <TextControl label="Label" path={`${at}.label`} issues={issues} readOnly={readOnly} value={z.label} className="w-40" onChange={(v) => change((t) => void (t.zones[i]!.label = v))} />
      <SelectControl label="Belongs to" path={`${at}.owner`} issues={issues} readOnly={readOnly} value={z.owner} options={OWNERS} className="w-32" onChange={(v) => change((t) => void (t.zones[i]!.owner = v as TableZoneDef["owner"]))} />
      <SelectControl label="Faces" path={`${at}.visibility`} issues={issues} readOnly={readOnly} value={z.visibility} options={VISIBILITY} className="w-44" onChange={(v) => change((t) => void (t.zones[i]!.visibility = v as TableZoneDef["visibility"]))} />
      <SelectControl label="Layout" path={`${at}.layout`} issues={issues} readOnly={readOnly} value={z.layout} options={LAYOUTS} className="w-28" onChange={(v) => change((t) => void (t.zones[i]!.layout = v as TableZoneDef["layout"]))} />
      <CheckControl label="Cards enter face down" readOnly={readOnly} checked={z.faceDown === true} onChange={(on) => change((t) => void (on ? (t.zones[i]!.faceDown = true) : delete t.zones[i]!.faceDown))} />
    </ListRow>
  );
}

function ZonesList({ table, issues, change, readOnly }: PartProps) {
  const zonePick = zonePicker(table);
  const start = (
    <SelectControl
      label="Each seat's deck starts in"
      path="table.start"
      issues={issues}
      readOnly={readOnly}
      className="mt-2 w-64"
      value={table.start ?? ""}
      options={[{ value: "", label: "the default (deck, else the first seat zone)" }, ...zonePick(table.start ?? "").filter((o) => o.value !== "")]}
      onChange={(v) => change((t) => void (v === "" ? delete t.start : (t.start = v)))}
    />
  );
  const add = () => change((t) => void t.zones.push({ key: `zone${t.zones.length + 1}`, label: `Zone ${t.zones.length + 1}`, owner: "seat", visibility: "all", layout: "row" }));
  return (
    <ListSection title="Zones" addLabel="Add a zone" onAdd={add} readOnly={readOnly} after={start}>
      {table.zones.map((z, i) => (
        <ZoneRow key={i} zone={z} i={i} issues={issues} change={change} readOnly={readOnly} />
      ))}
    </ListSection>
  );
}

function SetupRow({ def, table, step: s, i, issues, change, readOnly }: PartProps & { step: Step; i: number }) {
  const at = `table.setup[${i}]`;
  const zonePick = zonePicker(table);
  const setStep = (next: Step) => change((t) => void ((t.setup ??= [])[i] = next as never));
  return (
    <ListRow label={`Setup step ${i + 1}`} layout="stack">
      <div className="flex flex-wrap items-end gap-2">
        <SelectControl label={`Step ${i + 1}`} path={`${at}.do`} issues={issues} readOnly={readOnly} value={s.do} options={STEPS} className="w-48" onChange={(v) => setStep(stepOfKind(def, table, v as Step["do"], s))} />
        {s.do === "shuffle" ? <SelectControl label="Zone" path={`${at}.zone`} issues={issues} readOnly={readOnly} value={s.zone} options={zonePick(s.zone)} className="w-40" onChange={(v) => setStep({ ...s, zone: v })} /> : null}
        {s.do === "deal" ? (
          <>
            <NumberControl label="Cards" path={`${at}.count`} issues={issues} readOnly={readOnly} value={s.count} step={1} className="w-24" onChange={(v) => setStep({ ...s, count: v ?? 1 })} />
            <SelectControl label="From" path={`${at}.from`} issues={issues} readOnly={readOnly} value={s.from} options={zonePick(s.from)} className="w-40" onChange={(v) => setStep({ ...s, from: v })} />
          </>
        ) : null}
        {s.do !== "shuffle" ? <SelectControl label="To" path={`${at}.to`} issues={issues} readOnly={readOnly} value={s.to} options={zonePick(s.to)} className="w-40" onChange={(v) => setStep({ ...s, to: v })} /> : null}
        {s.do === "place" ? <CheckControl label="Face down" readOnly={readOnly} checked={s.faceDown === true} onChange={(on) => setStep(on ? { ...s, faceDown: true } : { do: "place", where: s.where, to: s.to })} /> : null}
        <RemoveButton readOnly={readOnly} onRemove={() => change((t) => void t.setup?.splice(i, 1))}>
          Remove step
        </RemoveButton>
      </div>
      {s.do === "place" ? <ConditionEditor def={def} cond={s.where} path={`${at}.where`} label={`Step ${i + 1} cards`} issues={issues} readOnly={readOnly} onChange={(c) => setStep({ ...s, where: c })} /> : null}
    </ListRow>
  );
}

function SetupList(props: PartProps) {
  const { def, table, change, readOnly } = props;
  return (
    <ListSection title="Setup, in order" addLabel="Add a setup step" onAdd={() => change((t) => void (t.setup ??= []).push(stepOfKind(def, table, "shuffle") as never))} readOnly={readOnly}>
      {(table.setup ?? []).map((s, i) => (
        <SetupRow key={i} {...props} step={s} i={i} />
      ))}
    </ListSection>
  );
}

const COUNTER_ON = [
  { value: "seat", label: "a seat" },
  { value: "card", label: "a card" },
];

function CounterRow({ counter: c, i, issues, change, readOnly }: Omit<PartProps, "def" | "table"> & { counter: TableCounterDef; i: number }) {
  const at = `table.counters[${i}]`;
  return (
    <ListRow label={`Counter ${c.key || i + 1}`} remove={{ label: "Remove counter", readOnly, onRemove: () => change((t) => void t.counters?.splice(i, 1)) }}>
      <TextControl label="Key" path={`${at}.key`} issues={issues} readOnly={readOnly} value={c.key} className="w-32" onChange={(v) => change((t) => void (t.counters![i]!.key = v))} />
      <TextControl label="Label" path={`${at}.label`} issues={issues} readOnly={readOnly} value={c.label} className="w-40" onChange={(v) => change((t) => void (t.counters![i]!.label = v))} />
      <SelectControl label="On" path={`${at}.on`} issues={issues} readOnly={readOnly} value={c.on} className="w-28" options={COUNTER_ON} onChange={(v) => change((t) => void (t.counters![i]!.on = v === "card" ? "card" : "seat"))} />
      <NumberControl label="Start" path={`${at}.start`} issues={issues} readOnly={readOnly} value={c.start} step={1} className="w-24" onChange={(v) => change((t) => void (v === undefined ? delete t.counters![i]!.start : (t.counters![i]!.start = v)))} />
    </ListRow>
  );
}

function CountersList({ table, issues, change, readOnly }: PartProps) {
  const add = () => change((t) => void (t.counters ??= []).push({ key: `counter${(t.counters?.length ?? 0) + 1}`, label: "Points", on: "seat", start: 0 }));
  return (
    <ListSection title="Counters" addLabel="Add a counter" onAdd={add} readOnly={readOnly}>
      {(table.counters ?? []).map((c, i) => (
        <CounterRow key={i} counter={c} i={i} issues={issues} change={change} readOnly={readOnly} />
      ))}
    </ListSection>
  );
}

/** The table's two comma-separated lists: the dice a seat may roll and the phases of a turn. */
const LISTS = [
  { key: "dice", label: "Dice (sides, comma separated)", hint: "Empty: any die of 2 to 100 sides.", className: "w-64", parse: parseDice },
  { key: "phases", label: "Phases of a turn (comma separated)", hint: "Empty: turns have no phases.", className: "min-w-64 flex-1", parse: parsePhases },
] as const;

function DiceAndPhases({ table, issues, change, readOnly }: PartProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {LISTS.map(({ key, label, hint, className, parse }) => (
        <ListText
          key={key}
          label={label}
          hint={hint}
          path={`table.${key}`}
          issues={issues}
          readOnly={readOnly}
          className={className}
          value={(table[key] ?? []).join(", ")}
          onChange={(v) => change((t) => void (v.trim() === "" ? delete t[key] : (t[key] = parse(v) as never)))}
        />
      ))}
    </div>
  );
}

function TableForms({ def, table, issues, change, edit, readOnly }: PartProps & { edit: Edit }) {
  const parts: PartProps = { def, table, issues, change, readOnly };
  return (
    <div className="mt-2 flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <NumberControl label="Players, at least" path="table.players.min" issues={issues} readOnly={readOnly} value={table.players.min} step={1} className="w-36" onChange={(v) => change((t) => void (t.players.min = v ?? 1))} />
        <NumberControl label="Players, at most" path="table.players.max" issues={issues} readOnly={readOnly} value={table.players.max} step={1} className="w-36" onChange={(v) => change((t) => void (t.players.max = v ?? 1))} />
        <RemoveButton readOnly={readOnly} onRemove={() => edit((d) => void delete d.table)}>
          Remove the free table
        </RemoveButton>
      </div>
      <ZonesList {...parts} />
      <SetupList {...parts} />
      <CountersList {...parts} />
      <DiceAndPhases {...parts} />
      <SectionIssues issues={issues} path="table" shown={shownTablePath(table)} />
    </div>
  );
}
