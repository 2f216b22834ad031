/**
 * What a field kind's React parts are given (components/field-kinds/): the card form's widget and
 * the deck table's cell. A system's UI plugin may supply its own widget for a kind
 * (components/systems-ui.ts `fieldWidgets`: GOT CGS's Monaco editor for `attributeText`), so these
 * props are all a widget may count on. Types only: a system's folder imports this file, never the
 * lookup (field-kinds.tsx, which reaches the systems' UI registry).
 */
import type { FieldDef, FieldValue } from "@/lib/systems/types";

/** A form input's value as typed: text (numbers too, so "2." survives) or a checkbox's boolean. */
export type DraftValue = string | boolean;

/** The ids a form field gives its input (components/ui/field.tsx `Field`): label, hint and error link to it. */
export interface WidgetIds {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: boolean;
}

export interface FieldWidgetProps {
  readonly field: FieldDef;
  readonly value: DraftValue;
  readonly onValue: (value: DraftValue) => void;
  readonly ids: WidgetIds;
  /** The card type the form shows (a system's widget may read it: GOT CGS's gold cards need an Affiliation). */
  readonly cardType: string;
}

export interface FieldCellProps {
  readonly field: FieldDef;
  readonly value: FieldValue | undefined;
}
