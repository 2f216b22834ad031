/**
 * PUT /api/cards/{id}/notes (`{ "notes": "..." }`): the note written on a card at the table ->
 * 200 with the card. Makes no revision and keeps the card's version.
 */
import { z } from "zod";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { notesSchema, setCardNotes } from "@/lib/server/set-card-notes";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ notes: notesSchema });

export const PUT = route(async (request: Request, { params }: Params<"id">) => {
  const { notes } = bodySchema.parse(await readJson(request));
  return json(await setCardNotes({ id: (await readParams(params)).id, notes }));
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("PUT");
