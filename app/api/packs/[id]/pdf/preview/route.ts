/**
 * GET /api/packs/{id}/pdf/preview?<the PDF route's query>: the first sheet as drawing data for
 * the print dialog's preview (lib/print/preview.ts `SheetPreview`), pictures scaled down.
 */
import { json, route, type Params } from "@/lib/server/http";
import { previewSystemFirstSheet } from "@/lib/print/preview";
import { printSource } from "../print-source";
import { printQuery } from "@/lib/print/query";
import { warmPrintWorker } from "@/lib/print/worker-client";
import { printError } from "../print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const source = await printSource((await params).id);
  // The print dialog asks this first: its Download PDF should not wait for the worker to start.
  warmPrintWorker();
  try {
    if (source.kind === "decks") return json(await previewSystemFirstSheet(source.doc, source.system.definition, options, { maxPicturePixels: 480 }));
    return json(await source.print.preview(source.doc, options, { maxPicturePixels: 480 }));
  } catch (error) {
    throw printError(error);
  }
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
