import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readLocal, writeLocal } from '../../lib/local-storage';
import {
  hasListParams,
  listQuery,
  normalizeDefaults,
  readListState,
  writeListState,
  type Filters,
  type ListState,
  type PerPage,
  type WidenFilters,
} from './list-params';

export type ListParams<F extends Filters> = ListState<F> & {
  setPage: (page: number) => void;
  setPerPage: (perpage: PerPage) => void;
  /** Merges into the current filters and goes back to page 1. */
  setFilters: (partial: Partial<F>) => void;
  resetFilters: () => void;
};

const storageKey = (tableId: string) => `list-params:${tableId}`;

/**
 * Page, page size and filters of a list, kept in the URL so a list can be bookmarked and shared, and
 * remembered per table so that coming back through the menu (a URL without them) restores the last ones.
 * `defaults` are read once, on mount.
 */
export function useListParams<F extends Filters = Record<string, never>>(
  tableId: string,
  defaults: { perpage?: PerPage; filters?: F } = {},
): ListParams<WidenFilters<F>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The browser's path when this list was last shown (equal to the router's, whatever router it is in).
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    shownAt.current = window.location.pathname;
  }, [pathname]);
  const [initial] = useState(() => normalizeDefaults(defaults));
  const [pendingRestore, setPendingRestore] = useState(() =>
    hasListParams(searchParams, initial) ? null : readLocal(storageKey(tableId)) || null,
  );

  const effective = useMemo(() => {
    if (pendingRestore === null) return searchParams;
    const merged = new URLSearchParams(searchParams);
    for (const [key, value] of new URLSearchParams(pendingRestore)) merged.append(key, value);
    return merged;
  }, [searchParams, pendingRestore]);

  useEffect(() => {
    if (pendingRestore === null) return;
    setSearchParams(effective, { replace: true });
    setPendingRestore(null);
  }, [pendingRestore, effective, setSearchParams]);

  const query = listQuery(effective, initial);
  useEffect(() => {
    writeLocal(storageKey(tableId), query || null);
  }, [tableId, query]);

  const state = useMemo(() => readListState(new URLSearchParams(query), initial), [query, initial]);

  const update = useCallback(
    (change: (current: ListState<WidenFilters<F>>) => ListState<WidenFilters<F>>) => {
      // A search box reports after a pause; if the user has meanwhile opened a row, the browser is
      // already on the next page while this list is still shown, and writing its filters would send
      // the user back to the list.
      if (shownAt.current !== null && window.location.pathname !== shownAt.current) return;
      setSearchParams(
        (current) => writeListState(current, change(readListState(current, initial)), initial),
        {
          replace: true,
        },
      );
    },
    [setSearchParams, initial],
  );

  return {
    ...state,
    setPage: useCallback((page: number) => update((current) => ({ ...current, page })), [update]),
    setPerPage: useCallback(
      (perpage: PerPage) => update((current) => ({ ...current, perpage, page: 1 })),
      [update],
    ),
    setFilters: useCallback(
      (partial: Partial<WidenFilters<F>>) =>
        update((current) => ({ ...current, filters: { ...current.filters, ...partial }, page: 1 })),
      [update],
    ),
    resetFilters: useCallback(
      () => update((current) => ({ ...current, filters: initial.filters, page: 1 })),
      [update, initial],
    ),
  };
}
