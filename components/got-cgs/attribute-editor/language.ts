/**
 * Registers the attribute language with Monaco (once per page) and, per editor, its providers
 * (completion, hover, quick fixes, formatting) as one disposable that only answers for that
 * editor's model: two editors on a page never see each other's suggestions twice.
 */
import type { editor, IDisposable, languages } from "monaco-editor";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import type { Diagnostic } from "@/lib/systems/got-cgs/attributes/diagnostics";
import { codeActionsFor, completionsAt, hoverAt } from "@/lib/systems/got-cgs/attributes/editor";
import { formatAttributes } from "@/lib/systems/got-cgs/attributes/format";
import type { AliasTable } from "@/lib/systems/got-cgs/attributes/model";
import { nameTable } from "@/lib/systems/got-cgs/attributes/names";
import { toCodeAction, toCompletion, toHover } from "./adapter";
import type { Monaco } from "./load-monaco";
import { LANGUAGE_CONFIGURATION, LANGUAGE_ID, MONARCH_LANGUAGE, THEME } from "./monarch";

export const THEME_NAME = "greenhouse";
let registered = false;

/** Language, tokenizer, configuration and theme: once per page (Monaco keeps them globally). */
export function registerLanguage(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LANGUAGE_ID, aliases: ["GOT CGS attributes"] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, MONARCH_LANGUAGE as languages.IMonarchLanguage);
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, LANGUAGE_CONFIGURATION);
  monaco.editor.defineTheme(THEME_NAME, THEME);
}

/** What the providers read at call time (the latest props). */
export interface ProviderContext {
  readonly aliases?: AliasTable;
  readonly customNames?: Record<string, number>;
  readonly format?: "silver" | "gold";
  readonly affiliations?: readonly string[];
  readonly deckFindings?: (text: string) => readonly Diagnostic[];
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

/** The card's own diagnostics plus the page's deck-level findings, in text order. Never throws. */
export function diagnosticsFor(text: string, ctx: ProviderContext): Diagnostic[] {
  const own = analyze(text, { aliases: ctx.aliases, format: ctx.format, affiliations: ctx.affiliations }).diagnostics;
  let deck: readonly Diagnostic[] = [];
  try {
    deck = ctx.deckFindings?.(text) ?? [];
  } catch {
    // A failing deck check must not take the card's own squiggles with it.
  }
  return [...own, ...deck].sort(byPosition);
}

/** One validation: the diagnostics of a model version, and the context they were computed in. */
export interface Validation {
  readonly version: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly context: ProviderContext;
}

/** Whether two contexts give the same diagnostics for the same text (compared by reference). */
function sameContext(a: ProviderContext, b: ProviderContext): boolean {
  return a.aliases === b.aliases && a.format === b.format && a.affiliations === b.affiliations && a.deckFindings === b.deckFindings;
}

/**
 * The diagnostics of the model's current text: the last validation's while both the text and the
 * context are the ones it saw, else fresh. A deck check that arrives after the first validation
 * (the card page builds it when the browser is idle) changes the diagnostics of the same text, so
 * the quick fixes must not answer from the validation before it (CI, 2026-12-02: the squiggle was
 * there and Ctrl+. offered nothing).
 */
export function currentDiagnostics(model: Pick<editor.ITextModel, "getVersionId" | "getValue">, ctx: ProviderContext, last: Validation | null): readonly Diagnostic[] {
  if (last !== null && last.version === model.getVersionId() && sameContext(last.context, ctx)) return last.diagnostics;
  return diagnosticsFor(model.getValue(), ctx);
}

export function registerProviders(
  monaco: Monaco,
  model: editor.ITextModel,
  context: () => ProviderContext,
  lastValidation: () => Validation | null,
): IDisposable {
  const mine = (m: editor.ITextModel) => m === model;
  const disposables: IDisposable[] = [
    monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
      triggerCharacters: [".", " ", '"', "=", "<", ">", "/"],
      provideCompletionItems(m, position) {
        if (!mine(m)) return undefined;
        const ctx = context();
        const items = completionsAt(m.getValue(), position.lineNumber, position.column, { names: nameTable(ctx.aliases), customNames: ctx.customNames });
        return { suggestions: items.map((i) => toCompletion(monaco, i)) };
      },
    }),
    monaco.languages.registerHoverProvider(LANGUAGE_ID, {
      provideHover(m, position) {
        if (!mine(m)) return undefined;
        const ctx = context();
        const hover = hoverAt(m.getValue(), position.lineNumber, position.column, nameTable(ctx.aliases), ctx.customNames);
        return hover === null ? undefined : toHover(hover);
      },
    }),
    monaco.languages.registerCodeActionProvider(
      LANGUAGE_ID,
      {
        provideCodeActions(m, range, codeContext) {
          if (!mine(m)) return undefined;
          const diagnostics = currentDiagnostics(m, context(), lastValidation());
          const wanted = { line: range.startLineNumber, column: range.startColumn, endLine: range.endLineNumber, endColumn: range.endColumn };
          const actions = codeActionsFor(diagnostics, wanted).map((a) => toCodeAction(m, a, codeContext.markers));
          return { actions, dispose() {} };
        },
      },
      { providedCodeActionKinds: ["quickfix"] },
    ),
    monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
      displayName: "Greenhouse canonical form",
      provideDocumentFormattingEdits(m) {
        if (!mine(m)) return undefined;
        const result = formatAttributes(m.getValue(), { packAliases: context().aliases });
        if (!result.changed) return [];
        return [{ range: m.getFullModelRange(), text: result.text }];
      },
    }),
  ];
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}
