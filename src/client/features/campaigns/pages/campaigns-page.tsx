import { Megaphone, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/shared/constants";
import { CAMPAIGN_SORTS, defaultDirection, type CampaignSort } from "@/shared/list-query";
import { toast } from "@/client/lib/toast-store";
import { Pager } from "@/client/components/table/pager";
import { DATE_AND_NAME_CHOICES, SortSelect } from "@/client/components/table/sort-select";
import type { TableUrlSpec } from "@/client/components/table/table-url-state";
import { useTableUrlState } from "@/client/components/table/use-table-url-state";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { useIsWorkspaceAdmin } from "@/client/features/workspace/api/get-workspace";
import { useDeleteCampaign } from "../api/delete-campaign";
import { CAMPAIGNS_PAGE_SIZE, useCampaignPage, type CampaignListItem } from "../api/get-campaigns";
import { CampaignCard } from "../components/campaign-card";
import { CampaignFilters } from "../components/campaign-filters";

/** Search, status, sort and page live in the URL: a reload or a shared link shows the same cards. */
const CAMPAIGNS_LIST: TableUrlSpec<CampaignSort, "status"> = { sorts: CAMPAIGN_SORTS, defaultSort: "created", defaultDir: defaultDirection, pageSize: CAMPAIGNS_PAGE_SIZE, filters: { status: CAMPAIGN_STATUSES } };

const SORT_CHOICES = [
  ...DATE_AND_NAME_CHOICES,
  { sort: "contacts", dir: "desc", label: "Most contacts" },
  { sort: "status", dir: "asc", label: "Status" },
] as const;

const NewCampaignButton = () => (
  <Button asChild>
    <Link to="/campaigns/new">
      <Plus aria-hidden /> Create Campaign
    </Link>
  </Button>
);

export function CampaignsPage() {
  const list = useTableUrlState(CAMPAIGNS_LIST);
  const { page, q, sort, dir } = list;
  const status = list.filters.status as CampaignStatus | undefined;
  const campaigns = useCampaignPage({ page, q, status, sort, dir });
  const deletion = useDeleteCampaign();
  const admin = useIsWorkspaceAdmin();

  const data = campaigns.data;
  const shown = data?.campaigns ?? [];
  const filtered = q.trim().length > 0 || status !== undefined;

  async function handleDelete(campaign: CampaignListItem) {
    if (!(await toast.confirm("Are you sure you want to delete this campaign?"))) return;
    try {
      await deletion.mutateAsync(campaign.id);
      toast.success("Campaign deleted");
      // The last card of a page is gone: show the page before it.
      if (page > 0 && shown.length === 1) list.update({ page: page - 1 });
    } catch {
      toast.error("Failed to delete campaign. Please try again.");
    }
  }

  return (
    <div>
      <PageHeader title="Campaigns" description="Create campaigns and launch personalized microsites." actions={<NewCampaignButton />} />
      {campaigns.isError ? (
        <ErrorBanner message={`Failed to fetch campaigns: ${campaigns.error.message}`} onRetry={() => campaigns.refetch()} />
      ) : !data ? (
        <ListSkeleton />
      ) : data.total === 0 && !filtered ? (
        <EmptyState
          icon={Megaphone}
          title="No campaigns yet"
          description="Create a campaign, import your contacts and launch one personalized microsite per contact."
          action={<NewCampaignButton />}
        />
      ) : (
        <>
          <CampaignFilters
            query={list.searchInput}
            status={status ?? "all"}
            onQueryChange={list.setSearchInput}
            onStatusChange={(next) => list.update({ filters: { status: next === "all" ? undefined : next } })}
          >
            <SortSelect label="Sort campaigns" choices={SORT_CHOICES} sort={sort} dir={dir} onChange={(choice) => list.update(choice)} className="sm:w-44" />
          </CampaignFilters>
          {shown.length === 0 ? (
            <EmptyState icon={SearchX} title="No campaigns found" description="Try another search or status filter." />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((campaign) => (
                  <CampaignCard
                    key={campaign.id}
                    campaign={campaign}
                    showRep={admin}
                    onDelete={() => handleDelete(campaign)}
                    deleting={deletion.isPending && deletion.variables === campaign.id}
                  />
                ))}
              </div>
              <div className="mt-4 rounded-xl border border-slate-200 bg-white">
                <Pager page={page} pageSize={CAMPAIGNS_PAGE_SIZE} total={data.total} onPage={(next) => list.update({ page: next })} />
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
