"use client";
/**
 * Every problem the linter finds in the pack (the one findings pipeline, any game system), worst
 * first, filterable by severity and deck. A row opens its card in the editor, with the cursor on
 * the spot when the finding has one.
 */
import clsx from "clsx";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/field";
import { AlertIcon, CheckIcon, ErrorIcon, InfoIcon } from "@/components/ui/icons";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { plural } from "@/components/ui/format";
import type { FindingSeverity as Severity } from "@/lib/systems/contract/findings";

export interface ProblemRow {
  key: number;
  severity: Severity;
  code: string;
  message: string;
  /** Where on the card: a field's key or label, "era"/"deck"/"pack" for a whole deck or pack. */
  field: string;
  /** The spot in the field's text; null when the finding is about the field as a whole. */
  line: number | null;
  column: number | null;
  era: string | null;
  identifier: string | null;
  /** The card (or era) to open; null for findings about the whole pack. */
  href: string | null;
}

const ICON: Record<Severity, React.ReactNode> = {
  error: <ErrorIcon size={14} className="text-danger" />,
  warning: <AlertIcon size={14} className="text-warning" />,
  info: <InfoIcon size={14} className="text-info" />,
};
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** `deckNoun`: what the pack's system calls a deck ("era deck", "deck"; the definition's `deckNoun`). */
export function ProblemsPanel({ rows, eras, cards, deckNoun = "era deck" }: { rows: readonly ProblemRow[]; eras: readonly string[]; cards: number; deckNoun?: string }) {
  const [severity, setSeverity] = useState<"" | Severity>("");
  const [era, setEra] = useState("");
  const counts = useMemo(() => {
    const c = { error: 0, warning: 0, info: 0 };
    for (const r of rows) c[r.severity]++;
    return c;
  }, [rows]);
  const shown = useMemo(
    () =>
      rows
        .filter((r) => (severity === "" || r.severity === severity) && (era === "" || r.era === era))
        .sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.key - b.key),
    [rows, severity, era],
  );

  if (rows.length === 0) {
    return (
      <EmptyState icon={<CheckIcon size={20} />} title="No problems found">
        The linter checked {plural(cards, "card")} and found nothing to fix. The <Link href="/rules" prefetch={false} className="text-accent-ink underline">lint rules</Link> say what it looks for.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={counts.error ? "error" : "neutral"}>{plural(counts.error, "error")}</Badge>
        <Badge tone={counts.warning ? "warning" : "neutral"}>{plural(counts.warning, "warning")}</Badge>
        <Badge tone={counts.info ? "info" : "neutral"}>{plural(counts.info, "note")}</Badge>
        <span className="mx-2 h-5 w-px bg-line" aria-hidden="true" />
        <Select aria-label="Severity" value={severity} onChange={(e) => setSeverity(e.target.value as "" | Severity)} className="w-auto">
          <option value="">Every severity</option>
          <option value="error">Errors</option>
          <option value="warning">Warnings</option>
          <option value="info">Notes</option>
        </Select>
        {eras.length > 1 ? (
          <Select aria-label={deckNoun.charAt(0).toUpperCase() + deckNoun.slice(1)} value={era} onChange={(e) => setEra(e.target.value)} className="w-auto">
            <option value="">Every {deckNoun}</option>
            {eras.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        ) : null}
        <p className="ml-auto text-xs text-ink-muted">
          Click a problem to open its card at the spot. <Link href="/rules" prefetch={false} className="underline-offset-2 hover:underline">What each code means</Link>
        </p>
      </div>
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        <Table aria-label="Problems of the pack">
          <THead>
            <Tr>
              <Th className="w-8">
                <span className="sr-only">Severity</span>
              </Th>
              <Th className="w-32">Card</Th>
              <Th className="w-36">Where</Th>
              <Th>Problem</Th>
              <Th className="w-48">Code</Th>
            </Tr>
          </THead>
          <TBody>
            {shown.map((r) => (
              <Tr key={r.key} className={clsx(r.href && "hover:bg-canvas")} data-testid="problem-row">
                <Td>
                  <span title={r.severity}>{ICON[r.severity]}</span>
                </Td>
                <Td className="font-mono text-[13px] font-semibold whitespace-nowrap">
                  {r.href ? (
                    <Link href={r.href} className="focus-ring rounded hover:text-accent hover:underline">
                      {r.identifier ?? r.era ?? "pack"}
                    </Link>
                  ) : (
                    (r.identifier ?? r.era ?? "whole pack")
                  )}
                </Td>
                <Td className="text-xs whitespace-nowrap text-ink-muted">
                  {r.era && r.identifier ? `${r.era} · ` : ""}
                  {r.field === "era" || r.field === "deck" || r.field === "pack" ? `whole ${r.field}` : r.line === null || r.column === null ? r.field : `${r.field} ${r.line}:${r.column}`}
                </Td>
                <Td>
                  {r.href ? (
                    <Link href={r.href} className="text-ink hover:underline">
                      {r.message}
                    </Link>
                  ) : (
                    r.message
                  )}
                </Td>
                <Td>
                  <code className="font-mono text-xs text-ink-soft">{r.code}</code>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
