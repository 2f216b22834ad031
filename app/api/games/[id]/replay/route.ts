/**
 * GET /api/games/{id}/replay: the game as `greenhouse.replay/1`. `?download=1` adds a
 * Content-Disposition with a file name.
 */
import { z } from "zod";
import { exportReplay } from "@/lib/server/games/export-replay";
import { packFileName, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.object({ download: z.string().optional() });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { download } = readQuery(request, querySchema);
  const replay = await exportReplay({ id: (await readParams(params)).id });
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (download === "1") {
    headers["content-disposition"] = `attachment; filename="${packFileName(replay.title ?? replay.pack.pack.name).replace(/\.pack\.json$/, ".replay.json")}"`;
  }
  return new Response(`${JSON.stringify(replay, null, 2)}\n`, { status: 200, headers });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
