import { BarChart3, ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { isAnalyticsPeriod } from "@/shared/analytics";
import { DEFAULT_ANALYTICS_PERIOD } from "@/shared/constants";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useAnalytics, type AnalyticsFilters } from "../api/get-analytics";
import { AnalyticsFiltersBar, PERIOD_LABELS } from "../components/analytics-filters";
import { AnalyticsTable } from "../components/analytics-table";
import { CampaignChart } from "../components/campaign-chart";
import { KpiCards } from "../components/kpi-cards";
import { PerformanceChart } from "../components/performance-chart";
import { TeamTable } from "../components/team-table";
import { TopPages } from "../components/top-pages";

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

/** Filters live in the URL (?period=7d&campaign=<id>) so a view can be shared and survives a reload. */
function useFilters(): [AnalyticsFilters, (next: AnalyticsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get("period");
  const filters: AnalyticsFilters = { period: isAnalyticsPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD, campaignId: params.get("campaign") };
  const setFilters = (next: AnalyticsFilters) => {
    const query = new URLSearchParams();
    if (next.period !== DEFAULT_ANALYTICS_PERIOD) query.set("period", next.period);
    if (next.campaignId) query.set("campaign", next.campaignId);
    setParams(query, { replace: true });
  };
  return [filters, setFilters];
}

export function AnalyticsPage() {
  const [filters, setFilters] = useFilters();
  const analytics = useAnalytics(filters);
  const data = analytics.data;
  const hasData = !!data && (data.kpis.views > 0 || data.kpis.clicks > 0 || data.rows.length > 0);
  const compareLabel = `vs previous ${PERIOD_LABELS[filters.period]}`;
  // Admins only (null for members); shown even in a quiet period, since it also counts campaigns and pages.
  const team = data?.reps?.length ? <TeamTable reps={data.reps} /> : null;

  return (
    <div className="space-y-6">
      <div>
        <PageHeader title="Analytics" description="Views, clicks and conversions across your campaigns. Bots and email link scanners are filtered out." />
        <AnalyticsFiltersBar filters={filters} campaigns={data?.campaignOptions ?? []} onChange={setFilters} />
      </div>
      {analytics.isError ? <ErrorBanner message={analytics.error.message} onRetry={() => analytics.refetch()} /> : null}
      {analytics.isPending ? <AnalyticsSkeleton /> : null}
      {data && !hasData ? (
        <EmptyState
          icon={BarChart3}
          title="No analytics data available"
          description="Views and clicks appear here as prospects open their microsites in the selected period. Launch a campaign and send its links to get the first ones."
          action={
            <Button asChild variant="secondary">
              <Link to="/campaigns">Go to campaigns</Link>
            </Button>
          }
        />
      ) : null}
      {data && !hasData ? team : null}
      {data && hasData ? (
        <>
          <KpiCards kpis={data.kpis} compareLabel={compareLabel} />
          {data.kpis.botViews > 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="bot-note">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
              {data.kpis.botViews.toLocaleString()} {data.kpis.botViews === 1 ? "view" : "views"} by bots and link scanners filtered out.
            </p>
          ) : null}
          <div className="grid gap-6 xl:grid-cols-2">
            <PerformanceChart series={data.series} />
            <CampaignChart campaigns={data.campaigns} />
          </div>
          {team}
          <TopPages pages={data.topPages} />
          <AnalyticsTable rows={data.rows} total={data.rowsTotal} />
        </>
      ) : null}
    </div>
  );
}
