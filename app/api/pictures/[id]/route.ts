/**
 * GET /api/pictures/{id}: the picture's bytes with their type. The ETag is the content hash
 * (a pack's front or back may be replaced under the same id), so browsers revalidate cheaply.
 * DELETE (`?force=1` when gold cards use it) -> 204.
 */
import { deletePicture } from "@/lib/server/delete-picture";
import { getPicture } from "@/lib/server/get-picture";
import { noContent, route, type Params } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { info, bytes } = await getPicture({ id: (await params).id });
  const etag = `"${info.sha256}"`;
  const headers = { etag, "cache-control": "private, no-cache", "content-type": info.mime, "x-content-type-options": "nosniff" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(bytes as BodyInit, { status: 200, headers: { ...headers, "content-length": String(bytes.byteLength) } });
});

export const DELETE = route(async (request: Request, { params }: Params<"id">) => {
  const force = new URL(request.url).searchParams.get("force") === "1";
  await deletePicture({ id: (await params).id, force });
  return noContent();
});
