/**
 * What a game system adds to the app's views by React code of its own (docs/architecture.md,
 * "Where a game system plugs in"): its text editor, its card preview, the trial-play table's end
 * screens, the Sandbox, its simulation report's view and its own lint rules on the rules pages.
 * The code lives in the system's own folder (components/<key>/) and reaches the neutral pages through
 * components/systems-ui-registry.ts; a system without an entry there has neither.
 */
import type { ComponentType, ReactNode } from "react";
import type { CardDto } from "@/lib/server/types";
import type { FieldKind } from "@/lib/systems/types";
import type { AttributeEditorProps } from "./attribute-editor/types";
import type { FieldWidgetProps } from "./field-kinds/types";
import type { CardPreviewProps } from "./card-preview/types";
import type { ReportView } from "./simulation/run-report";

/** One screen at the end of a step of a game (GOT CGS: an adventure or an era), drawn by the system. */
export interface EndScreen {
  readonly title: string;
  readonly content: ReactNode;
}

export interface SandboxProps {
  readonly packId: string;
  /** The name a saved scenario file gets. */
  readonly fileName: string;
  /** The page's card options, as the system's `cards` made them (plain data for the browser). */
  readonly cards: readonly unknown[];
  readonly aliases: Readonly<Record<string, string>>;
}

/** The Sandbox of a system whose engine has a resolution view (lib/systems/engine.ts `resolution`). */
export interface SystemSandboxUi {
  /**
   * The card options the Sandbox lists, from the pack's cards (on the server): each stored card as
   * the Sandbox page reads it, before the system's own reading, with the name of the deck it is in.
   */
  cards(rows: readonly (Pick<CardDto, "id" | "identifier" | "format" | "attributes"> & { readonly deck: string })[], aliases: Readonly<Record<string, string>>): readonly unknown[];
  readonly Sandbox: ComponentType<SandboxProps>;
}

/**
 * A system's own lint rules on the rules page (/rules), and the scratch page to try its language
 * (/rules/playground), when its checks are code of its own (GOT CGS's attribute text) rather than
 * its definition's rules, which the page draws for every system.
 */
export interface SystemRulesUi {
  /** What the page's subtitle says of them ("43 checks of GOT CGS attribute text, cards and decks"). */
  readonly summary: string;
  /** Its entries in the rule index (a nav of its own). */
  readonly Index: ComponentType;
  /** Its rules, each with its code, severity and examples. */
  readonly Sections: ComponentType;
  /** The playground of its language, if it has one. */
  readonly playground?: { readonly title: string; readonly subtitle: string; readonly Playground: ComponentType };
}

export interface SystemUi {
  /**
   * The editor of its cards' text in its own language (the widget of its `attributeText` field:
   * GOT CGS's Monaco attribute editor, which loads Monaco itself only in the browser).
   */
  readonly textEditor?: ComponentType<AttributeEditorProps>;
  /**
   * Its own card-form widgets by field kind (components/field-kinds/field-kinds.tsx `fieldWidget`):
   * GOT CGS gives its attribute editor as the `attributeText` widget, so the one card form edits
   * its text with Monaco; a kind it does not list takes the neutral widget (a text area for
   * `attributeText`).
   */
  readonly fieldWidgets?: Readonly<Partial<Record<FieldKind, ComponentType<FieldWidgetProps>>>>;
  /**
   * The live preview of one of its cards as it will be printed (the card editor's column and zoom:
   * GOT CGS's silver and gold faces, read from its print layout); absent: the editor shows none.
   */
  readonly cardPreview?: ComponentType<CardPreviewProps>;
  /** The end screens for a batch of the engine's events; `state`: any state of the game (for names). */
  readonly endScreens?: (state: unknown, events: readonly unknown[]) => EndScreen[];
  /** The Sandbox, loaded on demand (the table's pages never load it). */
  readonly sandbox?: () => Promise<SystemSandboxUi>;
  /**
   * Its own drawing of a simulation report that has no per-card table (GOT CGS: adventures,
   * supports and eras), loaded on demand by the Simulate page; absent: the neutral charts only.
   */
  readonly reportView?: () => Promise<ReportView>;
  /** Its own lint rules and language playground, loaded on demand (only the rules pages load them). */
  readonly rules?: () => Promise<SystemRulesUi>;
}
