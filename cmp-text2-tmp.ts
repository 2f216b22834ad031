import { readFileSync } from "node:fs";
import { pdfTextItems } from "./tests/print/pdf-read";
const name = process.argv[2]!;
const a = await pdfTextItems(new Uint8Array(readFileSync(`/tmp/pdf-before/${name}.pdf`)));
const b = await pdfTextItems(new Uint8Array(readFileSync(`/tmp/pdf-after/${name}.pdf`)));
for (let p = 0; p < a.length; p++) {
  const ia = a[p]!.filter((i) => i.text.trim() !== ""), ib = b[p]!.filter((i) => i.text.trim() !== "");
  if (ia.length === ib.length) { let bad = -1; for (let k = 0; k < ia.length; k++) if (Math.abs(ia[k]!.x - ib[k]!.x) > 0.01 || Math.abs(ia[k]!.y - ib[k]!.y) > 0.01) { bad = k; break; } if (bad < 0) continue; console.log("page", p + 1, "moved at", bad, ia[bad], ib[bad]); continue; }
  console.log("page", p + 1, ia.length, ib.length);
  for (let k = 0; k < Math.max(ia.length, ib.length); k++) { const x = ia[k], y = ib[k]; if (!x || !y || x.text !== y.text) { console.log(" A", ia.slice(k, k + 3).map((i) => `${i.text}@${i.x.toFixed(2)},${i.y.toFixed(2)}`)); console.log(" B", ib.slice(k, k + 3).map((i) => `${i.text}@${i.x.toFixed(2)},${i.y.toFixed(2)}`)); break; } }
  break;
}
