import { useState, type FocusEvent, type KeyboardEvent } from "react";
import { nextRowIndex } from "./row-keys";

/**
 * Keyboard use of a table's rows (roving focus): one row is in the Tab order; Up/Down/Home/End move focus between
 * rows, Space ticks the focused row, Enter acts on it. Keys pressed inside a row's own controls (buttons, menus)
 * are left to them. Spread `rowProps(index)` on each row.
 */
export function useRowKeyboard({ count, onTick, onOpen }: { count: number; onTick: (index: number) => void; onOpen?: (index: number) => void }) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === " ") {
      event.preventDefault();
      onTick(index);
      return;
    }
    if (event.key === "Enter" && onOpen) {
      event.preventDefault();
      onOpen(index);
      return;
    }
    const next = nextRowIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    const rows = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(":scope > [data-row-index]");
    rows?.[next]?.focus();
  };

  return {
    rowProps: (index: number) => ({
      tabIndex: index === current ? 0 : -1,
      "data-row-index": index,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) setActive(index);
      },
      onKeyDown: onKeyDown(index),
    }),
  };
}
