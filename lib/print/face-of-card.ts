/**
 * Which face a data-system card prints on. Apart from face-scene.ts (which measures text with
 * the font files) so that the card form, a client component, can ask it without pulling the
 * fonts (node:fs) into the browser bundle.
 */
import type { CardFields, FaceDef, FieldValue, SystemDefinition } from "../systems/types";

function valueText(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/**
 * The face a card of `type` prints on: the type's face, or the one its FaceChoice picks by the
 * card's field value (falling back to the choice's default). Null when the type or the face is
 * unknown (a format error the pack check reports; print skips nothing silently: callers say so).
 */
export function faceOfCard(definition: Pick<SystemDefinition, "cardTypes" | "faces">, type: string, fields: CardFields): FaceDef | null {
  const cardType = definition.cardTypes.find((t) => t.key === type);
  if (cardType === undefined) return null;
  const choice = cardType.face;
  const key = typeof choice === "string" ? choice : (choice.faces[valueText(fields[choice.byField])] ?? choice.default);
  return definition.faces.find((f) => f.key === key) ?? null;
}
