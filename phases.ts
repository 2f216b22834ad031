Object.assign(process.env, { NODE_ENV: "production" });
const t0 = performance.now();
const { renderPrintPdf } = await import("../../work/wt/pdf/lib/systems/got-cgs/print/render");
const { BENCH_OPTIONS, demoPack } = await import("../../work/wt/pdf/bench/print-workload");
const t1 = performance.now();
console.log(`import ${(t1 - t0).toFixed(0)} ms`);
const doc = demoPack(250);
for (let run = 0; run < 3; run++) {
  let last = performance.now(); let phase = "start"; const times: string[] = [];
  const start = last;
  await renderPrintPdf(doc, BENCH_OPTIONS, { onProgress: (p) => { if (p.phase !== phase) { const now = performance.now(); times.push(`${phase} ${(now - last).toFixed(0)}`); last = now; phase = p.phase; } } });
  times.push(`${phase} ${(performance.now() - last).toFixed(0)}`);
  console.log(`run ${run}: ${(performance.now() - start).toFixed(0)} ms: ${times.join(", ")}`);
}
