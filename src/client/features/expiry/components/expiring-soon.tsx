import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { EXPIRING_SOON_DAYS, EXTEND_ALL_BUTTON, expiringSoonText } from "@/shared/expiry";
import { useExtendCampaign } from "../api/extend-campaign";

export type ExpiringCampaign = { campaignId: string; campaignName: string; count: number; firstExpiresAt: string };

/** Dashboard warning, per campaign with pages expiring within 3 days: "n microsites expire in 3 days" and one click to extend them all. */
export function ExpiringSoon({ campaigns }: { campaigns: ExpiringCampaign[] }) {
  const extend = useExtendCampaign();
  if (campaigns.length === 0) return null;

  return (
    <Card className="border-amber-200 bg-amber-50/60" data-testid="expiring-soon">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-amber-900">
          <CalendarClock className="size-5 text-amber-600" aria-hidden /> Expiring within {EXPIRING_SOON_DAYS} days
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-amber-100">
          {campaigns.map((c) => (
            <li key={c.campaignId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="expiring-campaign">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">{expiringSoonText(c.count)}</p>
                <Link to={`/campaigns/${c.campaignId}/view`} className="truncate text-sm text-slate-600 hover:underline">
                  {c.campaignName}
                </Link>
              </div>
              <Button size="sm" variant="secondary" onClick={() => extend.mutate(c.campaignId)} disabled={extend.isPending}>
                {EXTEND_ALL_BUTTON}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
