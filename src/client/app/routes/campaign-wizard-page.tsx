import { useParams } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { PagePreviewPanel } from "@/client/features/page-review/components/page-preview-panel";
import { useCampaign } from "@/client/features/campaigns/api/get-campaign";
import { CampaignNotFound } from "@/client/features/campaigns/components/campaign-not-found";
import { CampaignWizard } from "@/client/features/campaigns/wizard/campaign-wizard";

/** /campaigns/new and /campaigns/:id/edit: the same wizard, on a new or a saved campaign (with its page preview). */
export function CampaignWizardPage() {
  const { id } = useParams();
  const campaign = useCampaign(id);
  if (!id) return <CampaignWizard />;
  if (campaign.isPending) return <Spinner className="py-24" label="Loading campaign..." />;
  if (campaign.isError) return <CampaignNotFound message={campaign.error.message} />;
  // Keyed by id: the wizard's state starts from this campaign and is not carried over to another one.
  const { contacts } = campaign.data;
  const preview =
    contacts.length > 0 ? <PagePreviewPanel campaignId={id} contacts={contacts} note="What this contact gets from the saved campaign. Save to preview changes made here." /> : undefined;
  return <CampaignWizard key={id} campaign={campaign.data} preview={preview} />;
}
