/** GET /api/packs: every pack with counts. POST /api/packs: create an empty pack -> 201. */
import { createPack } from "@/lib/server/create-pack";
import { json, readJson, route } from "@/lib/server/http";
import { listPacks } from "@/lib/server/list-packs";
import { packFieldsSchema } from "@/lib/server/validation";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

export const GET = route(async () => json({ packs: await listPacks() }));

export const POST = route(async (request: Request) => {
  const fields = packFieldsSchema.parse(await readJson(request));
  return json(await createPack(fields), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
