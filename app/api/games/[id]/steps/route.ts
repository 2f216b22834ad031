/**
 * GET /api/games/{id}/steps?from=a&count=n (n at most 50): the game's moments after a, a + 1, ...
 * log entries, each as the page may see it (lib/server/games/get-steps.ts), for the replay bar.
 * `&encoding=delta` (a free-table game): the same window delta-encoded (lib/free-table/step-delta.ts).
 */
import { z } from "zod";
import { getSteps } from "@/lib/server/games/get-steps";
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const number = (what: string) => z.string().regex(/^\d{1,9}$/, `${what} is a whole number`).transform(Number);
const querySchema = z.strictObject({
  from: number("from"),
  count: number("count"),
  encoding: z.enum(["delta"], { message: 'encoding must be "delta" (or left out for whole states)' }).optional(),
});

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { from, count, encoding } = readQuery(request, querySchema);
  return json(await getSteps({ id: (await readParams(params)).id, from, count, ...(encoding === undefined ? {} : { encoding }) }));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
