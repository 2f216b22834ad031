/**
 * Structural sharing between two table views of one game: the parts of the new view that equal
 * the previous view's are replaced by the previous objects, so memoised table components
 * (components/table) see the same props and skip re-rendering. Card and zone views are already
 * kept by each adapter's cache; this keeps the legal actions and the blocked cards, which the
 * adapters build anew for every state. System-neutral: it compares only the view's fields, and a
 * legal action's opaque `action` as JSON (it is posted to the server as JSON, so equal JSON is the
 * same action, whatever the adapter's keys say).
 */
import type { BlockedView, LegalView, TableView } from "./view";

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

function sameLegal(a: LegalView, b: LegalView): boolean {
  return a.key === b.key && a.label === b.label && a.group === b.group && a.primary === b.primary && sameStrings(a.cardIds, b.cardIds) && JSON.stringify(a.action) === JSON.stringify(b.action);
}

function sameBlocked(a: BlockedView, b: BlockedView): boolean {
  return a.cardId === b.cardId && a.reason === b.reason && a.rule === b.rule && a.ruleText === b.ruleText;
}

/**
 * `next` items replaced by the equal `prev` item of the same id; `prev` itself when every item
 * was replaced and the lengths match (so the list too keeps its identity).
 */
function shareList<T>(prev: readonly T[], next: readonly T[], id: (t: T) => string, same: (a: T, b: T) => boolean): readonly T[] {
  if (prev === next) return prev;
  const byId = new Map<string, T>();
  for (const p of prev) byId.set(id(p), p);
  let all = prev.length === next.length;
  const out = next.map((n, i) => {
    const p = byId.get(id(n));
    if (p !== undefined && same(p, n)) {
      if (prev[i] !== p) all = false;
      return p;
    }
    all = false;
    return n;
  });
  return all ? prev : out;
}

/**
 * `next` with its legal actions and blocked cards taken from `prev` where they are equal (null
 * `prev`: `next` unchanged). Never changes what the view says: only which objects say it.
 */
export function shareView(prev: TableView | null, next: TableView): TableView {
  if (prev === null || prev === next) return next;
  const legal = shareList(prev.legal, next.legal, (l) => l.key, sameLegal);
  const blocked = shareList(prev.blocked, next.blocked, (b) => b.cardId, sameBlocked);
  return legal === next.legal && blocked === next.blocked ? next : { ...next, legal, blocked };
}

/** Keeps the last view drawn and shares each new view with it ({@link shareView}); one per game table. */
export interface ViewSharer {
  share(view: TableView): TableView;
}

export function viewSharer(): ViewSharer {
  let last: TableView | null = null;
  return {
    share(view) {
      last = shareView(last, view);
      return last;
    },
  };
}
