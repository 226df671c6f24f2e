import { Link } from "react-router";
import { METRIC_DEFINITIONS } from "@/shared/analytics";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { HelpHint } from "@/client/components/ui/help-hint";

export type PerformanceFigures = { deliveryRate: string; openRate: string; clickThroughRate: string; hasLiveCampaigns: boolean };

export function PerformanceOverview({ figures }: { figures: PerformanceFigures }) {
  const rows = [
    { label: "Delivery Rate", value: figures.deliveryRate, hint: METRIC_DEFINITIONS.deliveryRate },
    { label: "Open Rate", value: figures.openRate, hint: METRIC_DEFINITIONS.openRate },
    { label: "Click-through Rate", value: figures.clickThroughRate, hint: METRIC_DEFINITIONS.clickThroughRate },
  ] as const;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between">
        <div>
          <CardTitle>Performance Overview</CardTitle>
          <CardDescription>
            {figures.hasLiveCampaigns ? "How your microsites are performing." : "Performance metrics will appear once you have live campaigns."}
          </CardDescription>
        </div>
        <Button asChild variant="link" size="sm">
          <Link to="/analytics">View Details</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4">
          {rows.map((row) => (
            <div key={row.label} className="rounded-lg bg-slate-50 p-4">
              <dt className="flex items-center gap-1 text-xs font-medium text-slate-500">
                {row.label}
                <HelpHint label={row.label} text={row.hint} />
              </dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={`performance-${row.label}`}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
