import { useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { loadErrorMessage } from "../../../lib/api";
import { LaunchPanel } from "../../launch/components/launch-panel";
import { MicrositeActions } from "../../launch/components/microsite-actions";
import { CampaignEngagementSummary } from "../../metrics/components/campaign-engagement-summary";
import { useMicrositeEngagementColumns } from "../../metrics/components/engagement-columns";
import { useCampaign } from "../api/get-campaign";
import { CampaignNotFound } from "../components/campaign-not-found";
import { CampaignView } from "../components/campaign-view";

/** Composes the campaign view with the launch panel and row actions (launch) and engagement figures (metrics). */
export function CampaignViewPage() {
  const { id = "" } = useParams();
  const campaign = useCampaign(id);
  const engagementColumns = useMicrositeEngagementColumns(id);
  if (campaign.isPending) return <Spinner className="py-24" label="Loading campaign..." />;
  if (campaign.isError) return <CampaignNotFound message={loadErrorMessage(campaign.error, "Failed to load campaign")} />;
  const data = campaign.data;
  return (
    <CampaignView
      campaign={data}
      launchPanel={<LaunchPanel key={data.id} campaign={data} />}
      micrositeActions={(microsite) => <MicrositeActions campaignId={data.id} microsite={microsite} />}
      engagement={<CampaignEngagementSummary campaignId={id} />}
      micrositeColumns={engagementColumns}
    />
  );
}
