/**
 * Test builders for the attribute language: position-free views of ASTs, and diagnostic
 * matchers that compare structure (code, line, column) instead of message text.
 */
import { expect } from "vitest";
import type { AttributeText, Value } from "@/lib/systems/got-cgs/attributes/ast";
import type { Diagnostic } from "@/lib/systems/got-cgs/attributes/diagnostics";

function valueShape(v: Value): string {
  return v.kind === "int" ? String(v.value) : JSON.stringify(v.value);
}

/** The AST without positions: `[["attribute","Type","\"Support\""], ["category","AR",[["X",null,["2"]]]]]`. */
export function shape(ast: AttributeText): unknown[] {
  return ast.items.map((item) =>
    item.kind === "attribute"
      ? ["attribute", item.name.text, item.value === null ? null : valueShape(item.value)]
      : [
          "category",
          item.name.text,
          item.entries.map((e) => [
            e.ref.category === null ? e.ref.name.text : `${e.ref.category.text}.${e.ref.name.text}`,
            e.op?.text ?? null,
            e.values.map(valueShape),
          ]),
        ],
  );
}

/** Prints an AST in the indented form (a test-local printer, independent of the formatter). */
export function indented(ast: AttributeText, indent = "    "): string {
  const lines: string[] = [];
  for (const item of ast.items) {
    if (item.kind === "attribute") {
      lines.push(`${item.name.text} ${item.value?.raw ?? ""}`);
      continue;
    }
    lines.push(item.name.text);
    for (const e of item.entries) {
      const ref = e.ref.category === null ? e.ref.name.text : `${e.ref.category.text}.${e.ref.name.text}`;
      lines.push(`${indent}${ref}${e.op ? ` ${e.op.text}` : ""} ${e.values.map((v) => v.raw).join("/")}`);
    }
  }
  return lines.join("\n");
}

/** Asserts exactly one diagnostic with `code` exists and returns it. */
export function expectOne(diagnostics: readonly Diagnostic[], code: string): Diagnostic {
  const found = diagnostics.filter((d) => d.code === code);
  expect(found, `expected one ${code} in ${JSON.stringify(diagnostics.map((d) => d.code))}`).toHaveLength(1);
  return found[0] as Diagnostic;
}

/** The codes of a diagnostic list, in order. */
export function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => d.code);
}

/** The text a diagnostic's range covers (single-line ranges). */
export function covered(text: string, d: Pick<Diagnostic, "line" | "column" | "endLine" | "endColumn">): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (d.line !== d.endLine) throw new Error("multi-line range");
  return (lines[d.line - 1] ?? "").slice(d.column - 1, d.endColumn - 1);
}

/** Applies a fix's edits (1-based, end exclusive) to `text`, last edit first. */
export function applyEdits(text: string, edits: readonly { line: number; column: number; endLine: number; endColumn: number; newText: string }[]): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) starts.push(i + 1);
  }
  const offset = (line: number, column: number) => (starts[line - 1] ?? text.length) + column - 1;
  const sorted = [...edits].sort((a, b) => offset(b.line, b.column) - offset(a.line, a.column));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.line, e.column)) + e.newText + out.slice(offset(e.endLine, e.endColumn));
  return out;
}
