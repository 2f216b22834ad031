/**
 * What fills, symbols and templates cost in print (issue 28): the Ginkgopolis demo pack (78
 * cards, 57 with an inline symbol) rendered to a PDF with its definition as shipped, and with
 * the same definition stripped of symbols and fills (`:point:` then prints as text). Cold: the
 * first render in the process (fonts, SVG symbols drawn to PNG by sharp); warm: the median of
 * three later ones. Also the front scenes alone (faceFrontScene) of all 78 cards.
 * Run: npx tsx bench/symbols-print.bench.ts
 */
import { readFileSync } from "node:fs";
import { renderSystemPdf } from "../lib/print/render";
import { faceFrontScene, faceOfCard } from "../lib/print/face-scene";
import { prepareSymbols } from "../lib/print/symbol-pictures";
import type { SystemPrintDocument } from "../lib/print/system-print";
import type { SystemDefinition } from "../lib/systems/types";

const file = JSON.parse(readFileSync(new URL("../seeds/ginkgopolis-demo.pack.json", import.meta.url), "utf8")) as SystemPrintDocument & { systemDefinition: SystemDefinition };
const withAll = file.systemDefinition;
const { symbols: _s, ...rest } = withAll;
void _s;
const plain: SystemDefinition = { ...rest, faces: withAll.faces.map(({ fill: _f, ...f }) => ({ ...f, regions: f.regions.map(({ fill: _r, ...r }) => r) })) };
const doc: SystemPrintDocument = { pack: file.pack, decks: file.decks };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function time(def: SystemDefinition): Promise<{ cold: number; warm: number; bytes: number }> {
  let t = performance.now();
  const first = await renderSystemPdf(doc, def, { backs: "none" });
  const cold = performance.now() - t;
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    await renderSystemPdf(doc, def, { backs: "none" });
    warm.push(performance.now() - t);
  }
  return { cold, warm: median(warm), bytes: first.pdf.byteLength };
}

async function main() {
  const sym = await time(withAll);
  const none = await time(plain);
  console.log(`pdf 78 cards with fills+symbols: cold ${sym.cold.toFixed(0)} ms, warm median ${sym.warm.toFixed(0)} ms, ${(sym.bytes / 1024).toFixed(0)} KB`);
  console.log(`pdf 78 cards without:            cold ${none.cold.toFixed(0)} ms, warm median ${none.warm.toFixed(0)} ms, ${(none.bytes / 1024).toFixed(0)} KB`);
  const { symbols } = await prepareSymbols(withAll.symbols ?? []);
  const cards = file.decks.flatMap((d) => d.cards);
  const scenes = (i: number) => {
    const t = performance.now();
    for (const c of cards) {
      const face = faceOfCard(withAll, c.type, c.fields);
      // A fresh text per round (the identifier) so the layout cache does not answer: the region text differs.
      if (face !== null) faceFrontScene(face, { identifier: `${c.identifier}-${i}`, fields: c.fields, picture: null }, { symbols });
    }
    return performance.now() - t;
  };
  const coldScenes = scenes(0);
  const warmScenes = median([1, 2, 3, 4, 5].map(scenes));
  console.log(`front scenes of 78 cards with symbols: first ${coldScenes.toFixed(1)} ms, later median ${warmScenes.toFixed(1)} ms`);
}

void main();
