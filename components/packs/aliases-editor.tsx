"use client";
/**
 * The pack's own aliases as an editable table (`SFR` stands for `StarshipFlyRange`), in the
 * designer's order, saved together. The built-in aliases are listed below for reference.
 */
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useUnsavedChanges } from "@/components/layout/pending-work";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/field";
import { PlusIcon, TableIcon, TrashIcon } from "@/components/ui/icons";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { NAME_PATTERN, type FormatIssue } from "@/lib/packs/schema";
import type { PackAliasDto } from "@/lib/server/types";
import { eraFileCardLint } from "@/lib/systems/registry-card-lint";
import type { UpdatePack } from "./pack-callbacks";
import { runAction } from "@/lib/client/run-action";

interface Row {
  key: number;
  alias: string;
  target: string;
}

/**
 * The language the aliases are of: the era-shaped pack file's system's (its cards' attribute
 * text), from its "lint one card" hook (lib/systems/registry-card-lint.ts), which knows the
 * built-in aliases and the predefined names.
 */
const language = () => eraFileCardLint();

/** Problems the server would report, found before sending (paths like the server's). */
export function aliasIssues(rows: readonly { alias: string; target: string }[]): FormatIssue[] {
  const builtIn = language().builtInAliases;
  const issues: FormatIssue[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!NAME_PATTERN.test(row.alias)) issues.push({ path: `aliases[${i}].alias`, message: "a letter, then letters or digits (e.g. SFR)" });
    else if (builtIn[row.alias]) issues.push({ path: `aliases[${i}].alias`, message: `${row.alias} is already the built-in alias of ${builtIn[row.alias]}` });
    else if (seen.has(row.alias)) issues.push({ path: `aliases[${i}].alias`, message: `${row.alias} is already defined in row ${(seen.get(row.alias) ?? 0) + 1}` });
    if (!NAME_PATTERN.test(row.target)) issues.push({ path: `aliases[${i}].target`, message: "the full name: a letter, then letters or digits" });
    else if (row.alias === row.target) issues.push({ path: `aliases[${i}].target`, message: "an alias cannot stand for itself" });
    seen.set(row.alias, i);
  });
  return issues;
}

