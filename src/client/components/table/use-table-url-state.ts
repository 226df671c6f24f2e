import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "@/client/lib/use-debounced-value";
import { nextSortDir, readTableState, writeTableState, type SortDir, type TableState, type TableUrlSpec } from "./table-url-state";

/** A change to the table's URL state: any of search, sort, direction, page, size and filters. */
export type TableChange<S extends string, F extends string> = Partial<Omit<TableState<S, F>, "filters">> & { filters?: { [K in F]?: string } };

/**
 * A server-paged table's search, sort, page and filters, kept in the URL (a reload or a shared link shows the same
 * rows; Back undoes a sort or a page move). The search box is local while typing and reaches the URL after a pause,
 * replacing the entry rather than adding one per key. `spec` must be a module constant (its identity is a dependency).
 */
export function useTableUrlState<S extends string, F extends string = never>(spec: TableUrlSpec<S, F>, debounceMs = 300) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, spec), [params, spec]);
  const [searchInput, setSearchInput] = useState(state.q);
  const debouncedSearch = useDebouncedValue(searchInput, debounceMs);
  // The search this hook last wrote: a URL change that is not ours (Back, a link) refills the box.
  const written = useRef(state.q);

  useEffect(() => {
    if (state.q === written.current) return;
    written.current = state.q;
    setSearchInput(state.q);
  }, [state.q]);

  useEffect(() => {
    const q = debouncedSearch.trim();
    if (q === written.current) return;
    written.current = q;
    setParams((current) => writeTableState(current, spec, { q }), { replace: true });
  }, [debouncedSearch, setParams, spec]);

  /** Sort, page or filter changes are history entries of their own. */
  const update = useCallback((change: TableChange<S, F>) => setParams((current) => writeTableState(current, spec, change)), [setParams, spec]);

  /** A click on a column header: the other direction on the sorted column, else `firstDir`. */
  const toggleSort = useCallback(
    (key: S, firstDir: SortDir = "asc") => setParams((current) => {
      const now = readTableState(current, spec);
      return writeTableState(current, spec, { sort: key, dir: nextSortDir(now, key, firstDir) });
    }),
    [setParams, spec],
  );

  return { ...state, searchInput, setSearchInput, update, toggleSort };
}
