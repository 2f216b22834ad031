/**
 * The viewer's legal actions as labelled buttons, grouped. A group with many options becomes a
 * list to pick from and one button, so the bar stays short. Memoised: it re-renders when the
 * actions or `busy` change, not when a card is selected.
 *
 * A button does not take the focus on a mouse press (as a playable card does not: table-card.tsx):
 * the answer usually removes it, and removing the focused element made Chromium recalculate style
 * and lay out the page inside React's commit, 1-3 ms per action (bench/table-click, a spy on
 * removeChild). The keyboard still focuses and presses every button.
 *
 * Actions that read the same are listed once (issue 27: a play list held one entry twice). An
 * engine may list one action per copy of a card (a play with each copy of a support card), and
 * the labels name cards by identifier, so the copies' actions read alike: the designer cannot
 * tell them apart and either does the same. The cards on the table still offer each copy's own
 * action.
 */
"use client";

import { memo, useState, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { LegalView } from "@/lib/table/view";

const MANY = 8;

/** Keeps the focus where it was when a button is pressed with the mouse (the click still happens). */
const keepFocus = (e: MouseEvent) => e.preventDefault();

export interface ActionBarProps {
  legal: readonly LegalView[];
  busy: boolean;
  onAction: (legal: LegalView) => void;
}

/** The actions by group, each label once (the first action with it), in the order given. */
export function actionGroups(legal: readonly LegalView[]): Map<string, LegalView[]> {
  const groups = new Map<string, LegalView[]>();
  const seen = new Set<string>();
  for (const l of legal) {
    const id = `${l.group}\u0000${l.label}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const items = groups.get(l.group);
    if (items === undefined) groups.set(l.group, [l]);
    else items.push(l);
  }
  return groups;
}

export const ActionBar = memo(function ActionBar({ legal, busy, onAction }: ActionBarProps) {
  const groups = actionGroups(legal);
  if (legal.length === 0) return <p className="text-sm text-ink-muted">Nothing to do now: waiting for the other seats.</p>;
  return (
    <div className="space-y-2" aria-label="Actions" role="group">
      {[...groups].map(([group, items]) => (
        <div key={group} className="flex flex-wrap items-center gap-1.5">
          <span className="w-16 shrink-0 text-xs font-medium text-ink-muted">{group}</span>
          {items.length > MANY ? (
            <ManyChoices group={group} items={items} busy={busy} onAction={onAction} />
          ) : (
            items.map((l) => (
              <Button key={l.key} size="sm" variant={l.primary ? "primary" : "secondary"} disabled={busy} onMouseDown={keepFocus} onClick={() => onAction(l)}>
                {l.label}
              </Button>
            ))
          )}
        </div>
      ))}
    </div>
  );
});

function ManyChoices({ group, items, busy, onAction }: { group: string; items: LegalView[]; busy: boolean; onAction: (l: LegalView) => void }) {
  const [key, setKey] = useState(items[0]?.key ?? "");
  const chosen = items.find((l) => l.key === key) ?? items[0];
  return (
    <>
      <Select aria-label={`${group}: choose`} value={chosen?.key ?? ""} onChange={(e) => setKey(e.target.value)} className="max-w-72">
        {items.map((l) => (
          <option key={l.key} value={l.key}>
            {l.label}
          </option>
        ))}
      </Select>
      <Button size="sm" disabled={busy || chosen === undefined} onMouseDown={keepFocus} onClick={() => chosen && onAction(chosen)}>
        {group}
      </Button>
    </>
  );
}
