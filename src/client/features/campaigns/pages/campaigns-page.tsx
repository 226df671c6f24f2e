import { Megaphone, Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CampaignStatusFilter } from "../../../../shared/schemas/campaign";
import { toast } from "../../../app/toast-store";
import { Button } from "../../../components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "../../../components/ui/feedback";
import { ListSkeleton } from "../../../components/ui/skeleton";
import { useIsWorkspaceAdmin } from "../../workspace/api/get-workspace";
import { useDeleteCampaign } from "../api/delete-campaign";
import { useCampaigns, type CampaignListItem } from "../api/get-campaigns";
import { CampaignCard } from "../components/campaign-card";
import { CampaignFilters } from "../components/campaign-filters";
import { filterCampaigns } from "../filter-campaigns";

const NewCampaignButton = () => (
  <Button asChild>
    <Link to="/campaigns/new">
      <Plus aria-hidden /> Create Campaign
    </Link>
  </Button>
);

export function CampaignsPage() {
  const campaigns = useCampaigns();
  const deletion = useDeleteCampaign();
  const admin = useIsWorkspaceAdmin();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<CampaignStatusFilter>("all");

  async function handleDelete(campaign: CampaignListItem) {
    if (!(await toast.confirm("Are you sure you want to delete this campaign?"))) return;
    try {
      await deletion.mutateAsync(campaign.id);
      toast.success("Campaign deleted");
    } catch {
      toast.error("Failed to delete campaign. Please try again.");
    }
  }

  const all = campaigns.data ?? [];
  const visible = filterCampaigns(all, query, status);

  return (
    <div>
      <PageHeader title="Campaigns" description="Create campaigns and launch personalized microsites." actions={<NewCampaignButton />} />
      {campaigns.isError ? (
        <ErrorBanner message={`Failed to fetch campaigns: ${campaigns.error.message}`} onRetry={() => campaigns.refetch()} />
      ) : campaigns.isPending ? (
        <ListSkeleton />
      ) : all.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No campaigns yet"
          description="Create a campaign, import your contacts and launch one personalized microsite per contact."
          action={<NewCampaignButton />}
        />
      ) : (
        <>
          <CampaignFilters query={query} status={status} onQueryChange={setQuery} onStatusChange={setStatus} />
          {visible.length === 0 ? (
            <EmptyState icon={SearchX} title="No campaigns found" description="Try another search or status filter." />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((campaign) => (
                <CampaignCard
                  key={campaign.id}
                  campaign={campaign}
                  showRep={admin}
                  onDelete={() => handleDelete(campaign)}
                  deleting={deletion.isPending && deletion.variables === campaign.id}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
