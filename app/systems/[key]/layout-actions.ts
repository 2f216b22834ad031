"use server";
/**
 * Server actions of the system editor's layout editor: a few sample cards of the system's packs,
 * and a face of the draft drawn as print draws it (lib/print faceFrontScene, the scene the PDF
 * prints), so the editor shows what prints while the definition is still being typed. Systems
 * are read by every signed-in account (lib/server/systems/require-owner.ts); the face and card
 * come in the arguments and nothing stored is written. Every list in the arguments has a cap.
 */
import { z } from "zod";
import { action, signedIn } from "@/app/_lib/action";
import { faceFrontScene } from "@/lib/print/face-scene";
import type { CardScene } from "@/lib/print/card-scene";
import { validationError } from "@/lib/server/errors";
import { layoutSamples, type LayoutSample } from "@/lib/server/systems/layout-samples";
import { LIST_CAP } from "@/lib/systems/definition-schema";
import { SYMBOL_CAP } from "@/lib/systems/symbols";
import { previewSymbolSrc } from "@/components/system-editor/layout-preview-symbols";
import { SAMPLE_PICTURE_SRC } from "@/components/system-editor/layout-sample-cards";
import type { FaceDef } from "@/lib/systems/types";

export const layoutSamplesAction = action(
  (_system: string) => [signedIn()],
  async (system): Promise<LayoutSample[]> => layoutSamples({ system }),
);

const TEXT_CAP = 10_000;
const text = z.string().max(TEXT_CAP);
const rect = z.strictObject({ x: z.number().min(0), y: z.number().min(0), width: z.number().positive(), height: z.number().positive() });
// A colour bound to a field's value (the face's frame, a region's panel); the colours are checked
// by print's parseColour as the PDF's are, so a half-typed one just draws no colour.
const fill = z.object({
  byField: text,
  values: z.record(text, z.string().max(64)).refine((v) => Object.keys(v).length <= LIST_CAP, `a fill has at most ${LIST_CAP} colours`),
  default: z.string().max(64).optional(),
});
const region = z.object({
  name: text,
  field: text,
  rect,
  fontPt: z.number().positive().max(200),
  minFontPt: z.number().positive().max(200),
  style: z.enum(["regular", "medium", "italic", "bold", "mono", "monoBold"]).optional(),
  align: z.enum(["left", "center", "right"]).optional(),
  prefix: text.optional(),
  panel: z.boolean().optional(),
  text: text.optional(),
  fill: fill.optional(),
});
const previewInput = z.object({
  face: z.object({
    key: text,
    widthMm: z.number().positive().max(1000),
    heightMm: z.number().positive().max(1000),
    orientation: z.enum(["portrait", "landscape"]),
    borderMm: z.number().min(0).max(100).optional(),
    picture: rect.optional(),
    fill: fill.optional(),
    regions: z.array(region).max(LIST_CAP, `a face has at most ${LIST_CAP} regions`),
  }),
  card: z.object({
    identifier: text,
    fields: z.record(text, z.union([text, z.number(), z.boolean(), z.null()])).refine((f) => Object.keys(f).length <= LIST_CAP, `a card has at most ${LIST_CAP} fields`),
    // The card has a picture: drawn as a `sample:picture` image node the browser maps to it.
    picture: z.boolean().optional(),
  }),
  border: z.string().max(64).optional(),
  // The system's symbol keys in order (`:key:` in text); their pictures stay in the browser.
  symbols: z.array(z.string().max(200)).max(SYMBOL_CAP, `a system has at most ${SYMBOL_CAP} symbols`).optional(),
  // The keys of the draft's rich-text fields (their **bold** and *italic* print so).
  rich: z.array(text).max(LIST_CAP, `a system has at most ${LIST_CAP} fields`).optional(),
});

/**
 * One face of the draft with `card` on it, as print draws it. A face or region the print cannot
 * draw yet (a size of 0, a font size left empty) is a 422 naming the path to fix. Symbols are
 * laid out from their keys alone (one em each, as print does) and drawn as `symbol:<key>` image
 * nodes, so a keystroke never sends the symbols' pictures.
 */
export const layoutPreviewAction = action(
  (_input: unknown) => [signedIn()],
  async (input): Promise<CardScene> => {
    const parsed = previewInput.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: `${i.message}; fix it in the face's form to see the preview` })));
    const { face, card, border, symbols, rich } = parsed.data;
    const options = { ...(border === undefined ? {} : { border }), symbols: (symbols ?? []).map((key) => ({ key, src: previewSymbolSrc(key) })), rich: rich ?? [] };
    const { scene } = faceFrontScene(face as FaceDef, { identifier: card.identifier, fields: card.fields, picture: card.picture === true ? SAMPLE_PICTURE_SRC : null }, options);
    return scene;
  },
);
