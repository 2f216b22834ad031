"use client";
/**
 * One condition of a rule built with controls: an operator, a field picked from the definition's
 * fields, a value (picked from an enum's values, typed otherwise), a comparison with a number or
 * another number field, and groups (all / any / not) whose children are added and removed. The
 * issue checkDefinition reports at a condition's path shows at its control.
 */
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import type { Condition } from "@/lib/systems/types";
import type { DraftScope } from "./scope";
import type { IssueIndex } from "./draft";
import {
  OPERATORS,
  childPath,
  childrenOf,
  comparandOf,
  fieldChoices,
  fieldOf,
  operatorOf,
  valueChoices,
  valueText,
  withChild,
  withChildAdded,
  withChildRemoved,
  withComparand,
  withField,
  withOperator,
  withValue,
  type Operator,
} from "./rule-model";

interface Props {
  readonly def: DraftScope;
  readonly cond: Condition;
  readonly path: string;
  readonly label: string;
  readonly issues: IssueIndex;
  readonly readOnly: boolean;
  readonly onChange: (c: Condition) => void;
  readonly onRemove?: () => void;
  readonly depth?: number;
}

const SMALL = "h-7 text-xs";

export function ConditionEditor({ def, cond, path, label, issues, readOnly, onChange, onRemove, depth = 0 }: Props) {
  const op = operatorOf(cond);
  const field = fieldOf(cond);
  const error = issues.at(path);
  const kids = childrenOf(cond);
  return (
    <div
      role="group"
      aria-label={label}
      data-path={path}
      data-invalid={error === null ? undefined : true}
      className={depth === 0 ? "flex flex-col gap-1" : "flex flex-col gap-1 border-l-2 border-line pl-2"}
    >
      <div className="flex flex-wrap items-center gap-1">
        {field === null ? null : (
          <Select aria-label={`${label}: field`} className={`w-44 ${SMALL}`} disabled={readOnly} value={field} onChange={(e) => onChange(withField(def, cond, e.target.value))}>
            {fieldChoices(def).some((c) => c.value === field) ? null : <option value={field}>{field} (not a field)</option>}
            {fieldChoices(def).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
        <Select aria-label={`${label}: operator`} className={`w-44 ${SMALL}`} disabled={readOnly} value={op} onChange={(e) => onChange(withOperator(def, cond, e.target.value as Operator))}>
          {OPERATORS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
        {field === null ? null : <LeafValue def={def} cond={cond} field={field} label={label} readOnly={readOnly} onChange={onChange} />}
        {onRemove !== undefined && !readOnly ? (
          <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
            Remove
          </Button>
        ) : null}
      </div>
      {error === null ? null : <p className="text-xs text-danger">{error}</p>}
      {kids.length > 0 || op === "all" || op === "any" ? (
        <div className="ml-2 flex flex-col gap-1">
          {kids.map((k, i) => (
            <ConditionEditor
              key={i}
              def={def}
              cond={k}
              path={childPath(path, cond, i)}
              label={`${label} ${op === "not" ? "(negated)" : `#${i + 1}`}`}
              issues={issues}
              readOnly={readOnly}
              depth={depth + 1}
              onChange={(c) => onChange(withChild(cond, i, c))}
              onRemove={op === "not" ? undefined : () => onChange(withChildRemoved(cond, i))}
            />
          ))}
          {op !== "not" && !readOnly ? (
            <Button size="sm" variant="ghost" className="self-start" onClick={() => onChange(withChildAdded(def, cond))}>
              Add a condition to {label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function LeafValue({ def, cond, field, label, readOnly, onChange }: { def: DraftScope; cond: Condition; field: string; label: string; readOnly: boolean; onChange: (c: Condition) => void }) {
  const op = operatorOf(cond);
  if (op === "empty" || op === "notEmpty") return null;
  const choices = valueChoices(def, field);
  if (op === "atLeast" || op === "atMost") {
    const other = comparandOf(cond);
    const byField = other !== null && typeof other === "object";
    const numeric = fieldChoices(def, true);
    return (
      <>
        <Select
          aria-label={`${label}: compared with`}
          className={`w-36 ${SMALL}`}
          disabled={readOnly}
          value={byField ? "field" : "number"}
          onChange={(e) => onChange(withComparand(cond, e.target.value === "field" ? { field: numeric.find((c) => c.value !== field)?.value ?? field } : 0))}
        >
          <option value="number">the number</option>
          <option value="field">the field</option>
        </Select>
        {byField ? (
          <Select aria-label={`${label}: other field`} className={`w-44 ${SMALL}`} disabled={readOnly} value={other.field} onChange={(e) => onChange(withComparand(cond, { field: e.target.value }))}>
            {numeric.some((c) => c.value === other.field) ? null : <option value={other.field}>{other.field} (not a number field)</option>}
            {numeric.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        ) : (
          <Input aria-label={`${label}: value`} type="number" className={`w-24 ${SMALL}`} readOnly={readOnly} value={valueText(cond)} onChange={(e) => onChange(withValue(def, cond, e.target.value))} />
        )}
      </>
    );
  }
  if (op === "in") {
    const chosen = new Set(valueText(cond).split("\n"));
    if (choices !== null)
      return (
        <Select
          aria-label={`${label}: values`}
          multiple
          className="h-auto w-44 text-xs"
          size={Math.min(6, choices.length)}
          disabled={readOnly}
          value={choices.filter((c) => chosen.has(c))}
          onChange={(e) => onChange(withValue(def, cond, [...e.target.selectedOptions].map((o) => o.value).join("\n")))}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      );
    return <Textarea aria-label={`${label}: values, one a line`} rows={3} className="w-44 text-xs" readOnly={readOnly} value={valueText(cond)} onChange={(e) => onChange(withValue(def, cond, e.target.value))} />;
  }
  if (op === "equals" && choices !== null) {
    const v = valueText(cond);
    return (
      <Select aria-label={`${label}: value`} className={`w-40 ${SMALL}`} disabled={readOnly} value={v} onChange={(e) => onChange(withValue(def, cond, e.target.value))}>
        {choices.includes(v) ? null : <option value={v}>{v === "" ? "(empty)" : `${v} (not a value)`}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    );
  }
  const placeholder = op === "matches" ? "^[A-L]$" : op === "inPackList" ? "list name" : "value";
  return <Input aria-label={`${label}: value`} className={`w-40 ${SMALL} ${op === "matches" ? "font-mono" : ""}`} placeholder={placeholder} readOnly={readOnly} value={valueText(cond)} onChange={(e) => onChange(withValue(def, cond, e.target.value))} />;
}
