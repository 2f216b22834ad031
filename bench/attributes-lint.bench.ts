/**
 * Lint speed: a full lint of a 250-card era deck (every card's syntax and card rules plus every
 * deck rule; goal 10 ms median), cold (no card analysis and no parse reused: both the lint memo
 * and the parse cache cleared; the goal is judged on it), warm with nothing changed (every
 * analysis reused) and as the app meets it after one card changed (the other 249 reused); one card while typing (`analyze` with lint;
 * goal well under 1 ms); and the editor's per-keystroke deck check for one card
 * (`deckFindingsForCard`).
 * Print fit (lib/print) is not included: it measures text with font files and is PRINT's to time.
 */
import { loadBundled, loadDev, median, percentile, settle, type Library } from "./attributes-bundle";

function run(label: string, lib: Library): { deck: number; card: number } {
  const doc = lib.deck250();
  const cards = doc.eras[0]?.cards ?? [];
  let sink = 0;
  for (let i = 0; i < 10; i++) sink += lib.lintPack(doc).diagnostics.length;

  const deckTimes: number[] = [];
  const deckCpu: number[] = [];
  for (let i = 0; i < 60; i++) {
    if (i % 10 === 0) settle();
    lib.clearLintMemo();
    lib.clearParseCache();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    sink += lib.lintPack(doc).diagnostics.length;
    deckTimes.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    deckCpu.push((c.user + c.system) / 1000);
  }

  // Warm: the same deck again, every card's analysis reused from the run before (what a lint
  // after an edit elsewhere in the pack costs).
  lib.lintPack(doc);
  const warmTimes: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    sink += lib.lintPack(doc).diagnostics.length;
    warmTimes.push(performance.now() - t0);
  }

  const editedTimes: number[] = [];
  for (let i = 0; i < 60; i++) {
    const edited = { ...doc, eras: doc.eras.map((e) => ({ ...e, cards: e.cards.map((c, k) => (k === i ? { ...c, attributes: `${c.attributes}\nUnique "edit ${i}"` } : c)) })) };
    const t0 = performance.now();
    sink += lib.lintPack(edited).diagnostics.length;
    editedTimes.push(performance.now() - t0);
  }

  const cardTimes: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const card of cards) {
      // Cold, as while typing, where every keystroke makes a text the cache has not seen.
      lib.clearParseCache();
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
    `${label.padEnd(24)} full lint of ${cards.length} cards, cold (no analysis and no parse reused): median ${deck.toFixed(2)} ms (fastest ${Math.min(...deckTimes).toFixed(2)} ms, p90 ${percentile(deckTimes, 90).toFixed(2)} ms, CPU ${median(deckCpu).toFixed(2)} ms; goal 10 ms); ` +
      `warm (nothing changed: every analysis reused): median ${median(warmTimes).toFixed(2)} ms; warm after one card changed (249 reused): median ${median(editedTimes).toFixed(2)} ms; one card, cold (analyze with lint, nothing cached): median ${card.toFixed(1)} µs (p99 ${(percentile(cardTimes, 99) * 1000).toFixed(0)} µs, goal well under 1 ms); ` +
      `editor's deck check for one card: median ${median(keyTimes).toFixed(2)} ms${sink < 0 ? "" : ""}`,
  );
  return { deck, card };
}

const load = (await import("node:os")).loadavg()[0] ?? 0;
console.log(`machine load (1 min): ${load.toFixed(2)} on ${(await import("node:os")).cpus().length} cores; wall times above ~1 per core are inflated by other programs`);
const shipped = run("shipped (esbuild bundle)", await loadBundled());
run("dev (tsx transform)", await loadDev());
console.log(
  `250-card deck lint, cold, ${shipped.deck.toFixed(2)} ms ${shipped.deck <= 10 ? "meets" : "MISSES"} the 10 ms goal; ` +
    `one card, cold, ${shipped.card.toFixed(1)} µs ${shipped.card < 250 ? "is well under" : "is NOT well under"} 1 ms`,
);
