import type { CampaignStatusFilter } from "../../../shared/schemas/campaign";

type Filterable = { name: string; description: string | null; status: string };

/** Spec 2 campaign list: text search over name and description (case-insensitive) and a status filter. */
export function filterCampaigns<T extends Filterable>(campaigns: readonly T[], query: string, status: CampaignStatusFilter): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return campaigns.filter((campaign) => {
    if (status !== "all" && campaign.status !== status) return false;
    if (words.length === 0) return true;
    const haystack = `${campaign.name} ${campaign.description ?? ""}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
