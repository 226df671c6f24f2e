import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

export type PerformanceFigures = { deliveryRate: string; openRate: string; clickThroughRate: string; hasLiveCampaigns: boolean };

const HINTS = {
  "Delivery Rate": "Microsites published ÷ microsites whose generation finished (published or failed).",
  "Open Rate": "Published microsites opened by a prospect (bots and link scanners excluded) ÷ published microsites.",
  "Click-through Rate": "Call-to-action clicks ÷ microsite views (human visits only).",
};

export function PerformanceOverview({ figures }: { figures: PerformanceFigures }) {
  const rows = [
    { label: "Delivery Rate", value: figures.deliveryRate },
    { label: "Open Rate", value: figures.openRate },
    { label: "Click-through Rate", value: figures.clickThroughRate },
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
        <dl className="grid grid-cols-3 gap-4">
          {rows.map((row) => (
            <div key={row.label} className="rounded-lg bg-slate-50 p-4" title={HINTS[row.label]}>
              <dt className="text-xs font-medium text-slate-500">{row.label}</dt>
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
