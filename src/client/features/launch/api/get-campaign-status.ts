import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { api, ApiRequestError } from "@/client/lib/api";

export type StatusTarget = { campaignId: string; runId: string | null };

/**
 * GET /api/campaign-status: by run when the launch answered a run id, else the campaign's latest run
 * (spec 4). Both spellings of each key are sent (spec 7). Failures keep the HTTP status so the poller can
 * tell a lost run (404) from a hiccup (0, 5xx).
 */
export async function getCampaignStatus({ campaignId, runId }: StatusTarget): Promise<CampaignStatusAnswer> {
  const query = runId ? { campaignId, campaign_id: campaignId, runId, run_id: runId } : { campaignId, campaign_id: campaignId };
  let res: Response;
  try {
    res = (await api["campaign-status"].$get({ query }, { init: { cache: "no-store" } })) as unknown as Response;
  } catch {
    throw new ApiRequestError("Unable to load campaign status", 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof body?.error === "string" ? body.error : `Failed to fetch campaign status (${res.status})`;
    throw new ApiRequestError(message, res.status);
  }
  return (await res.json()) as CampaignStatusAnswer;
}
