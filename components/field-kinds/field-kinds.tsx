"use client";
/**
 * A field kind's widget and cell for a system (docs/architecture.md, "Field kinds"): the system's
 * own widget for the kind when its UI plugin supplies one (components/systems-ui.ts
 * `fieldWidgets`, through components/systems-ui-registry.ts: GOT CGS's Monaco attribute editor
 * for `attributeText`), else the neutral one (widgets.tsx). The card form and the deck table ask
 * here; neither switches on the kind. (The table's cells need no system: widgets.tsx
 * `fieldKindUi`, so the table does not load the systems' UI.)
 */
import type { ComponentType } from "react";
import { systemUi } from "@/components/systems-ui-registry";
import type { FieldKind } from "@/lib/systems/types";
import type { FieldWidgetProps } from "./types";
import { FIELD_KIND_UI } from "./widgets";

/** The form widget of `kind` in the system `systemKey`: the system's own, or the neutral one. */
export function fieldWidget(systemKey: string, kind: FieldKind): ComponentType<FieldWidgetProps> {
  return systemUi(systemKey)?.fieldWidgets?.[kind] ?? FIELD_KIND_UI[kind].Widget;
}
