/**
 * GET /api/packs/{id}/pdf/preview?<the PDF route's query>: the first sheet as drawing data for
 * the print dialog's preview (lib/print/preview.ts `SheetPreview`), pictures scaled down.
 */
import { exportPack } from "@/lib/server/export-pack";
import { json, route, type Params } from "@/lib/server/http";
import { previewFirstSheet } from "@/lib/print/preview";
import { printQuery } from "@/lib/print/query";
import { printError } from "../print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const doc = await exportPack((await params).id);
  try {
    return json(await previewFirstSheet(doc, options, { maxPicturePixels: 480 }));
  } catch (error) {
    throw printError(error);
  }
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
