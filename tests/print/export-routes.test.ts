/**
 * The image exports over HTTP (GET /api/packs/{id}/export/tts and /png), rendered in the print
 * worker: a GOT CGS pack and an Altered pack give zips that hold what the exports write; a bad
 * option is a 422 at its name before anything is drawn.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pngRoute from "@/app/api/packs/[id]/export/png/route";
import * as ttsRoute from "@/app/api/packs/[id]/export/tts/route";
import * as importRoute from "@/app/api/packs/import/route";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";

const altered = readFileSync(join(import.meta.dirname, "..", "packs", "fixtures", "altered-small.pack.json"), "utf8");

let cleanup: () => Promise<void>;
let alteredId: string;
let gotId: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  alteredId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: altered })).json.id;
  const got = {
    format: "greenhouse.pack/1",
    pack: { game: "Gardener of Thoughts", name: "Route Pack", type: "edition" },
    eras: [{ name: "Era One", cards: [
      { identifier: "RTE-001", format: "silver", copies: 2, directive: "Go.", attributes: 'Type "Adventure"\nRoleplay "Solo"', lore: "" },
      { identifier: "RTE-002", format: "silver", copies: 1, directive: "", attributes: 'Type "Support"\nEraCosts\n  Sway 1', lore: "Old." },
    ] }],
  };
  gotId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: JSON.stringify(got) })).json.id;
}, 60_000);
afterAll(() => cleanup());

async function get(route: typeof pngRoute, id: string, query: string) {
  return route.GET(new Request(`http://127.0.0.1/api/packs/${id}/export/x${query}`), { params: Promise.resolve({ id }) });
}

describe("image exports over HTTP", () => {
  it("tts: the saved object and its sheets, one id per copy", async () => {
    const response = await get(ttsRoute, gotId, "?baseUrl=https%3A%2F%2Fcards.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Route_Pack-tabletop-simulator.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const saved = JSON.parse(new TextDecoder().decode(files["Route_Pack.json"])) as { ObjectStates: { Name: string; DeckIDs: number[]; CustomDeck: Record<string, { FaceURL: string }> }[] };
    expect(saved.ObjectStates).toHaveLength(1);
    expect(saved.ObjectStates[0]?.DeckIDs).toHaveLength(3);
    expect(Object.values(saved.ObjectStates[0]?.CustomDeck ?? {})[0]?.FaceURL).toBe("https://cards.example/Route_Pack-1-1.png");
    expect(response.headers.get("x-greenhouse-copies")).toBe("3");
  }, 120_000);

  it("png: an Altered pack at mpc-poker, 822 x 1122 px a face", async () => {
    const response = await get(pngRoute, alteredId, "?profile=mpc-poker");
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const pngs = Object.keys(files).filter((f) => f.endsWith(".png"));
    expect(pngs.length).toBe(2 * Number(response.headers.get("x-greenhouse-cards")));
    const meta = await sharp(files[pngs[0] as string] as Uint8Array).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([822, 1122, 300]);
  }, 120_000);

  it("a bad option is a 422 at its name", async () => {
    const profile = await call<ErrorJson>(pngRoute.GET, { path: `/api/packs/${gotId}/export/png?profile=tgc-tarot`, params: { id: gotId } });
    expect(profile.status).toBe(422);
    expect(profile.json.error.issues[0]).toMatchObject({ path: "profile", message: expect.stringContaining('unknown image profile "tgc-tarot"') });
    const deck = await call<ErrorJson>(ttsRoute.GET, { path: `/api/packs/${gotId}/export/tts?deck=Nope`, params: { id: gotId } });
    expect(deck.status).toBe(422);
    expect(deck.json.error.issues[0]).toMatchObject({ path: "deck" });
    const url = await call<ErrorJson>(ttsRoute.GET, { path: `/api/packs/${gotId}/export/tts?baseUrl=ftp%3A%2F%2Fx`, params: { id: gotId } });
    expect(url.json.error.issues[0]).toMatchObject({ path: "baseUrl" });
    const unknown = await call<ErrorJson>(ttsRoute.GET, { path: `/api/packs/${gotId}/export/tts?colour=red`, params: { id: gotId } });
    expect(unknown.status).toBe(422);
    const gone = await call<ErrorJson>(ttsRoute.GET, { path: "/api/packs/nope/export/tts", params: { id: "nope" } });
    expect(gone.status).toBe(404);
  }, 120_000);
});
