import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, toErrorPayload } from "@/lib/server/errors";
import { allowHeader, methodNotAllowed, otherMethods } from "@/lib/server/methods";
import { isMultipart, multipartBoundary } from "@/lib/server/multipart";
import { readParams } from "@/lib/server/params";
import { queryValues, readQuery } from "@/lib/server/query";
import { idSchema, parseField } from "@/lib/server/validation";

const issuesOf = (error: unknown) => toErrorPayload(error).body.error.issues;

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("parseField and the ZodError mapping", () => {
  it("puts a single value's issues under its name instead of the empty path", () => {
    expect(parseField("id", idSchema, "c1")).toBe("c1");
    expect(issuesOf(caught(() => parseField("id", idSchema, "x".repeat(101))))).toEqual([{ path: "id", message: "that is not an id" }]);
    expect(issuesOf(caught(() => parseField("ids", z.array(idSchema), ["a", ""])))).toEqual([{ path: "ids[1]", message: "an id is required" }]);
    // What parseField replaces: a bare parse has no path to report.
    expect(issuesOf(caught(() => idSchema.parse("")))).toEqual([{ path: "(body)", message: "an id is required" }]);
  });

  it("names every unknown key at its own path", () => {
    const schema = z.strictObject({ text: z.string(), inner: z.strictObject({ a: z.number() }) });
    const error = caught(() => schema.parse({ text: "t", txet: 1, inner: { a: 1, b: 2, c: 3 } }));
    expect(issuesOf(error).map((i) => i.path).sort()).toEqual(["inner.b", "inner.c", "txet"]);
  });
});

describe("queryValues / readQuery", () => {
  it("refuses every repeated name with a 422 naming it", () => {
    expect(queryValues(new URLSearchParams("a=1&b=2&c="))).toEqual({ a: "1", b: "2", c: "" });
    const error = caught(() => queryValues(new URLSearchParams("era=A&x=1&era=B&download=1&download=0&era=C")));
    expect(error).toBeInstanceOf(AppError);
    expect(toErrorPayload(error)).toMatchObject({
      status: 422,
      body: { error: { code: "validation", issues: [{ path: "era", message: "given 3 times; give it once" }, { path: "download", message: "given 2 times; give it once" }] } },
    });
  });

  it("checks values with the schema, issues at the parameter (or (query))", () => {
    const schema = z.object({ role: z.enum(["front", "back"]) });
    expect(readQuery(new Request("http://h/x?role=back&other=1"), schema)).toEqual({ role: "back" });
    expect(issuesOf(caught(() => readQuery(new Request("http://h/x?role=side"), schema))).map((i) => i.path)).toEqual(["role"]);
    const whole = z.object({ a: z.string().optional() }).refine((q) => q.a !== "bad", "not that");
    expect(issuesOf(caught(() => readQuery(new Request("http://h/x?a=bad"), whole)))).toEqual([{ path: "(query)", message: "not that" }]);
  });
});

describe("readParams", () => {
  it("checks ids and versions by the URL template's names", async () => {
    expect(await readParams(Promise.resolve({ id: "c1", version: "12" }))).toEqual({ id: "c1", version: 12 });
    for (const version of ["0", "one", "1.5", "-1", "01", ""]) {
      const error = await readParams(Promise.resolve({ id: "c1", version })).then(() => null, (e: unknown) => e);
      expect(issuesOf(error).map((i) => i.path), version).toEqual(["version"]);
    }
  });
});

describe("methods", () => {
  it("lists HEAD with GET and OPTIONS always", () => {
    expect(allowHeader(["GET", "POST"])).toBe("GET, HEAD, POST, OPTIONS");
    expect(allowHeader(["PATCH", "DELETE"])).toBe("PATCH, DELETE, OPTIONS");
  });

  it("builds a 405 for every other method and a 204 OPTIONS", async () => {
    const handlers = otherMethods("GET", "DELETE");
    expect(Object.keys(handlers).sort()).toEqual(["OPTIONS", "PATCH", "POST", "PUT"]);
    const put = handlers.PUT(new Request("http://h/x", { method: "PUT" }));
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, DELETE, OPTIONS");
    expect(await put.json()).toEqual({ error: { code: "method_not_allowed", message: "This address answers GET and DELETE requests, not PUT. Check the method and the path (docs/data.md lists the API).", issues: [] } });
    expect(handlers.OPTIONS(new Request("http://h/x", { method: "OPTIONS" })).status).toBe(204);
    expect(Object.keys(otherMethods("POST")).sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "PUT"]);
    expect(methodNotAllowed("GET", ["POST"]).headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("multipart content types", () => {
  it("finds the boundary, quoted or not, and tells a form from other bodies", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary('multipart/form-data; boundary=""')).toBeNull();
    const withType = (type: string) => new Request("http://h/x", { method: "POST", headers: { "content-type": type }, body: "" });
    expect(isMultipart(withType("MULTIPART/FORM-DATA; boundary=x"))).toBe(true);
    expect(isMultipart(withType("multipart/form-datax"))).toBe(false);
    expect(isMultipart(withType("image/png"))).toBe(false);
  });
});
