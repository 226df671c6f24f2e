import { Download } from "lucide-react";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/shared/constants";
import { Button } from "@/client/components/ui/button";
import { Select } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import { analyticsExportUrl, type AnalyticsFilters } from "../api/get-analytics";

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { "7d": "7 days", "30d": "30 days", "90d": "90 days", "1y": "1 year" };

type Props = {
  filters: AnalyticsFilters;
  campaigns: Array<{ id: string; name: string }>;
  onChange: (filters: AnalyticsFilters) => void;
};

/** Campaign selector (the user's real campaigns, plus all), period switch and the CSV export. */
export function AnalyticsFiltersBar({ filters, campaigns, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <label className="sr-only" htmlFor="analytics-campaign">
        Campaign
      </label>
      <Select
        id="analytics-campaign"
        className="w-56"
        value={filters.campaignId ?? ""}
        onChange={(e) => onChange({ ...filters, campaignId: e.target.value || null })}
      >
        <option value="">All campaigns</option>
        {campaigns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <div role="group" aria-label="Period" className="flex rounded-lg bg-slate-100 p-1">
        {(Object.keys(ANALYTICS_PERIODS) as AnalyticsPeriod[]).map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={filters.period === period}
            title={PERIOD_LABELS[period]}
            onClick={() => onChange({ ...filters, period })}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900",
              filters.period === period && "bg-white text-slate-900 shadow-sm",
            )}
          >
            {period}
          </button>
        ))}
      </div>
      <Button asChild variant="secondary" className="sm:ml-auto">
        <a href={analyticsExportUrl(filters)} download>
          <Download aria-hidden /> Export
        </a>
      </Button>
    </div>
  );
}

export { PERIOD_LABELS };
