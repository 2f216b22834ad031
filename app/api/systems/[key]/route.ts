/**
 * GET /api/systems/{key}: the system's `greenhouse.system/1` document, with `revision` (null for a
 * built-in one) and `builtIn`. PUT: `{ "format", "definition", "revision" }` (the revision it was
 * loaded at), optional `renames: [{ from, to, of? }]` (at most 200) and `confirm: { cards }` ->
 * `{ key, revision, cardsChanged, impact }`; 409 on a stale revision (with `current`), 409 with
 * `impact` when the change drops or converts card values and `confirm.cards` does not repeat the
 * server's count (or removes a card type cards still have: `blocked`), 405 for a built-in key.
 */
import { z } from "zod";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { refuseBuiltIn, readSystemDocument } from "@/lib/server/systems/document";
import { getSystem } from "@/lib/server/systems/get-system";
import { confirmSchema, parseRenames } from "@/lib/server/systems/system-impact";
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
  const fields = (typeof body === "object" && body !== null ? body : {}) as { revision?: unknown; renames?: unknown; confirm?: unknown };
  const revision = parseField("revision", revisionSchema, fields.revision);
  const renames = parseRenames(fields.renames);
  const confirm = fields.confirm === undefined ? undefined : parseField("confirm", confirmSchema, fields.confirm);
  const definition = readSystemDocument(body);
  return json(await updateSystem({ key, revision, definition, renames, confirm }));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("GET", "PUT");
