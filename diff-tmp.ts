import { readFileSync, writeFileSync } from "node:fs";
import { renderPage } from "./tests/print/pdf-read";
import { decodePng, encodePng } from "./tests/print/png";
const page = await renderPage(new Uint8Array(readFileSync(process.argv[2]!)), Number(process.argv[3]), 20);
const exp = decodePng(readFileSync(`tests/print/fixtures/${process.argv[4]}`));
let n = 0;
writeFileSync("/tmp/cmp/testdiff.png", encodePng(page.width, page.height, (x, y) => { const p = y * page.width + x; const d = Math.max(...[0,1,2].map((k) => Math.abs(page.rgba[p*4+k]! - exp.rgb[p*3+k]!))); if (d > 48) n++; return d > 48 ? [255, 0, 0] : [page.rgba[p*4]!, page.rgba[p*4+1]!, page.rgba[p*4+2]!]; }));
console.log(n / (page.width * page.height));
{
  const { createCanvas, loadImage } = await import("@napi-rs/canvas");
  const img = await loadImage("/tmp/cmp/testdiff.png");
  const c = createCanvas(img.width * 4, img.height * 4); const g = c.getContext("2d"); g.imageSmoothingEnabled = false; g.drawImage(img, 0, 0, img.width * 4, img.height * 4);
  writeFileSync("/tmp/cmp/testdiff4.png", c.toBuffer("image/png"));
}
