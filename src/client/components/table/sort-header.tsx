import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import type { SortDir } from "./table-url-state";

/** A column header that sorts the table: a button inside, and aria-sort on the sorted column. */
export function SortHeader({ label, active, dir, onSort, className }: { label: ReactNode; active: boolean; dir: SortDir; onSort: () => void; className?: string }) {
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"} className={cn("px-3 py-3", className)}>
      <button type="button" onClick={onSort} className={cn("inline-flex items-center gap-1 uppercase hover:text-slate-800", active && "text-slate-800")}>
        {label}
        <Icon className={cn("size-3", !active && "opacity-40")} aria-hidden />
      </button>
    </th>
  );
}
