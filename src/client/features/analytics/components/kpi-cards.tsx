import { Clock, Eye, MousePointerClick, Target, type LucideIcon } from "lucide-react";
import { countChange, formatDuration, formatPercent, METRIC_DEFINITIONS, pointChange } from "@/shared/analytics";
import { HelpHint } from "@/client/components/ui/help-hint";
import { cn } from "@/client/lib/cn";
import type { AnalyticsData } from "../api/get-analytics";

type Change = { change: string; changeType: "neutral" | "positive" | "negative" };
const COLORS = { neutral: "text-slate-500", positive: "text-emerald-600", negative: "text-red-600" };

function KpiCard({ name, value, icon: Icon, change, hint, compareLabel }: { name: string; value: string; icon: LucideIcon; change: Change; hint?: string; compareLabel: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex items-center gap-1 text-sm font-medium text-slate-500">
          {name}
          {hint ? <HelpHint label={name} text={hint} /> : null}
        </p>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-2xl font-semibold text-slate-900" data-testid={`kpi-${name}`}>
        {value}
      </p>
      <p className={cn("mt-1 text-xs", COLORS[change.changeType])}>
        {change.change}
        {change.change === "—" ? null : <span className="text-slate-500"> {compareLabel}</span>}
      </p>
    </div>
  );
}

/** Views, clicks, conversion rate and average session duration, each against the previous period. */
export function KpiCards({ kpis, compareLabel }: { kpis: AnalyticsData["kpis"]; compareLabel: string }) {
  const durationChange = countChange(kpis.avgSessionSeconds ?? 0, kpis.previous.avgSessionSeconds ?? 0);
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard name="Views" value={kpis.views.toLocaleString()} icon={Eye} change={countChange(kpis.views, kpis.previous.views)} compareLabel={compareLabel} hint="Microsite views by prospects; bots and link scanners are excluded." />
      <KpiCard name="Clicks" value={kpis.clicks.toLocaleString()} icon={MousePointerClick} change={countChange(kpis.clicks, kpis.previous.clicks)} compareLabel={compareLabel} hint="Call-to-action clicks by prospects." />
      <KpiCard name="Conversion Rate" value={formatPercent(kpis.conversionRate)} icon={Target} change={pointChange(kpis.conversionRate, kpis.previous.conversionRate)} compareLabel={compareLabel} hint={METRIC_DEFINITIONS.conversionRate} />
      <KpiCard
        name="Avg. Session Duration"
        value={formatDuration(kpis.avgSessionSeconds)}
        icon={Clock}
        change={kpis.avgSessionSeconds === null || kpis.previous.avgSessionSeconds === null ? { change: "—", changeType: "neutral" } : durationChange}
        compareLabel={compareLabel}
        hint="Average visible time on page per visit, in seconds (time in a background tab does not count)."
      />
    </section>
  );
}
