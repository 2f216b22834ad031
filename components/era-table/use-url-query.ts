"use client";
/**
 * A deck table's query mirrored in the address bar (GOT CGS's era table and a data system's
 * deck table): read once after hydration, written with replaceState on every change (no history
 * entry per keystroke), so Back from a card returns to the same view. `read` and `write` are the
 * table's own URL form (./url-query.ts, components/system-cards/deck-query.ts); `read` should keep
 * its identity across renders (it is read again when it changes).
 */
import { useCallback, useEffect, useState } from "react";

export interface UrlQueryCodec<Q> {
  readonly defaults: Q;
  /** The query of URL parameters; unknown or malformed values read as the defaults. */
  readonly read: (params: URLSearchParams) => Q;
  /** The parameters of a query, defaults left out. */
  readonly write: (query: Q) => URLSearchParams;
}

export function useUrlQuery<Q>({ defaults, read, write }: UrlQueryCodec<Q>, onChange: () => void) {
  const [query, setQueryState] = useState<Q>(defaults);
  useEffect(() => {
    const fromUrl = read(new URLSearchParams(window.location.search));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setQueryState(fromUrl);
  }, [read]);
  const setQuery = useCallback(
    (update: Partial<Q>) => {
      setQueryState((q) => {
        const next = { ...q, ...update };
        const params = write(next).toString();
        window.history.replaceState(window.history.state, "", params ? `?${params}` : window.location.pathname);
        return next;
      });
      onChange();
    },
    [onChange, write],
  );
  return { query, setQuery };
}
