/**
 * Which cards the layout editor can show on a face: the system's pack cards of a type printed on
 * that face (with their pictures), else the definition's own example cards (its rules' good and bad examples), else one
 * made-up card whose every field shows its label, so the regions still read. Pure.
 */
import { faceOfCard } from "@/lib/print/face-of-card";
import type { CardFields, FieldDef, SystemCard, SystemDefinition } from "@/lib/systems/types";

export interface PackSample {
  readonly pack: string;
  readonly identifier: string;
  readonly type: string;
  readonly fields: CardFields;
  readonly pictureId?: string | null;
}

/** The src of the sample card's picture in a preview scene; the browser maps it to the picture's URL. */
export const SAMPLE_PICTURE_SRC = "sample:picture";

/** The definition's example cards: each card rule's good and bad example, then each deck rule's. */
export function exampleCards(def: Partial<Pick<SystemDefinition, "cardRules" | "deckRules">>): SystemCard[] {
  const out: SystemCard[] = [];
  for (const r of def.cardRules ?? []) out.push(r.examples.good, r.examples.bad);
  for (const r of def.deckRules ?? []) out.push(...r.examples.good.cards, ...r.examples.bad.cards);
  return out;
}

/** The keys of the rich-text fields (print draws their `**bold**` and `*italic*` so; lib/print/face-scene.ts). */
export function richFieldKeys(fields: readonly FieldDef[]): string[] {
  return fields.filter((f) => f.type.kind === "richText").map((f) => f.key);
}

/** A card whose fields read as their labels ("Name", "Cost"): what each region shows. */
export function labelCard(fields: readonly FieldDef[]): Pick<SystemCard, "identifier" | "fields"> & { readonly label: string } {
  const out: Record<string, string> = {};
  for (const f of fields) out[f.key] = f.label || f.key;
  return { label: "Field labels (no card yet)", identifier: "SAMPLE-1", fields: out };
}

/**
 * The sample cards for face `faceKey`: pack cards first, then examples (`examples`, else the rules'
 * {@link exampleCards}), never empty. At most 24. Each is a system card's identifier and fields
 * with a label and, for a pack card with one, its picture as the browser loads it (`/api/pictures/{id}`).
 */
export function sampleCards(def: Pick<SystemDefinition, "cardTypes" | "faces" | "fields"> & Partial<Pick<SystemDefinition, "cardRules" | "deckRules">> & { readonly examples?: readonly SystemCard[] }, faceKey: string, packCards: readonly PackSample[]): (Pick<SystemCard, "identifier" | "fields"> & { readonly label: string; readonly picture?: string })[] {
  const onFace = (type: string, fields: CardFields) => {
    try {
      return faceOfCard(def, type, fields)?.key === faceKey;
    } catch {
      return false;
    }
  };
  const seen = new Set<string>();
  const out: ReturnType<typeof sampleCards> = [];
  for (const c of packCards) {
    if (!onFace(c.type, c.fields)) continue;
    const picture = c.pictureId ? { picture: `/api/pictures/${encodeURIComponent(c.pictureId)}` } : {};
    out.push({ label: `${c.identifier} (${c.pack})`, identifier: c.identifier, fields: c.fields, ...picture });
  }
  if (out.length === 0) {
    for (const c of def.examples ?? exampleCards(def)) {
      const id = JSON.stringify([c.identifier, c.fields]);
      if (seen.has(id) || !onFace(c.type, c.fields)) continue;
      seen.add(id);
      out.push({ label: `${c.identifier} (example)`, identifier: c.identifier, fields: c.fields });
    }
  }
  return [...out.slice(0, 24), labelCard(def.fields)];
}
