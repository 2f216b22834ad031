/**
 * The system editor's re-lint (issue 28: "a definition change re-lints the pack in under 50 ms"):
 * a definition as a designer writes it (colour, number 1-20, letter A-L, text; a card rule with
 * atLeast/atMost, deck rules distinct, countEquals with a term, maxPerValue) and a 250-card pack of
 * it in one deck. Each change is what the editor does on a keystroke: the edit applied to a copy of
 * the draft (`applyEdit`), `checkDefinition`, and `lintWithDraft` of the whole pack (the live-lint
 * panel's work), once with a whole `lintPack` per change and once with the panel's incremental
 * linter (lib/systems/lint/incremental.ts, which re-checks only the cards' parts a change
 * touches). Cold: the first change of each kind in a fresh process (nothing compiled, no cache
 * for the full pass; for the incremental one, its first pass fills its cache); warm: the median
 * and p95 of 200 changes after it, each a new definition object as in the editor.
 * The browser side (keystroke to redrawn panel) needs a production build and is not measured here.
 */
import { applyEdit } from "../components/system-editor/edit";
import { lintWithDraft } from "../components/system-editor/live-lint-model";
import { checkDefinition } from "../lib/systems/definition-schema";
import { createPackLinter, type PackLinter } from "../lib/systems/lint/incremental";
import type { SystemCard, SystemDefinition } from "../lib/systems/types";

const COLOURS = ["red", "blue", "yellow"];
const LETTERS = "ABCDEFGHIJKL".split("");

const card = (identifier: string, fields: SystemCard["fields"], copies = 1): SystemCard => ({ identifier, copies, type: "building", fields });

const definition: SystemDefinition = {
  key: "bench-city",
  name: "Bench city",
  description: "Cards of a bench.",
  deckNoun: "deck",
  fields: [
    { key: "name", label: "Name", type: { kind: "text" }, required: true },
    { key: "colour", label: "Colour", type: { kind: "enum", values: COLOURS }, required: true },
    { key: "number", label: "Number", type: { kind: "int", min: 1, max: 20 }, required: true },
    { key: "letter", label: "Letter", type: { kind: "enum", values: LETTERS } },
    { key: "cost", label: "Cost", type: { kind: "int", min: 0, max: 9 } },
    { key: "text", label: "Text", type: { kind: "richText" } },
  ],
  cardTypes: [{ key: "building", label: "Building", fields: ["name", "colour", "number", "letter", "cost", "text"], face: "card" }],
  faces: [{ key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", borderMm: 3, regions: [{ name: "name", field: "name", rect: { x: 5, y: 5, width: 50, height: 10 }, fontPt: 12, minFontPt: 8 }] }],
  backs: { by: "one" },
  cardRules: [
    {
      kind: "card",
      code: "CITY-cost",
      severity: "error",
      message: "{field} {value} is above the number.",
      when: { all: [{ field: "colour", in: ["red", "blue"] }, { not: { field: "cost", empty: true } }] },
      check: { field: "cost", atMost: { field: "number" } },
      field: "cost",
      examples: { bad: card("a", { name: "A", colour: "red", number: 2, cost: 3 }), good: card("a", { name: "A", colour: "red", number: 3, cost: 3 }) },
    },
    {
      kind: "card",
      code: "CITY-letter",
      severity: "warning",
      message: "A yellow card needs a letter.",
      when: { field: "colour", equals: "yellow" },
      check: { field: "letter", empty: false },
      field: "letter",
      examples: { bad: card("a", { name: "A", colour: "yellow", number: 2 }), good: card("a", { name: "A", colour: "yellow", number: 2, letter: "B" }) },
    },
  ],
  deckRules: [
    {
      kind: "distinct",
      code: "CITY-once",
      severity: "error",
      message: "{value} is there twice in one colour.",
      field: "number",
      groupBy: "colour",
      examples: { bad: { cards: [card("a", { colour: "red", number: 1 }), card("b", { colour: "red", number: 1 })] }, good: { cards: [card("a", { colour: "red", number: 1 }), card("b", { colour: "blue", number: 1 })] } },
    },
    {
      kind: "countEquals",
      code: "CITY-size",
      severity: "error",
      message: "The deck has {count} cards; it must have {expected}.",
      base: 200,
      plus: [{ times: 1, where: { field: "letter", matches: "^[A-L]$" } }],
      examples: { bad: { cards: [card("a", {}, 199)] }, good: { cards: [card("a", {}, 200)] } },
    },
    {
      kind: "maxPerValue",
      code: "CITY-names",
      severity: "warning",
      message: "{value}: {count} copies, {expected}.",
      field: "name",
      max: 2,
      examples: { bad: { cards: [card("a", { name: "X" }, 3)] }, good: { cards: [card("a", { name: "X" }, 2)] } },
    },
  ],
};

const cards: SystemCard[] = Array.from({ length: 250 }, (_, i) =>
  card(`C${i + 1}`, {
    name: `Building ${i % 120}`,
    colour: COLOURS[i % 3] ?? "red",
    number: (i % 22) + 1,
    ...(i % 4 === 0 ? { letter: LETTERS[i % 12] ?? "A" } : {}),
    cost: i % 10,
    text: `**Build** ${i}: gain ${i % 5} resources.`,
  }),
);
const decks = [{ name: "City", cards }];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

/** One keystroke's work; returns the findings count so the work cannot be optimised away. */
type What = "label" | "max" | "rule";
const WHAT: Record<What, string> = { label: "field's label", max: "field's maximum", rule: "deck rule's value" };

function change(draft: SystemDefinition, i: number, what: What, linter?: PackLinter): { draft: SystemDefinition; findings: number } {
  const next = applyEdit(draft, (d) => {
    if (what === "label") d.fields[1]!.label = `Colour ${i}`;
    else if (what === "max") (d.fields[2]!.type as { max?: number }).max = 19 + (i % 2);
    else {
      const rule = d.deckRules[1];
      if (rule?.kind === "countEquals") rule.base = 200 + (i % 3);
    }
  });
  const checked = checkDefinition(next);
  if (!checked.ok) throw new Error(`the bench definition does not check: ${JSON.stringify(checked.issues)}`);
  return { draft: next, findings: lintWithDraft(checked.definition, decks, linter).findings.length };
}

let draft = definition;
for (const how of ["full", "incremental"] as const) {
  for (const what of ["label", "max", "rule"] as const) {
    // The incremental linter is the panel's: made when the pack is read, its first pass cold.
    const linter = how === "incremental" ? createPackLinter() : undefined;
    const t0 = performance.now();
    const first = change(draft, 0, what, linter);
    const cold = performance.now() - t0;
    draft = first.draft;
    const times: number[] = [];
    let sink = first.findings;
    for (let i = 1; i <= 200; i++) {
      const s = performance.now();
      const r = change(draft, i, what, linter);
      times.push(performance.now() - s);
      draft = r.draft;
      sink += r.findings;
    }
    const parts = linter === undefined ? "" : `; last change re-checked ${linter.stats.checked} parts, reused ${linter.stats.reused}`;
    console.log(`system editor (${how}): a ${WHAT[what]} changed -> check + re-lint of 250 cards: cold ${cold.toFixed(2)} ms, warm median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms (goal < 50 ms; ${first.findings} findings${parts}; sink ${sink})`);
  }
}

// The parts of a change apart: the copy, the check.
{
  const copy: number[] = [];
  const check: number[] = [];
  for (let i = 0; i < 200; i++) {
    const a = performance.now();
    const next = applyEdit(draft, (d) => void (d.fields[1]!.label = `Colour ${i}`));
    const b = performance.now();
    checkDefinition(next);
    check.push(performance.now() - b);
    copy.push(b - a);
  }
  console.log(`system editor: parts of a change: applyEdit median ${median(copy).toFixed(2)} ms, checkDefinition median ${median(check).toFixed(2)} ms`);
}

// The lint alone with one definition (what the panel costs when React redraws without a change).
const valid = checkDefinition(draft);
if (valid.ok) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    lintWithDraft(valid.definition, decks);
    times.push(performance.now() - s);
  }
  console.log(`system editor: lint of 250 cards alone, same definition: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms`);
}