export function AliasesEditor({
  packId,
  version,
  aliases,
  customNames,
  updatePack,
}: {
  packId: string;
  version: number;
  aliases: readonly PackAliasDto[];
  customNames: readonly string[];
  updatePack: UpdatePack;
}) {
  const toRows = (list: readonly PackAliasDto[]) => list.map((a, i) => ({ key: i, alias: a.alias, target: a.target }));
  const [rows, setRows] = useState<Row[]>(() => toRows(aliases));
  const [synced, setSynced] = useState(aliases);
  const [nextKey, setNextKey] = useState(aliases.length);
  if (synced !== aliases) {
    setSynced(aliases);
    setRows(toRows(aliases));
  }
  const [issues, setIssues] = useState<FormatIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const router = useRouter();
  const listId = useId();

  const clean = rows.map((r) => ({ alias: r.alias.trim(), target: r.target.trim() }));
  const dirty = JSON.stringify(clean) !== JSON.stringify(aliases.map((a) => ({ alias: a.alias, target: a.target })));
  // Leaving with unsaved changes (a tab, a breadcrumb, Back, reload) asks first.
  useUnsavedChanges(dirty, "The aliases have changes that are not saved (Save aliases saves them).");
  const err = (i: number, field: "alias" | "target") => issues.find((x) => x.path === `aliases[${i}].${field}`)?.message ?? null;
  const update = (key: number, change: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const add = () => {
    setRows((list) => [...list, { key: nextKey, alias: "", target: "" }]);
    setNextKey((k) => k + 1);
  };

  const save = () => {
    const local = aliasIssues(clean);
    setIssues(local);
    setMessage(null);
    if (local.length > 0) return;
    start(async () => {
      const result = await runAction(() => updatePack(packId, version, { aliases: clean }), "Your aliases are still in the list: save again.");
      if (!result.ok) {
        setIssues([...result.error.issues]);
        setMessage(result.error.message);
        return;
      }
      toast.show({ title: "Aliases saved" });
      router.refresh();
    });
  };

  const names = [...language().names, ...customNames];

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-ink-soft">
        An alias is a short name a card may write instead of a long one: with <code className="font-mono">SFR</code> standing for{" "}
        <code className="font-mono">StarshipFlyRange</code>, <code className="font-mono">AR.SFR &gt; 2</code> means{" "}
        <code className="font-mono">AR.StarshipFlyRange &gt; 2</code>. They work in every card of this pack.
      </p>
      {rows.length === 0 ? (
        <EmptyState icon={<TableIcon size={20} />} title="No aliases of this pack" action={<Button onClick={add}><PlusIcon /> Add an alias</Button>}>
          Add one when a custom attribute name is long and used on many cards.
        </EmptyState>
      ) : (
        <div className="overflow-hidden rounded-lg border border-line bg-surface">
          <Table aria-label="Aliases of this pack">
            <THead>
              <Tr>
                <Th className="w-48">Alias</Th>
                <Th className="w-8" aria-hidden="true" />
                <Th>Stands for</Th>
                <Th className="w-12">
                  <span className="sr-only">Remove</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((row, i) => (
                <Tr key={row.key}>
                  <Td className="align-top">
                    <Input aria-label={`Alias ${i + 1}`} aria-invalid={err(i, "alias") ? true : undefined} value={row.alias} onChange={(e) => update(row.key, { alias: e.target.value })} className="font-mono" placeholder="SFR" spellCheck={false} />
                    {err(i, "alias") ? <p className="mt-1 text-xs text-danger">{err(i, "alias")}</p> : null}
                  </Td>
                  <Td className="pt-3 align-top text-ink-muted">→</Td>
                  <Td className="align-top">
                    <Input aria-label={`Full name of alias ${i + 1}`} aria-invalid={err(i, "target") ? true : undefined} list={listId} value={row.target} onChange={(e) => update(row.key, { target: e.target.value })} className="font-mono" placeholder="StarshipFlyRange" spellCheck={false} />
                    {err(i, "target") ? <p className="mt-1 text-xs text-danger">{err(i, "target")}</p> : null}
                  </Td>
                  <Td className="align-top">
                    <Button variant="ghost" size="icon" aria-label={`Remove alias ${row.alias || i + 1}`} onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}>
                      <TrashIcon />
                    </Button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <datalist id={listId}>
            {names.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <div className="border-t border-line px-2.5 py-2">
            <Button size="sm" variant="ghost" onClick={add}>
              <PlusIcon size={14} /> Add alias
            </Button>
          </div>
        </div>
      )}
      {rows.length > 0 || dirty ? (
        <div className="flex items-center gap-3">
          <p className="flex-1 text-sm">
            {message ? <span className="text-danger">{message}</span> : issues.length > 0 ? <span className="text-danger">Fix the rows marked in red, then save.</span> : dirty ? <span className="text-ink-soft">You have unsaved changes.</span> : <span className="text-ink-muted">All changes saved.</span>}
          </p>
          <Button disabled={!dirty || pending} onClick={() => { setRows(toRows(aliases)); setIssues([]); setMessage(null); }}>
            Discard
          </Button>
          <Button variant="primary" disabled={!dirty} pending={pending} onClick={save}>
            Save aliases
          </Button>
        </div>
      ) : null}
      <section>
        <h2 className="mb-2 text-sm font-semibold">Built-in aliases (every pack)</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line bg-surface px-4 py-3 font-mono text-[13px]">
          {Object.entries(language().builtInAliases).map(([alias, name]) => (
            <div key={alias} className="contents">
              <dt className="font-semibold">{alias}</dt>
              <dd className="text-ink-soft">{name}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
