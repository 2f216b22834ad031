/**
 * GET /api/systems: every game system, built-in and stored. POST /api/systems: store a new one
 * from a `greenhouse.system/1` body -> 201 `{ key, revision }`; 422 with every `checkDefinition`
 * issue and its path (nothing stored); 409 for a key that is taken.
 */
import { json, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { createSystem } from "@/lib/server/systems/create-system";
import { readSystemDocument } from "@/lib/server/systems/document";
import { listSystems } from "@/lib/server/systems/list-systems";

export const dynamic = "force-dynamic";

export const GET = route(async () => json({ systems: await listSystems() }));

export const POST = route(async (request: Request) => {
  const definition = readSystemDocument(await readJson(request));
  return json(await createSystem({ definition }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
