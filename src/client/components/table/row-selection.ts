/** Pure rules of ticked rows (ids), so the hook stays a thin wrapper and the rules are tested on their own. */

/** How much of the visible page is ticked: drives the header checkbox (unticked, part-ticked, ticked). */
export type PageTick = "none" | "some" | "all";

export function pageTick(pageIds: readonly string[], selected: ReadonlySet<string>): PageTick {
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  if (ticked === 0) return "none";
  return ticked === pageIds.length ? "all" : "some";
}

/** `selected` with one id flipped. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** `selected` with every id in `ids` ticked (`on`) or unticked; ids on other pages are kept. */
export function setIds(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
