/**
 * What the image exports' routes share (./tts, ./png): the pack as the print worker reads it
 * (the PDF routes' printSource), the export run in that worker, and the zip as a download.
 * ExportError (an unknown deck or profile, a card of another size than the shop's, a bad base URL)
 * -> 422 at its option; a full worker queue -> 503; an unknown pack -> 404.
 */
import { ExportError } from "@/lib/print/export/export-card";
import { PrintError } from "@/lib/print/plan";
import type { ExportJob, ExportSource, ExportSummary } from "@/lib/print/export/job";
import { safeFileName } from "@/lib/print/export/zip";
import { exportInWorker } from "@/lib/print/worker-client";
import { validationError } from "@/lib/server/errors";
import { printError } from "../pdf/print-errors";
import { printSource } from "../pdf/print-source";

export interface RenderedExport {
  readonly zip: Uint8Array<ArrayBuffer>;
  readonly summary: ExportSummary;
  /** The zip's download name. */
  readonly fileName: string;
}

/** The export drawn in the print worker, errors mapped as the file comment says. */
export async function renderExport(packId: string, options: Omit<ExportJob, "source" | "packName">, signal: AbortSignal): Promise<RenderedExport> {
  const source = await printSource(packId);
  const exportSource: ExportSource =
    source.kind === "eras"
      ? { kind: "eras", doc: source.doc }
      : { kind: "decks", doc: source.doc, faces: { cardTypes: source.system.definition.cardTypes, faces: source.system.definition.faces, backs: source.system.definition.backs, fields: source.system.definition.fields.map((f) => ({ key: f.key, label: f.label, type: f.type })) } };
  try {
    const { zip, summary } = await exportInWorker({ ...options, source: exportSource, packName: source.doc.pack.name }, { signal });
    const fileName = `${safeFileName(source.doc.pack.name)}-${options.kind === "tts" ? "tabletop-simulator" : (options.profile ?? "dpi-300")}.zip`;
    return { zip, summary, fileName };
  } catch (error) {
    if (error instanceof ExportError) throw validationError([{ path: error.path, message: error.message }], "Cannot export");
    // The print code names the deck option `era` (its name in the PDF routes).
    if (error instanceof PrintError && error.path === "era") throw validationError([{ path: "deck", message: error.message }], "Cannot export");
    throw printError(error);
  }
}

/** Warnings as one header line each joined: what the designer should look at (safe areas, a missing base URL). */
export function warningsHeader(warnings: readonly string[]): Record<string, string> {
  return warnings.length > 0 ? { "x-greenhouse-warnings": encodeURIComponent(warnings.join("\n")) } : {};
}

export async function exportZip(packId: string, options: Omit<ExportJob, "source" | "packName">, signal: AbortSignal): Promise<Response> {
  const { zip, summary, fileName } = await renderExport(packId, options, signal);
  return new Response(zip, {
    status: 200,
    headers: {
      "content-type": "application/zip",
      "content-length": String(zip.byteLength),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-greenhouse-images": String(summary.images),
      "x-greenhouse-cards": String(summary.cards),
      "x-greenhouse-copies": String(summary.copies),
      ...warningsHeader(summary.warnings),
    },
  });
}
