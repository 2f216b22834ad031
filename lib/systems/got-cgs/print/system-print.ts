/**
 * GOT CGS's print path as the registry hands it out (lib/systems/registry-print.ts): its era-deck
 * pack document printed by its own layout, checked, previewed and exported by its own code. Neutral shells (the PDF routes, the print worker, the command line) reach these functions
 * only through the registry.
 */
import type { PackDocument } from "../../../packs/schema";
import type { ExportCard } from "../../../print/export/export-card";
import type { PrintOptions } from "../../../print/options";
import type { PreflightItem } from "../../../print/preflight";
import type { SheetPreview } from "../../../print/preview";
import type { RenderHooks } from "../../../print/render";
import type { SystemPrint } from "../../registry-print-contract";
import { checkPrintable } from "./plan";
import { preflight } from "./preflight";

export const GOT_CGS_PRINT: SystemPrint<PackDocument, PrintOptions, RenderHooks, PreflightItem, SheetPreview, ExportCard> = {
  checkPrintable: (doc, options) => checkPrintable(doc, options),
  preflight: (doc, options) => preflight(doc, options),
  // Loaded when asked: the PDF writer (react-pdf) stays out of a process that only checks or previews.
  preview: async (doc, options, limits) => (await import("./preview")).previewFirstSheet(doc, options, limits),
  renderPdf: async (doc, options, hooks) => (await import("./render")).renderPrintPdf(doc, options, hooks),
  exportCards: async (doc, deck) => (await import("./export-cards")).gotCgsExportCards(doc, deck),
};
