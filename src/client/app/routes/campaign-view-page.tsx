import { History } from "lucide-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { CampaignAccessCard } from "@/client/features/access/components/campaign-access-card";
import { PageAccessBadge } from "@/client/features/access/components/page-access-badge";
import { PageAccessDialog, type PageAccessTarget } from "@/client/features/access/components/page-access-dialog";
import { LaunchPanel } from "@/client/features/launch/components/launch-panel";
import { BulkMicrositeActions } from "@/client/features/launch/components/bulk-microsite-actions";
import { MicrositeActions } from "@/client/features/launch/components/microsite-actions";
import { CampaignEngagementSummary } from "@/client/features/metrics/components/campaign-engagement-summary";
import { engagementColumns } from "@/client/features/metrics/components/engagement-columns";
import { getCampaignEngagementQueryOptions } from "@/client/features/metrics/api/get-campaign-engagement";
import { useLiveEngagement } from "@/client/features/metrics/use-live-engagement";
import { getContactTimelineQueryOptions } from "@/client/features/timeline/api/get-contact-timeline";
import { ExtendCampaignButton } from "@/client/features/expiry/components/extend-campaign-button";
import { ContactCrmSync } from "@/client/features/integrations/components/contact-crm-sync";
import { ProspectTimelineDialog } from "@/client/features/timeline/components/prospect-timeline";
import { EditCopyButton } from "@/client/features/page-review/components/edit-copy-button";
import { HeldPageActions } from "@/client/features/page-review/components/held-page-actions";
import { PagePreviewPanel } from "@/client/features/page-review/components/page-preview-panel";
import { qualityColumns } from "@/client/features/page-review/components/quality-columns";
import { getCampaignQueryOptions, useCampaign } from "@/client/features/campaigns/api/get-campaign";
import { campaignMicrositesKey, type MicrositeTableRow } from "@/client/features/campaigns/api/list-campaign-microsites";
import { CampaignNotFound } from "@/client/features/campaigns/components/campaign-not-found";
import { CampaignView } from "@/client/features/campaigns/components/campaign-view";
import { combineColumns } from "@/client/features/campaigns/components/microsite-table";

const hasCopy = (m: MicrositeTableRow) => m.status === "completed" || m.status === "expired";
const nameOf = (m: MicrositeTableRow) => `${m.first_name} ${m.last_name}`.trim() || m.email;
// Built once: the table's columns do not depend on the campaign.
const micrositeColumns = combineColumns<MicrositeTableRow>(engagementColumns(), qualityColumns());

/**
 * Composes the campaign view with the launch panel and row actions (launch), engagement figures (metrics), and the
 * page preview, quality scores and copy editor (page review).
 */
export function CampaignViewPage() {
  const { id = "" } = useParams();
  const campaign = useCampaign(id);
  // ?contact=ID opens that prospect's timeline (the dashboard's Hot prospects link here).
  const [search, setSearch] = useSearchParams();
  const contactId = search.get("contact");
  // The page whose access dialog is open: kept here, the row's menu closes as the dialog opens.
  const [accessOf, setAccessOf] = useState<PageAccessTarget | null>(null);
  // A prospect's view or click shows in the figures (and an open timeline) within seconds, without a reload.
  useLiveEngagement(id, [getCampaignEngagementQueryOptions(id).queryKey, campaignMicrositesKey(id), ...(contactId ? [getContactTimelineQueryOptions(contactId).queryKey] : [])]);
  const openTimeline = (contact: string | null) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (contact) next.set("contact", contact);
      else next.delete("contact");
      return next;
    });
  if (campaign.isPending) return <Spinner className="py-24" label="Loading campaign..." />;
  if (campaign.isError) return <CampaignNotFound message={loadErrorMessage(campaign.error, "Failed to load campaign")} />;
  const data = campaign.data;
  const hasPages = data.microsite_counts.extendable > 0;
  return (
    <>
    <CampaignView
      campaign={data}
      headerActions={hasPages ? <ExtendCampaignButton campaignId={data.id} campaignName={data.name} /> : null}
      launchPanel={<LaunchPanel key={data.id} campaign={data} />}
      micrositeActions={(microsite) => (
        <div className="flex items-center justify-end gap-1">
          {/* Icon only, like the copy editor beside it: the table keeps its columns on a laptop screen. */}
          <Button variant="ghost" size="icon" className="size-8" title="Timeline" onClick={() => openTimeline(microsite.contact_id)} aria-label={`Timeline of ${nameOf(microsite)}`}>
            <History aria-hidden />
          </Button>
          {hasCopy(microsite) ? (
            <EditCopyButton micrositeId={microsite.id} name={nameOf(microsite)} campaignQueryKey={getCampaignQueryOptions(id).queryKey} />
          ) : null}
          <MicrositeActions campaignId={data.id} microsite={microsite} onAccess={() => setAccessOf({ id: microsite.id, name: nameOf(microsite), ownAccess: microsite.own_access })} />
        </div>
      )}
      micrositeStatusExtras={(microsite) => <PageAccessBadge own={microsite.own_access} />}
      heldPageActions={(microsite) => <HeldPageActions micrositeId={microsite.id} name={nameOf(microsite)} campaignQueryKey={getCampaignQueryOptions(id).queryKey} />}
      engagement={
        <div className="space-y-6">
          <CampaignEngagementSummary campaignId={id} />
          <CampaignAccessCard campaignId={id} />
        </div>
      }
      micrositeColumns={micrositeColumns}
      bulkActions={(ticked, clear) => <BulkMicrositeActions campaignId={data.id} ticked={ticked} done={clear} />}
      onOpenMicrosite={(microsite) => openTimeline(microsite.contact_id)}
      preview={data.contacts.length > 0 ? <PagePreviewPanel key={data.id} campaignId={data.id} contacts={data.contacts} /> : null}
    />
    {accessOf ? <PageAccessDialog campaignId={data.id} page={accessOf} onClose={() => setAccessOf(null)} /> : null}
    <ProspectTimelineDialog contactId={contactId} onClose={() => openTimeline(null)} extra={contactId ? <ContactCrmSync contactId={contactId} /> : null} />
    </>
  );
}
