import { useCallback, useMemo, useState } from "react";
import { pageTick, setRows, toggleRow, type Ticked } from "./row-selection";

/**
 * Ticked rows (by id, with the row as it was when ticked), kept while the table pages, sorts or searches: a bulk
 * action can span pages. The caller clears it after an action.
 */
export function useRowSelection<T extends { id: string }>() {
  const [selected, setSelected] = useState<Ticked<T>>(() => new Map());
  const toggle = useCallback((row: T) => setSelected((current) => toggleRow(current, row)), []);
  /** Ticks (or unticks) every row given: the visible page, or every row matching the search. */
  const setMany = useCallback((rows: readonly T[], on: boolean) => setSelected((current) => setRows(current, rows, on)), []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({
      count: selected.size,
      rows: [...selected.values()],
      isSelected: (id: string) => selected.has(id),
      pageTick: (pageIds: readonly string[]) => pageTick(pageIds, selected),
      toggle,
      setMany,
      clear,
    }),
    [selected, toggle, setMany, clear],
  );
}

/** What useRowSelection answers: the ticked rows, their count, and the ways to change them. */
export type RowSelection<T extends { id: string }> = ReturnType<typeof useRowSelection<T>>;
