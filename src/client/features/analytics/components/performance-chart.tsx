import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { AnalyticsData } from "../api/get-analytics";
import { accent } from "./chart-colors";

const SERIES = [
  { key: "views", name: "Views" },
  { key: "clicks", name: "Clicks" },
  { key: "conversions", name: "Conversions" },
] as const;

const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** Views, clicks and conversions per day (UTC) over the period. */
export function PerformanceChart({ series }: { series: AnalyticsData["series"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Performance</CardTitle>
        <CardDescription>Daily views, CTA clicks and converted prospects (human visits only).</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-72" data-testid="performance-chart">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <defs>
                {SERIES.map((s, i) => (
                  <linearGradient key={s.key} id={`fill-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={accent(i)} stopOpacity={0.25} />
                    <stop offset="100%" stopColor={accent(i)} stopOpacity={0} />
                  </linearGradient>
                ))}
              </defs>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: "#64748b" }} tickLine={false} axisLine={false} minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#64748b" }} tickLine={false} axisLine={false} />
              <Tooltip labelFormatter={(label) => shortDate(String(label))} contentStyle={{ borderRadius: 8, borderColor: "#e2e8f0", fontSize: 13 }} />
              <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} itemSorter={(item) => SERIES.findIndex((s) => s.key === item.dataKey)} />
              {SERIES.map((s, i) => (
                <Area key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={accent(i)} fill={`url(#fill-${s.key})`} strokeWidth={2} isAnimationActive={false} />
              ))}
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
