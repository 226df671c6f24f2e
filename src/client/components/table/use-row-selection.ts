import { useCallback, useMemo, useState } from "react";
import { pageTick, setIds, toggleId } from "./row-selection";

/**
 * Ticked rows by id, kept while the table pages, sorts or searches (a bulk action can span pages). The caller
 * clears it after an action or when the rows it means are gone.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => setSelected((current) => toggleId(current, id)), []);
  /** Ticks (or unticks) every id given: the visible page, or every row matching the search. */
  const setMany = useCallback((ids: readonly string[], on: boolean) => setSelected((current) => setIds(current, ids, on)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({
      selected,
      count: selected.size,
      ids: () => [...selected],
      isSelected: (id: string) => selected.has(id),
      pageTick: (pageIds: readonly string[]) => pageTick(pageIds, selected),
      toggle,
      setMany,
      clear,
    }),
    [selected, toggle, setMany, clear],
  );
}

export type RowSelection = ReturnType<typeof useRowSelection>;
