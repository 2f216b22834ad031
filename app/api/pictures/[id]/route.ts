/**
 * GET /api/pictures/{id}: the picture's bytes with their type. The ETag is the content hash
 * (a pack's front or back may be replaced under the same id), so browsers revalidate cheaply.
 * DELETE (`?force=1` when gold cards use it) -> 204.
 */
import { z } from "zod";
import { deletePicture } from "@/lib/server/delete-picture";
import { getPicture } from "@/lib/server/get-picture";
import { noContent, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { info, bytes } = await getPicture({ id: (await readParams(params)).id });
  const etag = `"${info.sha256}"`;
  const headers = { etag, "cache-control": "private, no-cache", "content-type": info.mime, "x-content-type-options": "nosniff" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(bytes as BodyInit, { status: 200, headers: { ...headers, "content-length": String(bytes.byteLength) } });
});

const deleteQuerySchema = z.object({ force: z.string().optional() });

export const DELETE = route(async (request: Request, { params }: Params<"id">) => {
  const force = readQuery(request, deleteQuerySchema).force === "1";
  await deletePicture({ id: (await readParams(params)).id, force });
  return noContent();
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods("GET", "DELETE");
