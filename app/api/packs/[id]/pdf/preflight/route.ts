/**
 * GET /api/packs/{id}/pdf/preflight?era=NAME (any of the PDF route's options are accepted):
 * `{ "items": [ { "code", "severity", "message", "era", "identifier" } ] }`: what is worth
 * knowing before printing (lib/print/preflight.ts; a system with a print path of its own checks
 * its pack itself, lib/systems/registry-print.ts). Printing is allowed whatever it finds.
 */
import { json, route, type Params } from "@/lib/server/http";
import { systemPreflight } from "@/lib/print/system-preflight";
import { lintPack } from "@/lib/systems/lint";
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
    if (source.kind === "decks") {
      const { doc, system } = source;
      const decks = doc.decks.filter((d) => options.era === undefined || d.name === options.era);
      return json({ items: systemPreflight(doc, system.definition, options, lintPack(system, decks)) });
    }
    return json({ items: source.print.preflight(source.doc, options) });
  } catch (error) {
    throw printError(error);
  }
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
