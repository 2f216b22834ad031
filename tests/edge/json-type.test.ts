/**
 * Routes that read JSON take only JSON: the body a cross-site page can send without asking
 * (text/plain, a form, multipart) is a 415 before a byte is read, even when no Origin header
 * gave it away at the edge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/packs/import/route";
import * as packsRoute from "@/app/api/packs/route";
import * as duplicateRoute from "@/app/api/packs/[id]/duplicate/route";
import { readJson, readOptionalJson } from "@/lib/server/http";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(async () => cleanup());

const post = (type: string | undefined, body: string) =>
  new Request("http://127.0.0.1:3000/api/x", { method: "POST", body, headers: type === undefined ? {} : { "content-type": type } });

describe("readJson / readOptionalJson", () => {
  it("refuse a body that is not declared as JSON with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"]) {
      await expect(readJson(post(type, "{}"))).rejects.toMatchObject({ code: "unsupported_media_type", status: 415 });
      await expect(readOptionalJson(post(type, "{}"), {})).rejects.toMatchObject({ code: "unsupported_media_type" });
    }
    // new Request() calls a string body text/plain when the caller says nothing
    await expect(readJson(post(undefined, "{}"))).rejects.toMatchObject({ code: "unsupported_media_type" });
  });

  it("take application/json (any charset) and +json types; an empty optional body needs no type", async () => {
    expect(await readJson(post("application/json", '{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post("Application/JSON; charset=utf-8", '{"a":2}'))).toEqual({ a: 2 });
    expect(await readJson(post("application/vnd.greenhouse.pack+json", '{"a":3}'))).toEqual({ a: 3 });
    expect(await readOptionalJson(new Request("http://127.0.0.1:3000/x", { method: "POST" }), { empty: true })).toEqual({ empty: true });
  });
});

describe("routes", () => {
  it("POST /api/packs and /api/packs/import answer 415 to text/plain (the cross-site form and no-cors fetch)", async () => {
    const form = await call<ErrorJson>(packsRoute.POST, { method: "POST", body: JSON.stringify({ name: "Injected" }), headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    expect(form.json.error.message).toContain("Content-Type: application/json");
    const imported = await call<ErrorJson>(importRoute.POST, { method: "POST", body: "{}", headers: { "content-type": "text/plain;charset=UTF-8" } });
    expect(imported.status).toBe(415);
    const made = await call<{ id: string }>(packsRoute.POST, { method: "POST", body: { name: "Scripted" } });
    expect(made.status).toBe(201);
    const copy = await call(duplicateRoute.POST, { method: "POST", params: { id: made.json.id } });
    expect(copy.status).toBe(201);
  });
});
