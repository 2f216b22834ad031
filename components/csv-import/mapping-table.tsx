"use client";
/**
 * The column mapping step: each column of the file with a few of its values and where it goes
 * (a card field, one attribute, one category entry, or nowhere). With `targets` (a data system's
 * card type and fields, from the preview) the choices are exactly those.
 */
import { useMemo } from "react";
import { Input, Select } from "@/components/ui/field";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { CSV_FIELDS, parseCsv, type CsvRow } from "@/lib/packs/csv";
import type { FormatIssue } from "@/lib/packs/schema";
import type { CsvTargetOption } from "@/lib/packs/system-csv";
import { FIELD_LABELS, joinTarget, splitTarget, type TargetKind } from "./targets";

export interface MappingTableProps {
  columns: readonly string[];
  mapping: Record<string, string>;
  issues: readonly FormatIssue[];
  rows?: readonly CsvRow[];
  /** The system's targets; absent: the attribute CSV's fields, attribute and entry. */
  targets?: readonly CsvTargetOption[];
  /** The file's text, for sample values. */
  text: string;
  onChange: (mapping: Record<string, string>) => void;
}

export function MappingTable({ columns, mapping, issues, text, targets, onChange }: MappingTableProps) {
  const samples = useMemo(() => {
    const table = parseCsv(text);
    return columns.map((_, i) =>
      table.rows
        .map((r) => (r[i] ?? "").trim())
        .filter(Boolean)
        .slice(0, 3),
    );
  }, [text, columns]);
  const general = issues.filter((i) => !i.path.startsWith("mapping."));

  return (
    <div className="flex flex-col gap-2">
      {general.length > 0 ? (
        <ul className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger" role="alert">
          {general.map((issue, i) => (
            <li key={i}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        <Table aria-label="Column mapping">
          <THead>
            <Tr>
              <Th className="w-48">Column</Th>
              <Th>Values</Th>
              <Th className="w-[26rem]">Goes to</Th>
            </Tr>
          </THead>
          <TBody>
            {columns.map((column, i) => {
              // A data system's target (`field:faction`) is its own choice: joinTarget gives it back unchanged.
              const { kind, name } = targets ? { kind: (mapping[column] ?? "ignore") as TargetKind, name: "" } : splitTarget(mapping[column] ?? "ignore");
              const problem = issues.find((x) => x.path === `mapping.${column}`)?.message;
              const set = (k: TargetKind, n: string) => onChange({ ...mapping, [column]: joinTarget(k, n) });
              return (
                <Tr key={column}>
                  <Td className="font-medium">{column}</Td>
                  <Td className="max-w-0 truncate text-xs text-ink-muted" title={samples[i]?.join(" · ")}>
                    {samples[i]?.length ? samples[i]?.join(" · ") : <em>empty</em>}
                  </Td>
                  <Td>
                    <div className="flex gap-2">
                      <Select
                        aria-label={`Where the column ${column} goes`}
                        value={kind}
                        onChange={(e) => {
                          const k = e.target.value as TargetKind;
                          set(k, k === "attribute" ? (name || (/^[A-Za-z][A-Za-z0-9]*$/.test(column) ? column : "")) : k === "entry" ? name : "");
                        }}
                        className={kind === "attribute" || kind === "entry" ? "w-48 shrink-0" : "w-full"}
                      >
                        {targets ? (
                          targets.map((t) => (
                            <option key={t.value} value={t.value}>
                              {t.label}
                            </option>
                          ))
                        ) : (
                          <>
                            {CSV_FIELDS.map((f) => (
                              <option key={f} value={f}>
                                {FIELD_LABELS[f]}
                              </option>
                            ))}
                            <option value="attribute">One attribute…</option>
                            <option value="entry">One category entry…</option>
                            <option value="ignore">Ignore this column</option>
                          </>
                        )}
                      </Select>
                      {kind === "attribute" || kind === "entry" ? (
                        <Input
                          aria-label={kind === "attribute" ? `Attribute name for ${column}` : `Category.Name for ${column}`}
                          value={name}
                          placeholder={kind === "attribute" ? "Type" : "AdventureCosts.StarshipFlyRange"}
                          onChange={(e) => set(kind, e.target.value.trim())}
                          className="w-full font-mono"
                          spellCheck={false}
                        />
                      ) : null}
                    </div>
                    {problem ? <p className="mt-1 text-xs text-danger">{problem}</p> : null}
                  </Td>
                </Tr>
              );
            })}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
