/**
 * GET /api/packs/{id}/pdf/preflight?era=NAME (any of the PDF route's options are accepted):
 * `{ "items": [ { "code", "severity", "message", "era", "identifier" } ] }`: what is worth
 * knowing before printing (lib/print/preflight.ts). Printing is allowed whatever it finds.
 */
import { exportPack } from "@/lib/server/export-pack";
import { json, route, type Params } from "@/lib/server/http";
import { preflight } from "@/lib/print/preflight";
import { printQuery } from "@/lib/print/query";
import { printError } from "../print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const doc = await exportPack((await params).id);
  try {
    return json({ items: preflight(doc, options) });
  } catch (error) {
    throw printError(error);
  }
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
