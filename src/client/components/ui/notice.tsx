import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A quiet information line above a screen's content (e.g. who may change what is shown). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
