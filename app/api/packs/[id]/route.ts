/**
 * GET /api/packs/{id}: the pack with eras, aliases, pictures. PATCH: change name, game, type,
 * instructions, aliases (`{ "version"?: n, ...changes }`; stale version -> 409 with `current`).
 * DELETE: remove it with everything in it -> 204.
 */
import { z } from "zod";
import { deletePack } from "@/lib/server/delete-pack";
import { getPack } from "@/lib/server/get-pack";
import { json, noContent, readJson, route, type Params } from "@/lib/server/http";
import { updatePack } from "@/lib/server/update-pack";
import { packChangesSchema } from "@/lib/server/validation";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const patchSchema = packChangesSchema.extend({ version: z.number().int().min(1).optional() });

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await getPack({ id: (await readParams(params)).id })));

export const PATCH = route(async (request: Request, { params }: Params<"id">) => {
  const { version, ...changes } = patchSchema.parse(await readJson(request));
  return json(await updatePack({ id: (await readParams(params)).id, version, changes }));
});

export const DELETE = route(async (_request: Request, { params }: Params<"id">) => {
  await deletePack({ id: (await readParams(params)).id });
  return noContent();
});

export const { POST, PUT, OPTIONS } = otherMethods("GET", "PATCH", "DELETE");
