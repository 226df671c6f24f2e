/** "1–50 of 10,000" for a zero-based page; "0 of 0" for nothing. */
export function rangeText(page: number, pageSize: number, total: number): string {
  const fmt = (n: number) => n.toLocaleString("en-US");
  if (total === 0) return "0 of 0";
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return `${fmt(first)}–${fmt(last)} of ${fmt(total)}`;
}

/** How many pages `total` rows fill (at least one, so an empty table has a page 1). */
export const pageCount = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));