// The layout preview's server work per change (app/systems/[key]/layout-actions.ts): the print
// scene of the Ginkgopolis building face with a demo card on it, one region's width changed each
// time (18 <-> 18.5 mm, as the page bench types). Cold: the first scene in this process (fonts
// read and parsed, no layout cached); warm: median and p95 of 200 more.
{
  const { readFileSync } = await import("node:fs");
  const { faceFrontScene } = await import("../lib/print/face-scene");
  const { richFieldKeys } = await import("../components/system-editor/layout-sample-cards");
  const pack = JSON.parse(readFileSync(new URL("../seeds/ginkgopolis-demo.pack.json", import.meta.url), "utf8")) as { systemDefinition: SystemDefinition; decks: { cards: SystemCard[] }[] };
  const def = pack.systemDefinition;
  const face = def.faces.find((f) => f.key === "building") ?? def.faces[0]!;
  const sample = pack.decks[0]!.cards[0]!;
  const options = { symbols: (def.symbols ?? []).map((s) => ({ key: s.key, src: `symbol:${s.key}` })), rich: richFieldKeys(def.fields) };
  const regionIndex = Math.max(0, face.regions.findIndex((r) => r.name === "number"));
  const scene = (i: number) => {
    const next = applyEdit(def, (d) => {
      const r = d.faces.find((f) => f.key === face.key)?.regions[regionIndex];
      if (r) r.rect.width = i % 2 === 0 ? 18.5 : 18;
    });
    const f = next.faces.find((x) => x.key === face.key)!;
    return faceFrontScene(f, { identifier: sample.identifier, fields: sample.fields, picture: null }, options).scene.nodes.length;
  };
  const t0 = performance.now();
  let sink = scene(0);
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 1; i <= 200; i++) {
    const s = performance.now();
    sink += scene(i);
    times.push(performance.now() - s);
  }
  console.log(`layout preview, server side: faceFrontScene of face ${face.key} (${face.regions.length} regions), a region's width changed: cold ${cold.toFixed(2)} ms, warm median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms (sink ${sink})`);
}
