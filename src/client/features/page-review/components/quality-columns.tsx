import type { ReactNode } from "react";
import { MicrositeQualityCell } from "./microsite-quality-cell";

type QualityRow = { id: string; quality_score: number | null; first_name: string; last_name: string; email: string };

/** The microsite table's "Quality" column: each page's score, opening its pass/fail list. */
export function qualityColumns(): { count: number; header: ReactNode; cells: (microsite: QualityRow) => ReactNode } {
  return {
    count: 1,
    header: <th className="px-3 py-3">Quality</th>,
    cells: (m) => (
      <td className="px-3 py-3">
        <MicrositeQualityCell micrositeId={m.id} name={`${m.first_name} ${m.last_name}`.trim() || m.email} score={m.quality_score} />
      </td>
    ),
  };
}
