import type { ReactNode } from "react";
import type { MicrositeStatus } from "@/shared/microsite-status";
import { cardTable } from "@/client/components/table/card-table";
import { cn } from "@/client/lib/cn";
import { MicrositeQualityCell } from "./microsite-quality-cell";

type QualityRow = { id: string; status: MicrositeStatus; quality_score: number | null; first_name: string; last_name: string; email: string };

/** The microsite table's "Quality" column: each page's score, opening its pass/fail list. */
export function qualityColumns(): { count: number; header: () => ReactNode; cells: (microsite: QualityRow) => ReactNode } {
  return {
    count: 1,
    header: () => (
      <th scope="col" className="px-2 py-3">
        Quality
      </th>
    ),
    cells: (m) => (
      <td data-label="Quality" className={cn("px-2 py-3", cardTable.cell)}>
        <MicrositeQualityCell micrositeId={m.id} name={`${m.first_name} ${m.last_name}`.trim() || m.email} score={m.quality_score} status={m.status} />
      </td>
    ),
  };
}
