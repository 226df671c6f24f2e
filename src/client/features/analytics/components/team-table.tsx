import { formatPercent } from "@/shared/analytics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { AnalyticsData } from "../api/get-analytics";

type RepRow = NonNullable<AnalyticsData["reps"]>[number];

const COLUMNS: Array<{ label: string; render: (rep: RepRow) => string }> = [
  { label: "Campaigns", render: (r) => r.campaigns.toLocaleString() },
  { label: "Microsites", render: (r) => r.microsites.toLocaleString() },
  { label: "Views", render: (r) => r.views.toLocaleString() },
  { label: "Clicks", render: (r) => r.clicks.toLocaleString() },
  { label: "Conversion", render: (r) => formatPercent(r.conversionRate) },
];

/** Admins: the period's results per rep of the workspace (conversion: prospects who clicked ÷ prospects who viewed). */
export function TeamTable({ reps }: { reps: RepRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>Each rep's campaigns, published microsites and engagement in this period.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto px-0">
        <table className="w-full min-w-[36rem] text-sm" aria-label="Team">
          <thead>
            <tr className="border-y border-slate-100 bg-slate-50 text-left text-xs font-medium text-slate-500">
              <th scope="col" className="px-5 py-2">
                Rep
              </th>
              {COLUMNS.map((col) => (
                <th key={col.label} scope="col" className="px-5 py-2 text-right">
                  {col.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {reps.map((rep) => (
              <tr key={rep.userId} data-testid="team-row">
                <th scope="row" className="px-5 py-3 text-left font-medium whitespace-nowrap text-slate-900">
                  {rep.name}
                </th>
                {COLUMNS.map((col) => (
                  <td key={col.label} className="px-5 py-3 text-right text-slate-700 tabular-nums">
                    {col.render(rep)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
