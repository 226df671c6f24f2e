import { Flame } from "lucide-react";
import { Link } from "react-router";
import { METRIC_DEFINITIONS } from "@/shared/analytics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

export type HotProspect = { contactId: string; campaignId: string; name: string; company: string | null; engagementScore: number; views: number; clicks: number; peopleViewed?: string | null; repName?: string };

/** Dashboard: this week's five most engaged contacts (an admin's: the team's, naming another rep's), each opening their timeline in the campaign view. */
export function HotProspects({ prospects }: { prospects: HotProspect[] }) {
  return (
    <Card data-testid="hot-prospects">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flame className="size-5 text-orange-500" aria-hidden /> Hot prospects
        </CardTitle>
        <CardDescription>Highest engagement score this week</CardDescription>
      </CardHeader>
      <CardContent>
        {prospects.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500">No prospect has opened a microsite this week yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {prospects.map((p) => (
              <li key={p.contactId}>
                <Link to={`/campaigns/${p.campaignId}/view?contact=${p.contactId}`} className="flex items-center justify-between gap-3 rounded-md py-2.5 hover:bg-slate-50">
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{p.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {[p.peopleViewed ?? p.company, `${p.views} ${p.views === 1 ? "view" : "views"}`, p.clicks > 0 ? "clicked" : null, p.repName ? `Rep: ${p.repName}` : null].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                  <span className="shrink-0 rounded-full bg-orange-50 px-2.5 py-0.5 text-sm font-semibold text-orange-700" title={METRIC_DEFINITIONS.engagementScore}>
                    {p.engagementScore}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
