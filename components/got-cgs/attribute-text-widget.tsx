"use client";
/**
 * GOT CGS's widget of its `attributeText` field in the one card form (components/field-kinds/,
 * registered in ./ui.ts `fieldWidgets`): its Monaco attribute editor (highlighting, squiggles,
 * completion, quick fixes), labelled by the form's field. A gold card's text must have an
 * Affiliation, so the card type is passed on as the editor's format.
 */
import type { FieldWidgetProps } from "@/components/field-kinds/types";
import { AttributeEditor } from "./attribute-editor";

export function AttributeTextWidget({ field, value, onValue, ids, cardType }: FieldWidgetProps) {
  return (
    <AttributeEditor
      id={ids.id}
      ariaLabel={field.label}
      value={typeof value === "string" ? value : ""}
      onChange={onValue}
      format={cardType === "gold" ? "gold" : "silver"}
      className="h-72"
    />
  );
}
