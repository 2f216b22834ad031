/**
 * The PDF routes, called as Next calls them, against a temporary database; rendering happens in
 * the real worker thread (from the TypeScript source through tsx, as in development).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pdfRoute from "@/app/api/packs/[id]/pdf/route";
import * as preflightRoute from "@/app/api/packs/[id]/pdf/preflight/route";
import * as previewRoute from "@/app/api/packs/[id]/pdf/preview/route";
import * as importRoute from "@/app/api/packs/import/route";
import { serializePack } from "@/lib/packs/serialize";
import type { SheetPreview } from "@/lib/print/preview";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";
import { card, fixturePack, pack } from "./helpers";
import { pageSizes, pdfText } from "./pdf-read";

let cleanup: () => Promise<void>;
let id: string;
let bigId: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  id = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: serializePack(fixturePack()) })).json.id;
  const many = Array.from({ length: 120 }, (_, i) => card(`BIG-${String(i + 1).padStart(3, "0")}`, { lore: `Card number ${i + 1} of a long era, with a lore of a few words to lay out.` }));
  bigId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: serializePack(pack(many)) })).json.id;
}, 60_000);
afterAll(() => cleanup());

async function pdfOf(response: { text: string }, raw: Response): Promise<Uint8Array> {
  void response;
  return new Uint8Array(await raw.arrayBuffer());
}

describe("GET /api/packs/{id}/pdf", () => {
  it("answers the PDF, rendered in the worker, as a download named after the pack", async () => {
    const request = new Request(`http://127.0.0.1/api/packs/${id}/pdf?paper=A4&bleed=3&backs=long-edge&cropMarks=1`);
    const response = await pdfRoute.GET(request, { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="test-pack-cards-a4.pdf"');
    expect(response.headers.get("x-greenhouse-pages")).toBe("4");
    const pdf = await pdfOf({ text: "" }, response);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    expect(await pageSizes(pdf)).toHaveLength(4);
    expect(await pdfText(pdf)).toContain("GEN-005");
  }, 60_000);

  it.each([
    ["bleed=9", "bleed"],
    ["paper=B5", "paper"],
    ["cropmarks=1", "cropmarks"],
    ["backOffset=1", "backOffset"],
    ["era=Nope", "era"],
  ])("refuses ?%s with 422 naming %s", async (query, path) => {
    const answer = await call<ErrorJson>(pdfRoute.GET, { path: `/x?${query}`, params: { id } });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues.map((i) => i.path)).toContain(path);
  });

  it("answers 404 for an unknown pack", async () => {
    expect((await call(pdfRoute.GET, { params: { id: "nope" } })).status).toBe(404);
  });

  it("answers the calibration sheet with ?calibration=1", async () => {
    const response = await pdfRoute.GET(new Request("http://127.0.0.1/x?calibration=1&paper=Letter"), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    expect(await pageSizes(new Uint8Array(await response.arrayBuffer()))).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ]);
  }, 60_000);
});

describe("GET /api/packs/{id}/pdf of a big pack", () => {
  it("renders in the worker: the server's thread keeps answering meanwhile", async () => {
    const request = new Request(`http://127.0.0.1/x?backs=none`);
    // Measure how long the event loop of this (the server's) thread ever waits while the PDF renders.
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const response = await pdfRoute.GET(request, { params: Promise.resolve({ id: bigId }) });
    const pdf = new Uint8Array(await response.arrayBuffer());
    const took = performance.now() - started;
    clearInterval(timer);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-greenhouse-pages")).toBe("14");
    expect(await pageSizes(pdf)).toHaveLength(14);
    // Rendering in this thread would stall it for most of the render; in the worker it never does.
    expect(longestGap).toBeLessThan(took / 4);
  }, 120_000);
});

describe("a repeated query parameter", () => {
  it.each([
    ["the PDF", pdfRoute.GET],
    ["preflight", preflightRoute.GET],
    ["preview", previewRoute.GET],
  ])("is refused by %s with 422 naming it, whichever value would have won", async (_, handler) => {
    const answer = await call<ErrorJson>(handler, { path: "/x?paper=A4&bleed=3&paper=Letter", params: { id } });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues).toEqual([{ path: "paper", message: "given 2 times; give it once" }]);
  });
});

describe("GET /api/packs/{id}/pdf/preflight and /preview", () => {
  it("lists what is worth knowing before printing", async () => {
    const answer = await call<{ items: { code: string }[] }>(preflightRoute.GET, { params: { id } });
    expect(answer.status).toBe(200);
    expect(answer.json.items.map((i) => i.code)).toContain("picture-low-resolution");
  });

  it("describes the first sheet, its backs mirrored, each picture sent once", async () => {
    const answer = await call<SheetPreview>(previewRoute.GET, { path: "/x?cropMarks=1", params: { id } });
    expect(answer.status).toBe(200);
    const p = answer.json;
    expect(p.summary).toEqual({ sheets: 2, pages: 4, cards: 6, perSheet: { silver: 9, gold: 2 } });
    expect(p.front.cards.map((c) => c.identifier)).toEqual(["GEN-001", "GEN-001", "GEN-002", "GEN-003"]);
    expect(p.front.marks.length).toBeGreaterThan(0);
    expect(p.back?.cards[0]?.placement.trim.x).toBeCloseTo(210 - p.front.cards[0]!.placement.trim.x - 63, 6);
    const images = p.front.cards.flatMap((c) => c.scene.nodes.filter((n) => n.kind === "image").map((n) => (n as { src: string }).src));
    expect(new Set(images).size).toBe(1);
    expect(Object.keys(p.pictures)).toContain(images[0]);
  }, 60_000);
});
