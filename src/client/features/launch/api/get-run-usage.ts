import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCampaignStatus } from "./get-campaign-status";

// While a launch runs its cost is re-read this often; the progress poll has its own, faster rhythm.
const USAGE_REFRESH_MS = 5000;

/** The tokens and dollars of the campaign's latest launch run (GET /api/campaign-status). `phase` re-reads it when the launch moves on. */
export const getRunUsageQueryOptions = (campaignId: string, phase: string) =>
  queryOptions({ queryKey: ["run-usage", campaignId, phase], queryFn: async () => (await getCampaignStatus({ campaignId, runId: null })).usage });

export const useRunUsage = (campaignId: string, phase: string, busy: boolean) =>
  useQuery({ ...getRunUsageQueryOptions(campaignId, phase), refetchInterval: busy ? USAGE_REFRESH_MS : false });
