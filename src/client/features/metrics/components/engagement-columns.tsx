import type { ReactNode } from "react";
import { cardTable } from "@/client/components/table/card-table";
import { cn } from "@/client/lib/cn";
import { EngagementCells, EngagementHeaderCells, type EngagementSortHeader, type RowEngagement } from "./engagement-cells";

/** Extra columns for a table of a campaign's microsites whose rows carry their engagement figures. */
export type EngagementColumns = { count: number; header: (sortable: EngagementSortHeader) => ReactNode; cells: (microsite: { engagement: RowEngagement }) => ReactNode };

/**
 * Views, clicks, last viewed and time on page for the campaign view's microsite table: the figures come with each
 * row (so the server sorts by them), and the rows refetch when live engagement says a prospect looked.
 */
export function engagementColumns(): EngagementColumns {
  return {
    count: 4,
    header: (sortable) => <EngagementHeaderCells sortable={sortable} />,
    cells: (microsite) => <EngagementCells engagement={microsite.engagement} className={cn("px-2 py-3 text-right whitespace-nowrap tabular-nums text-slate-700", cardTable.cell)} />,
  };
}
