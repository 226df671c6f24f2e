import type { ReactNode } from "react";
import { useCampaignEngagement } from "../api/get-campaign-engagement";
import { EngagementCells, EngagementHeaderCells, engagementByMicrosite } from "./engagement-cells";

/** Extra columns for any table of a campaign's microsites (rows identified by the microsite id). */
export type EngagementColumns = { count: number; header: ReactNode; cells: (microsite: { id: string }) => ReactNode };

/**
 * Views, clicks, last viewed and time on page for the campaign view's microsite table, from
 * GET /api/campaigns/:id/engagement (refreshed every 30 s while the page is open).
 */
export function useMicrositeEngagementColumns(campaignId: string): EngagementColumns {
  const engagement = useCampaignEngagement(campaignId);
  const byId = engagementByMicrosite(engagement.data?.microsites);
  return {
    count: 4,
    header: <EngagementHeaderCells />,
    cells: (microsite) => <EngagementCells engagement={byId.get(microsite.id)} />,
  };
}
