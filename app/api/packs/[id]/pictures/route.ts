/**
 * GET /api/packs/{id}/pictures: the pack's pictures (no bytes). POST: upload one, as the raw
 * body or a multipart form with a `file` field; `?role=front|back|card`, `&affiliation=NAME`
 * for backs (empty = cards without one), `&name=` optional. PNG, JPEG or WebP by content, up
 * to 20 MB -> 201; 415 for anything else, 413 when larger.
 */
import { z } from "zod";
import { AppError } from "@/lib/server/errors";
import { json, LIMITS, readBody, route, type Params } from "@/lib/server/http";
import { listPictures } from "@/lib/server/list-pictures";
import { uploadPicture } from "@/lib/server/upload-picture";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  role: z.enum(["front", "back", "card"], { message: "role must be front, back or card" }),
  affiliation: z.string().optional(),
  name: z.string().optional(),
});

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ pictures: await listPictures({ packId: (await params).id }) }));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  let bytes: Uint8Array;
  let name = query.name;
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const raw = await readBody(request, LIMITS.picture);
    const form = await new Response(raw as BodyInit, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
    const file = form.get("file");
    if (!(file instanceof Blob)) throw new AppError("validation", 'Send the picture in a form field named "file".', { issues: [{ path: "file", message: "missing" }] });
    bytes = new Uint8Array(await file.arrayBuffer());
    name ??= file instanceof File ? file.name : undefined;
  } else {
    bytes = await readBody(request, LIMITS.picture);
  }
  const picture = await uploadPicture({ packId: (await params).id, role: query.role, affiliation: query.role === "back" ? (query.affiliation ?? "") : query.affiliation, name, bytes });
  return json(picture, 201);
});
