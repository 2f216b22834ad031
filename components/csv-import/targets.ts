/**
 * The targets a CSV column can map to, as the mapping step offers them: card fields, one
 * attribute (`attribute:Type`), one category entry (`entry:AdventureCosts.StarshipFlyRange`),
 * or ignore. Mirrors lib/packs/csv.ts.
 */
import { CSV_FIELDS, type CsvField } from "@/lib/packs/csv";

export const FIELD_LABELS: Record<CsvField, string> = {
  identifier: "Identifier",
  format: "Format (silver/gold)",
  copies: "Copies",
  directive: "Directive",
  attributes: "Attributes (text)",
  lore: "Lore",
  orientation: "Orientation (gold)",
};

export type TargetKind = CsvField | "ignore" | "attribute" | "entry";

/** Splits a target into the select's choice and the free name (for attribute/entry). */
export function splitTarget(target: string): { kind: TargetKind; name: string } {
  if (target.startsWith("attribute:")) return { kind: "attribute", name: target.slice("attribute:".length) };
  if (target.startsWith("entry:")) return { kind: "entry", name: target.slice("entry:".length) };
  if ((CSV_FIELDS as readonly string[]).includes(target)) return { kind: target as CsvField, name: "" };
  return { kind: "ignore", name: "" };
}

/** The target string of a choice and a name. */
export function joinTarget(kind: TargetKind, name: string): string {
  if (kind === "attribute") return `attribute:${name}`;
  if (kind === "entry") return `entry:${name}`;
  return kind;
}
