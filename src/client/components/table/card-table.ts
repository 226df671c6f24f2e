/**
 * Classes that turn a table into a list of cards under 640 px (Tailwind's `sm`), on the same DOM: no second copy of
 * the rows, every action stays in its row, nothing scrolls sideways. Cells name themselves with `data-label`
 * (shown before the value on a card); a cell with no label (the row's checkbox, its actions) is laid out as is.
 */
export const cardTable = {
  table: "w-full text-left text-sm max-sm:block",
  /** The header row is for wide screens; cards label each value instead. */
  head: "max-sm:hidden",
  body: "max-sm:block max-sm:space-y-3 max-sm:p-3",
  row: "max-sm:relative max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3 max-sm:pl-10",
  cell: "max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
  /** The row's checkbox: top-left corner of the card. */
  tickCell: "max-sm:absolute max-sm:top-3 max-sm:left-3 max-sm:p-0",
  /** The row's actions: a full-width line at the bottom of the card, wrapping. */
  actionsCell: "max-sm:flex max-sm:flex-wrap max-sm:justify-end max-sm:gap-1 max-sm:border-t max-sm:border-slate-100 max-sm:px-0 max-sm:pt-2 max-sm:pb-0",
} as const;
