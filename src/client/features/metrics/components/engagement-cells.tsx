import type { ReactNode } from "react";
import { formatDuration } from "@/shared/analytics";
import type { MicrositeEngagement } from "../api/get-campaign-engagement";
import { relativeDateTime } from "../format";

/** The figures a microsite row carries (GET /api/campaigns/:id/microsites answers them with each row). */
export type RowEngagement = Pick<MicrositeEngagement, "views" | "clicks" | "botViews" | "avgSessionSeconds" | "lastViewedAt">;

/** A header the table can sort by (views, last viewed); a plain header when the table does not sort. */
export type EngagementSortHeader = (key: "views" | "last_viewed", label: string, className?: string) => ReactNode;

const HEADER_CLASS = "px-2 py-3 text-right whitespace-nowrap";

/** Header cells of the engagement columns, for the campaign view's microsite table. */
export function EngagementHeaderCells({ sortable }: { sortable?: EngagementSortHeader }) {
  const header = (key: "views" | "last_viewed", label: string) =>
    sortable ? (
      sortable(key, label, HEADER_CLASS)
    ) : (
      <th scope="col" className={HEADER_CLASS}>
        {label}
      </th>
    );
  return (
    <>
      {header("views", "Views")}
      <th scope="col" className={HEADER_CLASS}>
        Clicks
      </th>
      {header("last_viewed", "Last Viewed")}
      {/* Wraps to two lines: the widest header over the narrowest values. */}
      <th scope="col" className="px-2 py-3 text-right" title="Average visible time on page per visit">
        Time on Page
      </th>
    </>
  );
}

/** One microsite's engagement cells (human visits only); dashes before any visit. Each cell names itself for card layouts. */
export function EngagementCells({ engagement, className = "px-3 py-3 text-right whitespace-nowrap tabular-nums text-slate-700" }: { engagement: RowEngagement | undefined; className?: string }) {
  const botNote = engagement && engagement.botViews > 0 ? `${engagement.botViews} bot/scanner ${engagement.botViews === 1 ? "view" : "views"} filtered out` : undefined;
  return (
    <>
      <td className={className} title={botNote} data-testid="engagement-views" data-label="Views">
        {engagement ? engagement.views.toLocaleString() : "—"}
      </td>
      <td className={className} data-testid="engagement-clicks" data-label="Clicks">
        {engagement ? engagement.clicks.toLocaleString() : "—"}
      </td>
      <td className={className} data-testid="engagement-last-viewed" data-label="Last viewed">
        {engagement?.lastViewedAt ? <time dateTime={engagement.lastViewedAt}>{relativeDateTime(engagement.lastViewedAt)}</time> : "—"}
      </td>
      <td className={className} data-testid="engagement-time" data-label="Time on page">
        {formatDuration(engagement?.avgSessionSeconds ?? null)}
      </td>
    </>
  );
}
