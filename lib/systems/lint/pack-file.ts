/**
 * A data-system pack file read loosely for lint (docs/systems.md: `"system": "<key>"`,
 * `"decks"` instead of `"eras"`, cards `{ identifier, copies, type?, fields, image? }`).
 *
 * Loosely: only what lint needs must be there (decks with names, cards with identifiers). Field
 * values of a wrong JSON type, unknown fields and unknown card types are kept so lint reports
 * them as findings (`field-type`, `field-unknown`, `card-type`) instead of refusing the file;
 * the strict format check of the pack file is the importer's (lib/packs).
 */
import { z } from "zod";
import type { FieldValue, SystemCard } from "../types";
import type { LintDeckInput } from "./index";

const looseCard = z.looseObject({
  identifier: z.string(),
  copies: z.number().optional(),
  type: z.string().optional(),
  fields: z.record(z.string(), z.unknown()).optional(),
});

const looseFile = z.looseObject({
  system: z.string(),
  decks: z.array(z.looseObject({ name: z.string(), cards: z.array(looseCard) })),
});

export interface SystemPackFile {
  readonly system: string;
  readonly decks: readonly LintDeckInput[];
}

export type SystemPackRead = { readonly ok: true; readonly value: SystemPackFile } | { readonly ok: false; readonly issues: readonly { path: string; message: string }[] };

/** A JSON value as a field value: objects and arrays become their JSON text (lint reports the type). */
function asFieldValue(v: unknown): FieldValue {
  if (v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return JSON.stringify(v) ?? null;
}

function pathOf(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? String(seg) : `.${String(seg)}`;
  return out;
}

/** Reads a parsed JSON document as decks of `SystemCard`s; `copies` defaults to 1 and `type` to "". */
export function readSystemPack(json: unknown): SystemPackRead {
  const parsed = looseFile.safeParse(json);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  const decks = parsed.data.decks.map((deck) => ({
    name: deck.name,
    cards: deck.cards.map(
      (c): SystemCard => ({
        identifier: c.identifier,
        copies: c.copies ?? 1,
        type: c.type ?? "",
        fields: Object.fromEntries(Object.entries(c.fields ?? {}).map(([k, v]) => [k, asFieldValue(v)])),
      }),
    ),
  }));
  return { ok: true, value: { system: parsed.data.system, decks } };
}
