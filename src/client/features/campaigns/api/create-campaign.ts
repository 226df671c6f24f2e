import type { CampaignCreateInput } from "@/shared/schemas/campaign";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/campaigns: a draft, optionally with its first contacts imported in the same transaction. */
export const createCampaign = (input: CampaignCreateInput) => unwrap(api.campaigns.$post({ json: input }));
