import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { AnalyticsData } from "../api/get-analytics";
import { accent } from "./chart-colors";

const MAX_BARS = 8;
const truncate = (text: string, max = 22) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Views per campaign in the period, the busiest first; bar colours cycle through the three accents. */
export function CampaignChart({ campaigns }: { campaigns: AnalyticsData["campaigns"] }) {
  const data = campaigns.slice(0, MAX_BARS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaign Performance</CardTitle>
        <CardDescription>Views by campaign{campaigns.length > MAX_BARS ? ` (top ${MAX_BARS})` : ""}.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-72" data-testid="campaign-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }} barCategoryGap="25%">
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#64748b" }} tickLine={false} axisLine={false} />
              <YAxis type="category" dataKey="name" width={150} tickFormatter={(name) => truncate(String(name))} tick={{ fontSize: 12, fill: "#334155" }} tickLine={false} axisLine={false} />
              <Tooltip
                cursor={{ fill: "#f1f5f9" }}
                contentStyle={{ borderRadius: 8, borderColor: "#e2e8f0", fontSize: 13 }}
                formatter={(value, _name, item) => [`${value} views · ${(item.payload as { clicks: number }).clicks} clicks`, "Engagement"]}
              />
              <Bar dataKey="views" name="Views" radius={[0, 6, 6, 0]} maxBarSize={36} isAnimationActive={false}>
                {data.map((c, i) => (
                  <Cell key={c.campaignId} fill={accent(i)} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
