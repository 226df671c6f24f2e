export type SortDirection = "asc" | "desc";
export type Sort<K extends string> = { key: K; direction: SortDirection };

/** Sorts a copy; nulls last in both directions, text case-insensitively, ties keep their order. */
export function sortRows<T, K extends keyof T & string>(rows: readonly T[], sort: Sort<K>): T[] {
  const factor = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      if (x === y) return a.index - b.index;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const cmp = typeof x === "string" && typeof y === "string" ? x.localeCompare(y, undefined, { sensitivity: "base" }) : x < y ? -1 : 1;
      return cmp === 0 ? a.index - b.index : cmp * factor;
    })
    .map(({ row }) => row);
}

/** Clicking a column: numbers start descending (biggest first), text ascending; clicking again flips. */
export function nextSort<K extends string>(current: Sort<K>, key: K, numeric: boolean): Sort<K> {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: numeric ? "desc" : "asc" };
}
