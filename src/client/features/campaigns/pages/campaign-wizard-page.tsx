import { useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useCampaign } from "../api/get-campaign";
import { CampaignNotFound } from "../components/campaign-not-found";
import { CampaignWizard } from "../wizard/campaign-wizard";

/** /campaigns/new and /campaigns/:id/edit: the same wizard, on a new or a saved campaign. */
export function CampaignWizardPage() {
  const { id } = useParams();
  const campaign = useCampaign(id);
  if (!id) return <CampaignWizard />;
  if (campaign.isPending) return <Spinner className="py-24" label="Loading campaign..." />;
  if (campaign.isError) return <CampaignNotFound message={campaign.error.message} />;
  // Keyed by id: the wizard's state starts from this campaign and is not carried over to another one.
  return <CampaignWizard key={id} campaign={campaign.data} />;
}
