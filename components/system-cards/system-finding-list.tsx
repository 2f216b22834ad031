/**
 * A list of system findings: severity, code, the field's label (or the card's identifier for a
 * pack-wide list) and the message that says how to fix it.
 */
import { Badge } from "@/components/ui/badge";
import type { SystemDefinition, SystemFinding } from "@/lib/systems/types";

const SPECIAL: Readonly<Record<string, string>> = { $type: "Card type", $copies: "Copies", $identifier: "Identifier" };

/** The label of a finding's field ("Hand cost"), or the key itself for a field the definition lacks. */
export function fieldLabel(definition: SystemDefinition, field: string | undefined): string | null {
  if (field === undefined) return null;
  return SPECIAL[field] ?? definition.fields.find((f) => f.key === field)?.label ?? field;
}

export interface SystemFindingListProps<F extends SystemFinding> {
  readonly definition: SystemDefinition;
  readonly findings: readonly F[];
  /** Shown when there is nothing to list. */
  readonly empty: string;
  /** Also name the card (a deck's or pack's list); each may link to its card. */
  readonly showCard?: boolean;
  readonly hrefOf?: (finding: F) => string | null;
}

export function SystemFindingList<F extends SystemFinding>({ definition, findings, empty, showCard = false, hrefOf }: SystemFindingListProps<F>) {
  if (findings.length === 0) return <p className="text-sm text-accent-ink">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm" data-testid="finding-list">
      {findings.map((f, i) => {
        const label = fieldLabel(definition, f.field);
        const href = hrefOf?.(f) ?? null;
        const where = [showCard ? f.identifier : null, label].filter((x) => x !== null && x !== undefined).join(" · ");
        return (
          <li key={`${f.code}-${f.identifier ?? ""}-${f.field ?? ""}-${i}`} className="flex flex-col gap-0.5" data-code={f.code}>
            <span className="flex flex-wrap items-center gap-1.5">
              <Badge tone={f.severity === "error" ? "error" : "warning"}>{f.severity}</Badge>
              <span className="font-mono text-xs">{f.code}</span>
              {where !== "" ? (
                href ? (
                  <a className="text-xs text-accent-ink hover:underline" href={href}>
                    {where}
                  </a>
                ) : (
                  <span className="text-xs text-ink-soft">{where}</span>
                )
              ) : null}
            </span>
            <span className="text-ink">{f.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
