import { readFileSync } from "node:fs";
import { pdfTextItems, pdfFonts } from "./tests/print/pdf-read";
for (const name of process.argv.slice(2)) {
  const a = await pdfTextItems(new Uint8Array(readFileSync(`/tmp/pdf-before/${name}.pdf`)));
  const b = await pdfTextItems(new Uint8Array(readFileSync(`/tmp/pdf-after/${name}.pdf`)));
  let same = 0, moved = 0, textDiff = 0, maxD = 0;
  const textA = a.map((p) => p.map((i) => i.text).join("")), textB = b.map((p) => p.map((i) => i.text).join(""));
  for (let p = 0; p < a.length; p++) {
    if (textA[p] !== textB[p]) { textDiff++; continue; }
    // compare non-space items by order
    const ia = a[p]!.filter((i) => i.text.trim() !== ""), ib = b[p]!.filter((i) => i.text.trim() !== "");
    if (ia.length !== ib.length) { moved++; continue; }
    for (let k = 0; k < ia.length; k++) { const d = Math.max(Math.abs(ia[k]!.x - ib[k]!.x), Math.abs(ia[k]!.y - ib[k]!.y), Math.abs(ia[k]!.width - ib[k]!.width)); maxD = Math.max(maxD, d); }
    same++;
  }
  const fa = (await pdfFonts(new Uint8Array(readFileSync(`/tmp/pdf-before/${name}.pdf`)))).map((f) => f.name.slice(7)).sort().join(",");
  const fb = (await pdfFonts(new Uint8Array(readFileSync(`/tmp/pdf-after/${name}.pdf`)))).map((f) => f.name.slice(7)).sort().join(",");
  console.log(`${name}: pages ${a.length}/${b.length}; same text ${same} (max position/width difference ${maxD.toFixed(3)} pt), text differs on ${textDiff} pages, item count differs on ${moved}; fonts same: ${fa === fb}`);
}
