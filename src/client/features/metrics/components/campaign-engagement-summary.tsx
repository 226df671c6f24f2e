import { Clock, Eye, MousePointerClick, ShieldCheck, Target } from "lucide-react";
import { formatDuration, formatPercent } from "@/shared/analytics";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useCampaignEngagement } from "../api/get-campaign-engagement";
import { relativeDateTime } from "../format";

/** The campaign's engagement totals (lifetime, human visits only), for the campaign view. */
export function CampaignEngagementSummary({ campaignId }: { campaignId: string }) {
  const engagement = useCampaignEngagement(campaignId);
  const t = engagement.data?.totals;
  const figures = [
    { label: "Views", value: t ? t.views.toLocaleString() : "—", icon: Eye, sub: t ? `${t.viewedMicrosites} of ${t.microsites} microsites opened` : "" },
    { label: "Clicks", value: t ? t.clicks.toLocaleString() : "—", icon: MousePointerClick, sub: t ? `${t.clickedMicrosites} ${t.clickedMicrosites === 1 ? "prospect" : "prospects"} clicked` : "" },
    { label: "Conversion Rate", value: formatPercent(t?.conversionRate ?? null), icon: Target, sub: "prospects who clicked ÷ prospects who viewed" },
    { label: "Time on Page", value: formatDuration(t?.avgSessionSeconds ?? null), icon: Clock, sub: t?.lastViewedAt ? `last viewed ${relativeDateTime(t.lastViewedAt)}` : "not viewed yet" },
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Engagement</CardTitle>
        {t && t.botViews > 0 ? (
          <span className="flex items-center gap-1 text-xs text-slate-500">
            <ShieldCheck className="size-3.5 text-emerald-600" aria-hidden /> {t.botViews} bot/scanner {t.botViews === 1 ? "view" : "views"} filtered out
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {engagement.isError ? <p className="text-sm text-red-600">{engagement.error.message}</p> : null}
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map(({ label, value, icon: Icon, sub }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-4">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                <Icon className="size-3.5" aria-hidden /> {label}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={`campaign-engagement-${label}`}>
                {engagement.isPending ? <Skeleton className="h-7 w-16" /> : value}
              </dd>
              <dd className="mt-0.5 text-xs text-slate-500">{engagement.isPending ? "" : sub}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
