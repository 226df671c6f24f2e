import { campaignDisplayState, pageCounts, type CampaignRunState, type CampaignState } from "../campaign-state";
import type { CampaignStatus } from "../constants";
import type { MicrositeStatus } from "../microsite-status";

/** Test factory: a campaign's state from its status, contacts, pages by status (`held` of the errored ones), as the server computes it. */
export function campaignStateOf(
  status: CampaignStatus = "live",
  contacts = 0,
  byStatus: Partial<Record<MicrositeStatus, number>> = {},
  run: CampaignRunState = null,
  held = 0,
): CampaignState {
  const counts = pageCounts(contacts, byStatus, held);
  return { display: campaignDisplayState(status, counts, run), counts, run };
}
