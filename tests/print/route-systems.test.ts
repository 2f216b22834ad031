/**
 * The PDF routes for a pack of a data-defined system (Altered): imported, then printed from its
 * faces through the same routes and worker as GOT CGS packs (docs/systems.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pdfRoute from "@/app/api/packs/[id]/pdf/route";
import * as preflightRoute from "@/app/api/packs/[id]/pdf/preflight/route";
import * as previewRoute from "@/app/api/packs/[id]/pdf/preview/route";
import * as importRoute from "@/app/api/packs/import/route";
import type { PreflightItem } from "@/lib/print/preflight";
import type { SheetPreview } from "@/lib/print/preview";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";
import { pageSizes, pdfText } from "./pdf-read";

const fixture = readFileSync(join(import.meta.dirname, "..", "packs", "fixtures", "altered-small.pack.json"), "utf8");

let cleanup: () => Promise<void>;
let id: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  id = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: fixture })).json.id;
}, 60_000);
afterAll(() => cleanup());

describe("the PDF routes on an Altered pack", () => {
  it("GET pdf answers the PDF of its 63 x 88 mm cards, rendered in the worker", async () => {
    const response = await pdfRoute.GET(new Request(`http://127.0.0.1/api/packs/${id}/pdf?paper=A4&cropMarks=1`), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(await pageSizes(pdf)).toHaveLength(Number(response.headers.get("x-greenhouse-pages")));
    const text = await pdfText(pdf);
    expect(text).toContain("Ysolde, Keeper of Roots");
    expect(text).toContain("RBD-001-C");
  }, 60_000);

  it("GET preview draws the first sheet from the face; preflight lists what lint and fit find", async () => {
    const preview = await call<SheetPreview>(previewRoute.GET, { path: "/x", params: { id } });
    expect(preview.status).toBe(200);
    expect(preview.json.front.cards[0]?.identifier).toBe("RB-001");
    expect(preview.json.front.cards.every((c) => c.scene.size.width === 63 && c.scene.size.height === 88)).toBe(true);
    const preflight = await call<{ items: PreflightItem[] }>(preflightRoute.GET, { path: "/x", params: { id } });
    expect(preflight.status).toBe(200);
    // A 6-card deck breaks the deck-size rule: a pack-wide lint error; no back picture: an info.
    expect(preflight.json.items.map((i) => i.code)).toEqual(expect.arrayContaining(["pack-lint-errors", "picture-missing"]));
  }, 60_000);

  it("GET pdf without backs prints one page per sheet; an unknown deck is a 422 at era", async () => {
    const response = await pdfRoute.GET(new Request(`http://127.0.0.1/api/packs/${id}/pdf?backs=none`), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    // Fronts only: one page per sheet.
    expect(response.headers.get("x-greenhouse-pages")).toBe(response.headers.get("x-greenhouse-sheets"));
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    expect(await pageSizes(pdf)).toHaveLength(Number(response.headers.get("x-greenhouse-sheets")));
    const unknown = await call<ErrorJson>(pdfRoute.GET, { path: "/x?era=Nope", params: { id } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.issues.map((i) => i.path)).toContain("era");
  }, 60_000);
});
