/** "1 page", "3 pages". */
export const pagesText = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "page" : "pages"}`;

export const approvedText = (count: number) => `${pagesText(count)} approved and published`;
export const clearedText = ({ approved, cleared }: { approved: number; cleared: number }) =>
  `${approvedText(approved)}; ${pagesText(cleared)} no longer need review`;
export const clearReviewConfirm = (count: number) =>
  `Approve ${pagesText(count)} and stop reviewing ${count === 1 ? "it" : "them"}? The rep's next edits publish at once, unless the page's framework still asks for review.`;
export const rejectedText = (count: number) => `${pagesText(count)} rejected; the rep sees your comment`;

/** The selection's state for a header checkbox: all, none, or some of `ids`. */
export function selectionState(ids: string[], selected: ReadonlySet<string>): boolean | "indeterminate" {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return chosen === 0 ? false : chosen === ids.length ? true : "indeterminate";
}
