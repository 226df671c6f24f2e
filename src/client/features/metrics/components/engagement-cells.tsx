import { formatDuration } from "../../../../shared/analytics";
import type { MicrositeEngagement } from "../api/get-campaign-engagement";
import { relativeDateTime } from "../format";

/** Header cells of the engagement columns, for the campaign view's microsite table. */
export function EngagementHeaderCells({ className = "px-3 py-3 text-right whitespace-nowrap" }: { className?: string }) {
  return (
    <>
      <th scope="col" className={className}>
        Views
      </th>
      <th scope="col" className={className}>
        Clicks
      </th>
      <th scope="col" className={className}>
        Last Viewed
      </th>
      <th scope="col" className={className} title="Average visible time on page per visit">
        Time on Page
      </th>
    </>
  );
}

/** One microsite's engagement cells (human visits only); dashes before any visit. */
export function EngagementCells({ engagement, className = "px-3 py-3 text-right whitespace-nowrap tabular-nums text-slate-700" }: { engagement: MicrositeEngagement | undefined; className?: string }) {
  const botNote = engagement && engagement.botViews > 0 ? `${engagement.botViews} bot/scanner ${engagement.botViews === 1 ? "view" : "views"} filtered out` : undefined;
  return (
    <>
      <td className={className} title={botNote} data-testid="engagement-views">
        {engagement ? engagement.views.toLocaleString() : "—"}
      </td>
      <td className={className} data-testid="engagement-clicks">
        {engagement ? engagement.clicks.toLocaleString() : "—"}
      </td>
      <td className={className} data-testid="engagement-last-viewed">
        {engagement?.lastViewedAt ? <time dateTime={engagement.lastViewedAt}>{relativeDateTime(engagement.lastViewedAt)}</time> : "—"}
      </td>
      <td className={className} data-testid="engagement-time">
        {formatDuration(engagement?.avgSessionSeconds ?? null)}
      </td>
    </>
  );
}

/** micrositeId -> engagement, for a table rendering its own rows. */
export const engagementByMicrosite = (microsites: MicrositeEngagement[] | undefined) => new Map((microsites ?? []).map((m) => [m.micrositeId, m]));
