/**
 * The body of `POST /api/cards/copy|move`: `{ "ids", "toDeckId", "position"? }`. `toEraId`, the
 * key's name before issue 26, is still accepted so scripts written so far keep working; naming
 * both with different ids is refused (which deck was meant?).
 */
import { z } from "zod";
import { selectionIdsSchema } from "./validation";

export const transferBodySchema = z
  .strictObject({ ids: selectionIdsSchema, toDeckId: z.string().optional(), toEraId: z.string().optional(), position: z.number().int().min(0).optional() })
  .superRefine((body, ctx) => {
    if (body.toDeckId === undefined && body.toEraId === undefined) ctx.addIssue({ code: "custom", path: ["toDeckId"], message: 'name the target deck: "toDeckId": "<deck id>"' });
    if (body.toDeckId !== undefined && body.toEraId !== undefined && body.toDeckId !== body.toEraId) {
      ctx.addIssue({ code: "custom", path: ["toEraId"], message: "toDeckId and toEraId name different decks; send only toDeckId" });
    }
  })
  .transform((body) => ({ ids: body.ids, toEraId: body.toDeckId ?? body.toEraId ?? "", ...(body.position === undefined ? {} : { position: body.position }) }));
