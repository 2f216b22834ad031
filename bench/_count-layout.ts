Object.assign(process.env, { NODE_ENV: "production" });
import { readFileSync } from "node:fs";
const fontkit = await import("fontkit");
const { faceFiles, fontBytes } = await import("../lib/print/fonts");
const font = fontkit.create(Buffer.from(fontBytes(faceFiles("sans")[0]!))) as unknown as { layout: (...a: unknown[]) => unknown };
const proto = Object.getPrototypeOf(font) as { layout: (...a: unknown[]) => unknown };
const orig = proto.layout;
let calls = 0; let ms = 0; const distinct = new Set<string>();
proto.layout = function (this: unknown, ...a: unknown[]) { calls++; distinct.add(`${(this as {postscriptName:string}).postscriptName}\u0000${JSON.stringify(a[1])}\u0000${String(a[0])}`); const t = performance.now(); const r = orig.apply(this, a); ms += performance.now() - t; return r; };
const { renderPrintPdf } = await import("../lib/systems/got-cgs/print/render");
const { BENCH_OPTIONS, demoPack } = await import("./print-workload");
const doc = demoPack(250);
for (let i = 0; i < 2; i++) {
  calls = 0; ms = 0; distinct.clear();
  const t0 = performance.now();
  await renderPrintPdf(doc, BENCH_OPTIONS);
  console.log(`render ${(performance.now() - t0).toFixed(0)} ms; font.layout calls ${calls}, distinct ${distinct.size}, time in layout ${ms.toFixed(0)} ms`);
}
void readFileSync;
