import { campaignDisplayState, pageCounts, type CampaignRunState, type CampaignState } from "../campaign-state";

/** Test factory: a campaign's state from its status, contacts and pages by status, as the server computes it. */
export function campaignStateOf(status = "live", contacts = 0, byStatus: Record<string, number> = {}, run: CampaignRunState = null): CampaignState {
  const counts = pageCounts(contacts, byStatus);
  return { display: campaignDisplayState(status, counts, run), counts, run };
}
