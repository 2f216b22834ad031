import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, toErrorPayload, toErrorResponse, validationError } from "@/lib/server/errors";

describe("toErrorResponse", () => {
  it("maps a ZodError to 422 with every path in the documented shape (docs/data.md)", async () => {
    const result = z.object({ copies: z.number(), eras: z.array(z.object({ name: z.string() })) }).safeParse({ copies: "x", eras: [{}] });
    expect(result.success).toBe(false);
    const response = toErrorResponse(result.error);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("validation");
    expect(body.error.issues.map((i) => i.path)).toEqual(["copies", "eras[0].name"]);
    expect(body.error.message).toContain("copies");
  });

  it("maps an AppError to its status, carrying its issues and details", async () => {
    const response = toErrorResponse(new AppError("conflict", "stale", { details: { current: { id: "c1", version: 3 } } }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", message: "stale", issues: [], current: { id: "c1", version: 3 } } });
    expect(toErrorResponse(new AppError("too_large", "big")).status).toBe(413);
    expect(toErrorResponse(new AppError("unsupported_media_type", "gif")).status).toBe(415);
    expect(toErrorResponse(new AppError("not_found", "gone")).status).toBe(404);
    expect(toErrorResponse(validationError([{ path: "a", message: "b" }])).status).toBe(422);
  });

  it("answers anything else with a 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = toErrorResponse(new Error("SQLITE_CORRUPT at /secret/path.db: table Card"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|SQLITE|Card/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "internal", issues: [] } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("maps Prisma's unique, foreign-key and missing-record errors and SQLite's busy error", () => {
    expect(toErrorPayload(Object.assign(new Error("x"), { code: "P2002" })).status).toBe(409);
    expect(toErrorPayload(Object.assign(new Error("x"), { code: "P2003" })).status).toBe(422);
    expect(toErrorPayload(Object.assign(new Error("x"), { code: "P2025" })).status).toBe(404);
    expect(toErrorPayload(new Error("SqliteError: database is locked")).status).toBe(503);
  });

  it("summarises the first issues in the message", () => {
    const error = validationError([1, 2, 3, 4, 5].map((n) => ({ path: `p${n}`, message: "bad" })), "Nope");
    expect(error.message).toBe("Nope: p1: bad; p2: bad; p3: bad (and 2 more)");
  });
});

describe("real database errors reach the mapping with Prisma's codes", () => {
  it("a unique violation is a 409 and a missing foreign key a 422", async () => {
    const { makeTestDb, makePack, thrown } = await import("./helpers");
    const t = makeTestDb();
    try {
      const { pack } = await makePack(t.db);
      const duplicate = await thrown(t.db.deck.create({ data: { packId: pack.id, name: "Era 1", position: 5 } }));
      expect(toErrorPayload(duplicate).status).toBe(409);
      const orphan = await thrown(t.db.deck.create({ data: { packId: "missing", name: "x", position: 0 } }));
      expect(toErrorPayload(orphan).status).toBe(422);
    } finally {
      await t.close();
    }
  });
});
