import type { CampaignUpdateInput } from "@/shared/schemas/campaign";
import { api, unwrap } from "@/client/lib/api";

export const updateCampaign = (id: string, input: CampaignUpdateInput) => unwrap(api.campaigns[":id"].$patch({ param: { id }, json: input }));
