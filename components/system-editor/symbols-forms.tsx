"use client";
/**
 * The system's symbols: upload an SVG or a PNG per key (written `:key:` in text, drawn inline
 * at the text's size in the preview and the PDF), each shown as a thumbnail, renamed or removed.
 * A file is read in the browser and checked by checkDefinition like every other part (size, no
 * scripts or outside references in an SVG); a refused one shows why at its row.
 */
import { memo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { SYMBOL_CAP, SYMBOL_MAX_BYTES, symbolDataUrl } from "@/lib/systems/symbols";
import type { SymbolDef } from "@/lib/systems/types";
import { SectionIssues, TextControl } from "./controls";
import type { IssueIndex } from "./draft";
import type { Edit } from "./edit";
import { OWN_PAINT } from "./list-parts";

/** A key from a file name: "Forest icon.svg" -> "forest-icon". */
export function symbolKeyFromFile(name: string): string {
  const base = name.replace(/\.[^.]*$/, "").toLowerCase().replace(/[^a-z0-9_-]+/g, "-").replace(/^[-_]+|[-_]+$/g, "");
  return /^[a-z0-9]/.test(base) ? base : `symbol${base}`;
}

/** A file as a symbol, or why it cannot be one (said so the designer knows what to upload). */
export async function symbolFromFile(file: File, key: string): Promise<SymbolDef | string> {
  if (file.size > SYMBOL_MAX_BYTES) return `${file.name} is ${Math.ceil(file.size / 1024)} KB; a symbol is at most ${SYMBOL_MAX_BYTES / 1024} KB. Simplify the SVG or scale the PNG down (about 128 x 128 px is plenty).`;
  const lower = file.name.toLowerCase();
  if (file.type === "image/svg+xml" || lower.endsWith(".svg")) return { key, svg: await file.text() };
  if (file.type === "image/png" || lower.endsWith(".png")) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return { key, png: btoa(bin) };
  }
  return `${file.name} is neither an SVG nor a PNG; upload one of those.`;
}

/** The symbols' list and upload; memoized (a keystroke elsewhere skips it and its thumbnails). */
export const SymbolsSection = memo(function SymbolsSection({ symbols, issues, edit, readOnly }: { symbols: readonly SymbolDef[]; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [newKey, setNewKey] = useState("");

  const add = async (file: File | undefined) => {
    if (file === undefined) return;
    setProblem(null);
    const key = newKey.trim() === "" ? symbolKeyFromFile(file.name) : newKey.trim();
    if (symbols.some((s) => s.key === key)) {
      setProblem(`There is a symbol :${key}: already; give the new one another key, or remove the old one first.`);
      return;
    }
    const symbol = await symbolFromFile(file, key);
    if (typeof symbol === "string") {
      setProblem(symbol);
      return;
    }
    setNewKey("");
    edit((d) => void (d.symbols = [...(d.symbols ?? []), symbol]));
  };

  return (
    <section aria-labelledby="symbols-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="symbols-heading" className="text-base font-semibold text-ink">
        Symbols
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Write <code className="font-mono">:key:</code> in a card&apos;s text to print the icon there, one em square at the text&apos;s size. SVG or PNG, up to {SYMBOL_MAX_BYTES / 1024} KB each, {SYMBOL_CAP} at most.
      </p>
      <ul className="mt-2 flex flex-col gap-2" aria-label="Symbols">
        {symbols.map((s, i) => (
          <li key={i} className="flex flex-wrap items-end gap-3 rounded-md border border-line p-2">
            {/* An <img> never runs an SVG's scripts; checkDefinition refuses them anyway. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={symbolDataUrl(s)} alt={`:${s.key}:`} width={32} height={32} className="h-8 w-8 object-contain" />
            <TextControl label="Key" path={`symbols[${i}].key`} issues={issues} value={s.key} readOnly={readOnly} onChange={(v) => edit((d) => void ((d.symbols ?? [])[i] = { ...((d.symbols ?? [])[i] as SymbolDef), key: v }))} />
            <span className="text-xs text-ink-soft">{"svg" in s ? "SVG" : "PNG"}</span>
            {issues.at(`symbols[${i}].${"svg" in s ? "svg" : "png"}`) ? (
              <p className="text-xs text-danger" role="alert">
                {issues.at(`symbols[${i}].${"svg" in s ? "svg" : "png"}`)}
              </p>
            ) : null}
            {readOnly ? null : (
              <Button size="sm" variant="danger" onClick={() => edit((d) => void (d.symbols = (d.symbols ?? []).filter((_, j) => j !== i)))}>
                Remove :{s.key}:
              </Button>
            )}
          </li>
        ))}
      </ul>
      {symbols.length === 0 ? <p className="mt-2 text-sm text-ink-soft">No symbols yet.</p> : null}
      {readOnly ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Field label="Key for the next upload" hint="Empty: from the file's name.">
            {(p) => <Input {...p} value={newKey} placeholder="forest" onChange={(e) => setNewKey(e.target.value)} className="w-40" />}
          </Field>
          <Field label="Upload a symbol (SVG or PNG)">
            {(p) => <Input {...p} type="file" accept=".svg,.png,image/svg+xml,image/png" onChange={(e) => void add(e.target.files?.[0]).finally(() => (e.target.value = ""))} />}
          </Field>
        </div>
      )}
      {problem ? (
        <p className="mt-2 text-sm text-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <SectionIssues issues={issues} path="symbols" shown={(p) => /^symbols\[\d+\]\.(key|svg|png)$/.test(p)} />
    </section>
  );
});
