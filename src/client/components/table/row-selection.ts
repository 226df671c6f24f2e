/**
 * Pure rules of ticked rows, kept by id with the row itself (a bulk action on rows from several pages still knows
 * each row: its link, its name), so the hook stays a thin wrapper and the rules are tested on their own.
 */
export type Ticked<T extends { id: string }> = ReadonlyMap<string, T>;

/** How much of the visible page is ticked: drives the header checkbox (unticked, part-ticked, ticked). */
export type PageTick = "none" | "some" | "all";

export function pageTick(pageIds: readonly string[], selected: { has: (id: string) => boolean }): PageTick {
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  if (ticked === 0) return "none";
  return ticked === pageIds.length ? "all" : "some";
}

/** `selected` with one row flipped. */
export function toggleRow<T extends { id: string }>(selected: Ticked<T>, row: T): Map<string, T> {
  const next = new Map(selected);
  if (next.has(row.id)) next.delete(row.id);
  else next.set(row.id, row);
  return next;
}

/** `selected` with every row in `rows` ticked (`on`) or unticked; rows on other pages are kept. */
export function setRows<T extends { id: string }>(selected: Ticked<T>, rows: readonly T[], on: boolean): Map<string, T> {
  const next = new Map(selected);
  for (const row of rows) {
    if (on) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}
