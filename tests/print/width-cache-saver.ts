/**
 * Worker thread of the width cache test (tests/print/width-cache.test.ts): one of several savers
 * of the same cache file in one process, as the server's print worker threads are. It primes
 * `base` widths of its own (texts starting with its name); then on each message it adds one
 * width of that round, waits until every saver has reached the round (a barrier on the shared
 * `gate`, so the writes overlap), saves, and answers what saveWidthCache returned. */
import { parentPort, workerData } from "node:worker_threads";
import { primeWidths } from "@/lib/print/text-layout";
import { saveWidthCache } from "@/lib/print/width-cache";

export interface SaverData {
  readonly file: string;
  readonly name: string;
  readonly base: number;
  /** Int32Array over a SharedArrayBuffer: [0] counts the savers that reached each round. */
  readonly gate: Int32Array;
  readonly savers: number;
}

export interface SaveMessage {
  readonly round: number;
}

const { file, name, base, gate, savers } = workerData as SaverData;
primeWidths({ sans: Object.fromEntries(Array.from({ length: base }, (_, i) => [`${name} base text number ${i}`, i / 7])) });

parentPort?.on("message", ({ round }: SaveMessage) => {
  primeWidths({ sans: { [`${name} round ${round}`]: round } });
  // Start the save when every saver has reached this round, so that the writes overlap.
  Atomics.add(gate, 0, 1);
  Atomics.notify(gate, 0);
  const target = savers * (round + 1);
  for (let seen = Atomics.load(gate, 0); seen < target; seen = Atomics.load(gate, 0)) Atomics.wait(gate, 0, seen, 1000);
  parentPort?.postMessage(saveWidthCache(file));
});
