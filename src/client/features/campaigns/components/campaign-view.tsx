import type { ReactNode } from "react";
import type { CampaignDetail } from "../api/get-campaign";
import type { MicrositeTableRow } from "../api/list-campaign-microsites";
import { CampaignHeader } from "./campaign-header";
import { CampaignMicrosites } from "./campaign-microsites";
import { CampaignProgressBar, CampaignSummary, completionPercent } from "./campaign-summary";
import type { ExtraMicrositeColumns } from "./microsite-table";
import { ReviewNotice } from "./review-notice";

type Props = {
  campaign: CampaignDetail;
  /** The launch panel (launch issue) goes here, between the header and the summary. */
  launchPanel?: ReactNode;
  /** Per-microsite actions (launch issue: refresh, delete, extend expiry). */
  micrositeActions?: (microsite: MicrositeTableRow) => ReactNode;
  /** Marks beside a microsite's status (access: the page overrides its campaign's setting). */
  micrositeStatusExtras?: (microsite: MicrositeTableRow) => ReactNode;
  /** A page held by its quality checks: its way out, under its reason (page review: edit copy, publish anyway). */
  heldPageActions?: (microsite: MicrositeTableRow) => ReactNode;
  /** The bulk bar's buttons for ticked microsites (launch issue: copy links, extend, regenerate, export, delete). */
  bulkActions?: (ticked: MicrositeTableRow[], clear: () => void) => ReactNode;
  /** Enter on a focused microsite row (the prospect's timeline). */
  onOpenMicrosite?: (microsite: MicrositeTableRow) => void;
  /** The campaign's engagement totals (metrics issue), after the summary. */
  engagement?: ReactNode;
  /** Per-microsite engagement columns (metrics issue). */
  micrositeColumns?: ExtraMicrositeColumns<MicrositeTableRow>;
  /** The page a chosen contact would get (page review), after the summary. */
  preview?: ReactNode;
  /** Campaign-wide actions beside the microsite list (expiry: extend the whole campaign). */
  headerActions?: ReactNode;
};

/** Spec 2 campaign view: progress bar, header, launch panel slot, summary and the microsite table. */
export function CampaignView({ campaign, launchPanel, micrositeActions, micrositeStatusExtras, heldPageActions, bulkActions, onOpenMicrosite, engagement, micrositeColumns, preview, headerActions }: Props) {
  const counts = campaign.microsite_counts;
  return (
    <div className="space-y-8">
      <CampaignProgressBar percent={completionPercent(campaign.progress)} />
      <CampaignHeader campaign={campaign} />
      {launchPanel ? <section aria-label="Launch">{launchPanel}</section> : null}
      <CampaignSummary campaign={campaign} />
      {preview ? <section aria-label="Preview">{preview}</section> : null}
      {engagement ? <section aria-label="Engagement">{engagement}</section> : null}
      <section aria-labelledby="microsites-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="microsites-heading" className="text-lg font-semibold text-slate-900">
            Microsites
          </h2>
          {headerActions}
        </div>
        <ReviewNotice awaiting={counts.by_status.awaiting_approval} rejected={counts.by_status.rejected} />
        <CampaignMicrosites campaignId={campaign.id} campaignTotal={counts.total} actions={micrositeActions} heldActions={heldPageActions} statusExtras={micrositeStatusExtras} bulkActions={bulkActions} extraColumns={micrositeColumns} onOpen={onOpenMicrosite} />
      </section>
    </div>
  );
}
