import type { ReactNode } from "react";
import { Button } from "../ui/button";

/**
 * "N selected", the bulk actions and Clear, sticky under the top bar while the page scrolls (toasts sit above it;
 * a page's Save bar lives at the bottom, so the two never meet). Renders nothing when no row is ticked.
 */
export function BulkActionBar({ count, noun = "row", onClear, children }: { count: number; noun?: string; onClear: () => void; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <div role="region" aria-label="Bulk actions" className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50/95 px-3 py-2 shadow-sm backdrop-blur">
      <span className="mr-auto text-sm font-medium text-slate-800" data-testid="selected-count" aria-live="polite">
        {count.toLocaleString("en-US")} {noun}
        {count === 1 ? "" : "s"} selected
      </span>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
