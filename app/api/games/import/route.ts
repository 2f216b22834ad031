/**
 * POST /api/games/import (body: a `greenhouse.replay/1` document; `?packId=` files the game
 * under that pack) -> 201 `{ id }` once the engine has replayed every action. 422 naming every
 * bad path, or the first refused action (`actions[i]`, `error.index`, `error.rule`).
 */
import { z } from "zod";
import { importReplay } from "@/lib/server/games/import-replay";
import { json, LIMITS, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({ packId: z.string().optional() });

export const POST = route(async (request: Request) => {
  const { packId } = readQuery(request, querySchema);
  const replay = await readJson(request, LIMITS.packImport);
  return json(await importReplay({ replay, ...(packId === undefined ? {} : { packId }) }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
