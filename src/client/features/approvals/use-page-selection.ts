import { useMemo, useState } from "react";

/**
 * The pages ticked on the approvals screen. Only pages still in the queue count, so a page another admin decided
 * meanwhile drops out of the selection by itself.
 */
export function usePageSelection(available: string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(available.filter((id) => ticked.has(id))), [available, ticked]);
  const select = (ids: string[], checked: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, select, clear: () => setTicked(new Set()) };
}
