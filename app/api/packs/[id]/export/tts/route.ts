/**
 * GET /api/packs/{id}/export/tts[?deck=NAME][&baseUrl=URL]: Tabletop Simulator's saved object and
 * its card sheets, zipped (docs/print.md, "Exports"); `baseUrl` is where the designer will host
 * the sheets. Rendered in the print worker; errors as ../export-zip.ts says.
 */
import { z } from "zod";
import { route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";
import { exportZip } from "../export-zip";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const querySchema = z.strictObject({ deck: z.string().min(1).max(200).optional(), baseUrl: z.string().max(2000).optional() });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { deck, baseUrl } = readQuery(request, querySchema);
  return exportZip((await readParams(params)).id, { kind: "tts", ...(deck === undefined ? {} : { deck }), ...(baseUrl === undefined || baseUrl === "" ? {} : { baseUrl }) }, request.signal);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
