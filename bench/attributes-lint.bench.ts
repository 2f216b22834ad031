/**
 * Lint speed: a full lint of a 250-card era deck (every card's syntax and card rules plus every
 * deck rule; goal 10 ms median), one card while typing (`analyze` with lint; goal well under
 * 1 ms), and the editor's per-keystroke deck check for one card (`deckFindingsForCard`).
 * Print fit (lib/print) is not included: it measures text with font files and is PRINT's to time.
 */
import { loadBundled, loadDev, median, percentile, settle, type Library } from "./attributes-bundle";

function run(label: string, lib: Library): { deck: number; card: number } {
  const doc = lib.deck250();
  const cards = doc.eras[0]?.cards ?? [];
  let sink = 0;
  for (let i = 0; i < 10; i++) sink += lib.lintPack(doc).diagnostics.length;

  const deckTimes: number[] = [];
  for (let i = 0; i < 60; i++) {
    if (i % 10 === 0) settle();
    const t0 = performance.now();
    sink += lib.lintPack(doc).diagnostics.length;
    deckTimes.push(performance.now() - t0);
  }

  const cardTimes: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const card of cards) {
      const t0 = performance.now();
      sink += lib.analyze(card.attributes, { aliases: doc.pack.aliases, format: card.format }).diagnostics.length;
      cardTimes.push(performance.now() - t0);
    }
  }

  const index = 120;
  const editorCheck = lib.deckFindingsForCard(doc, doc.eras[0]?.name ?? "", index);
  const text = cards[index]?.attributes ?? "";
  const keyTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    sink += editorCheck(i % 2 === 0 ? text : `${text}x`).length;
    keyTimes.push(performance.now() - t0);
  }

  const deck = median(deckTimes);
  const card = median(cardTimes) * 1000;
  console.log(
    `${label.padEnd(24)} full lint of ${cards.length} cards: median ${deck.toFixed(2)} ms (p90 ${percentile(deckTimes, 90).toFixed(2)} ms, goal 10 ms); ` +
      `one card: median ${card.toFixed(1)} µs (p99 ${(percentile(cardTimes, 99) * 1000).toFixed(0)} µs, goal well under 1 ms); ` +
      `editor's deck check for one card: median ${median(keyTimes).toFixed(2)} ms${sink < 0 ? "" : ""}`,
  );
  return { deck, card };
}

const shipped = run("shipped (esbuild bundle)", await loadBundled());
run("dev (tsx transform)", await loadDev());
console.log(
  `250-card deck lint ${shipped.deck.toFixed(2)} ms ${shipped.deck <= 10 ? "meets" : "MISSES"} the 10 ms goal; ` +
    `one card ${shipped.card.toFixed(1)} µs ${shipped.card < 250 ? "is well under" : "is NOT well under"} 1 ms`,
);
