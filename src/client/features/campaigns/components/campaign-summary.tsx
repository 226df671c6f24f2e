import { CalendarClock, CalendarDays, CheckCircle2, Cog, Hourglass, Users, type LucideIcon } from "lucide-react";
import { pageCountsText, type CampaignPageCounts } from "@/shared/campaign-state";
import { scheduleLines } from "@/shared/publication-window";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { CampaignDetail } from "../api/get-campaign";
import { useFeaturedOfferingLabel } from "../featured-offering";
import { formatDate, titleCase } from "../format";

export const completionPercent = ({ total, generated }: { total: number; generated: number }) =>
  total > 0 ? Math.min(100, Math.round((generated / total) * 100)) : 0;

/** Under "Generated": how many of the written pages are live, and how many wait for an admin. */
const liveHint = (c: CampaignPageCounts) =>
  c.awaiting_approval > 0 ? `${c.live.toLocaleString("en-US")} live · ${c.awaiting_approval.toLocaleString("en-US")} awaiting approval` : `${c.live.toLocaleString("en-US")} live`;

/** The thin bar at the top of the campaign view: microsites generated out of contacts. */
export function CampaignProgressBar({ percent }: { percent: number }) {
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Campaign progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

function SummaryStat({ name, value, icon: Icon, hint }: { name: string; value: string; icon: LucideIcon; hint: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{name}</p>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-2xl font-semibold text-slate-900" data-testid={`stat-${name}`}>
        {value}
      </p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}

/** Spec 2 summary: counts, campaign facts and a progress overview with the completion percent, all from campaign.state. */
export function CampaignSummary({ campaign }: { campaign: CampaignDetail }) {
  const { progress } = campaign;
  const schedule = scheduleLines(campaign);
  const percent = completionPercent(progress);
  const featured = useFeaturedOfferingLabel(campaign.featured_offering_id);
  const facts: Array<[string, string]> = [
    ["Campaign type", titleCase(campaign.campaign_type)],
    ["Expiration", `${campaign.expiration_days} days`],
    ["CTA type", campaign.cta_type ?? "—"],
    ["CTA URL", campaign.cta_url ?? "—"],
    ["Start date", formatDate(campaign.start_date)],
    ["End date", formatDate(campaign.end_date)],
    ["Featured offering", featured],
  ];
  return (
    <div className="space-y-6">
      <section aria-label="Campaign numbers" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryStat name="Total Contacts" value={progress.total.toLocaleString("en-US")} icon={Users} hint="In this campaign" />
        <SummaryStat name="Generated" value={progress.generated.toLocaleString("en-US")} icon={CheckCircle2} hint={liveHint(campaign.state.counts)} />
        <SummaryStat name="Processed" value={progress.processed.toLocaleString("en-US")} icon={Cog} hint="Generated, held or failed" />
        <SummaryStat name="Created" value={formatDate(campaign.created_at)} icon={CalendarDays} hint={campaign.launched_at ? `Launched ${formatDate(campaign.launched_at)}` : "Not launched yet"} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Campaign details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="mt-0.5 font-medium break-all text-slate-900">
                    {label === "CTA URL" && campaign.cta_url ? (
                      <a href={campaign.cta_url} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-600" aria-label="Publication schedule">
              <li className="flex gap-2" data-testid="schedule-start">
                <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden /> {schedule.start}
              </li>
              <li className="flex gap-2" data-testid="schedule-expiry">
                <Hourglass className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden /> {schedule.expiry}
              </li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Progress overview</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-3xl font-semibold text-slate-900" data-testid="completion-percent">
              {percent}%
            </p>
            <CampaignProgressBar percent={percent} />
            <p className="text-sm text-slate-500" data-testid="page-counts">
              {pageCountsText(campaign.state.counts)}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
