/**
 * GET /api/systems/{key}: the system's `greenhouse.system/1` document, with `revision` (null for a
 * built-in one) and `builtIn`. PUT: `{ "format", "definition", "revision" }` (the revision it was
 * loaded at) -> `{ key, revision }`; 409 on a stale revision (with `current`), 405 for a built-in key.
 */
import { z } from "zod";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { refuseBuiltIn, readSystemDocument } from "@/lib/server/systems/document";
import { getSystem } from "@/lib/server/systems/get-system";
import { updateSystem } from "@/lib/server/systems/update-system";
import { parseField } from "@/lib/server/validation";

export const dynamic = "force-dynamic";

const revisionSchema = z.number({ error: "send the revision the system was loaded at (GET /api/systems/{key} gives it)" }).int().min(1);

export const GET = route(async (_request: Request, { params }: Params<"key">) => {
  const { document, builtIn, revision } = await getSystem({ key: (await readParams(params)).key });
  return json({ ...document, revision, builtIn });
});

export const PUT = route(async (request: Request, { params }: Params<"key">) => {
  const { key } = await readParams(params);
  refuseBuiltIn(key);
  const body = await readJson(request);
  const revision = parseField("revision", revisionSchema, typeof body === "object" && body !== null ? (body as { revision?: unknown }).revision : undefined);
  const definition = readSystemDocument(body);
  return json(await updateSystem({ key, revision, definition }));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("GET", "PUT");
