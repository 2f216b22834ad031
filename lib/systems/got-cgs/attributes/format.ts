/**
 * The formatter: prints attribute text in the canonical form (docs/attributes.md):
 * global attributes first, one per line; then each category on its own line with its entries
 * indented two spaces, one per line. Optionally expands aliases to full names or contracts full
 * names to aliases.
 *
 * It never loses data and never changes meaning: a text with syntax errors is returned
 * unchanged (the AST cannot hold what the errors are about), and every result is re-analysed
 * and compared with the original's model; if they differ, the original is returned.
 * Formatting is idempotent.
 */
import type { AttributeText, EntryNode, Name, Value } from "./ast";
import { parseAttributes } from "./analyze";
import { buildModelWith } from "./build-model";
import { CATALOGUE } from "./catalogue";
import type { AliasTable, CardModel } from "./model";
import { nameTable, type NameTable } from "./names";

/** What to do with aliases: leave them as written, write full names, or write the shortest alias. */
export type AliasMode = "keep" | "expand" | "contract";

export interface FormatOptions {
  /** Default "keep". */
  readonly aliases?: AliasMode;
  /** The pack's aliases (alias -> full name); built-in aliases always apply. */
  readonly packAliases?: AliasTable;
}

export interface FormatResult {
  /** The canonical text, or the input unchanged when `kept` is set. */
  readonly text: string;
  /** True when `text` differs from the input. */
  readonly changed: boolean;
  /** Why the input was kept as it is (syntax errors), or undefined when it was formatted. */
  readonly kept?: string;
}

const INDENT = "  ";

function valueText(v: Value): string {
  // Whole numbers print without leading zeros ("007" means 7); texts exactly as written.
  return v.kind === "int" ? String(v.value) : v.raw;
}

/**
 * Full name -> the alias `contract` writes: a built-in alias when the name has one, else the
 * shortest pack alias (alphabetical on a tie).
 */
function contractions(names: NameTable): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of CATALOGUE) for (const alias of entry.aliases) if (!out.has(entry.name)) out.set(entry.name, alias);
  const builtIn = new Set(out.keys());
  for (const alias of Object.keys(names.aliases)) {
    const full = names.resolve(alias);
    // A pack alias the catalogue overrides never resolves to its target: never write it for it.
    if (full === alias || names.resolve(alias) !== names.resolve(names.aliases[alias] ?? "") || builtIn.has(full)) continue;
    const current = out.get(full);
    if (current === undefined || alias.length < current.length || (alias.length === current.length && alias < current)) {
      out.set(full, alias);
    }
  }
  return out;
}

class Printer {
  private readonly contracted: Map<string, string> | null;

  constructor(
    private readonly names: NameTable,
    private readonly mode: AliasMode,
  ) {
    this.contracted = mode === "contract" ? contractions(names) : null;
  }

  name(n: Name): string {
    if (this.mode === "keep") return n.text;
    const full = this.names.resolve(n.text);
    if (this.mode === "expand") return full;
    return this.contracted?.get(full) ?? full;
  }

  entry(e: EntryNode): string {
    const ref = e.ref.category === null ? this.name(e.ref.name) : `${this.name(e.ref.category)}.${this.name(e.ref.name)}`;
    const op = e.op === null ? "" : ` ${e.op.text}`;
    return `${ref}${op} ${e.values.map(valueText).join("/")}`;
  }

  print(ast: AttributeText): string {
    const lines: string[] = [];
    for (const item of ast.items) {
      if (item.kind === "attribute" && item.value !== null) lines.push(`${this.name(item.name)} ${valueText(item.value)}`);
    }
    for (const item of ast.items) {
      if (item.kind !== "category") continue;
      lines.push(this.name(item.name));
      for (const e of item.entries) lines.push(`${INDENT}${this.entry(e)}`);
    }
    return lines.join("\n");
  }
}

function sameModel(a: CardModel, b: CardModel): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Formats one card's attribute text (see the file comment). Never throws; on syntax errors
 * or any doubt the input comes back unchanged with `kept` saying why.
 */
export function formatAttributes(text: string, options: FormatOptions = {}): FormatResult {
  const source = typeof text === "string" ? text : "";
  try {
    const names = nameTable(options.packAliases);
    const { ast, diagnostics } = parseAttributes(source, names);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    if (errors > 0) {
      const first = diagnostics.find((d) => d.severity === "error");
      const where = first === undefined ? "" : ` (first at line ${first.line}, column ${first.column})`;
      return { text: source, changed: false, kept: `${errors} syntax error${errors === 1 ? "" : "s"}${where}; fix them first` };
    }
    const formatted = new Printer(names, options.aliases ?? "keep").print(ast);
    const again = parseAttributes(formatted, names);
    // The same AST (parseAttributes shares it when the text was already canonical) is the same model.
    if (again.diagnostics.length > 0 || (again.ast !== ast && !sameModel(buildModelWith(again.ast, names), buildModelWith(ast, names)))) {
      return { text: source, changed: false, kept: "formatting would change the card's meaning; please report this text" };
    }
    return { text: formatted, changed: formatted !== source };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { text: source, changed: false, kept: `internal error (${detail}); please report this text` };
  }
}
