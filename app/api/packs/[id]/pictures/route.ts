/**
 * GET /api/packs/{id}/pictures: the pack's pictures (no bytes). POST: upload one, as the raw
 * body or a multipart form with a `file` field; `?role=front|back|card`, `&backKey=NAME` for
 * backs (GOT CGS: the affiliation; empty = cards without one; `&affiliation=` is its older
 * name and still accepted), `&name=` optional. PNG, JPEG or WebP by content, up
 * to 20 MB -> 201; 415 for anything else, 413 when larger.
 */
import { z } from "zod";
import { json, LIMITS, readBody, route, type Params } from "@/lib/server/http";
import { listPictures } from "@/lib/server/list-pictures";
import { uploadPicture } from "@/lib/server/upload-picture";
import { otherMethods } from "@/lib/server/methods";
import { isMultipart, readFormFile } from "@/lib/server/multipart";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  role: z.enum(["front", "back", "card"], { message: "role must be front, back or card" }),
  backKey: z.string().optional(),
  affiliation: z.string().optional(),
  name: z.string().optional(),
});

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ pictures: await listPictures({ packId: (await readParams(params)).id }) }));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const query = readQuery(request, querySchema);
  let bytes: Uint8Array;
  let name = query.name;
  if (isMultipart(request)) {
    const file = await readFormFile(request, "file", LIMITS.picture);
    bytes = file.bytes;
    name ??= file.name;
  } else {
    bytes = await readBody(request, LIMITS.picture);
  }
  const backKey = query.backKey ?? query.affiliation;
  const picture = await uploadPicture({ packId: (await readParams(params)).id, role: query.role, affiliation: query.role === "back" ? (backKey ?? "") : backKey, name, bytes });
  return json(picture, 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
