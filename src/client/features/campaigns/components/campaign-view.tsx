import type { ReactNode } from "react";
import { micrositeDeleteKey, usePendingDeletes } from "../../../app/pending-deletes";
import type { CampaignDetail, CampaignMicrosite } from "../api/get-campaign";
import { CampaignHeader } from "./campaign-header";
import { CampaignProgressBar, CampaignSummary, completionPercent } from "./campaign-summary";
import { MicrositeTable, type ExtraMicrositeColumns } from "./microsite-table";
import { ReviewNotice } from "./review-notice";

type Props = {
  campaign: CampaignDetail;
  /** The launch panel (launch issue) goes here, between the header and the summary. */
  launchPanel?: ReactNode;
  /** Per-microsite actions (launch issue: refresh, delete, extend expiry). */
  micrositeActions?: (microsite: CampaignMicrosite) => ReactNode;
  /** The campaign's engagement totals (metrics issue), after the summary. */
  engagement?: ReactNode;
  /** Per-microsite engagement columns (metrics issue). */
  micrositeColumns?: ExtraMicrositeColumns<CampaignMicrosite>;
  /** The page a chosen contact would get (page review), after the summary. */
  preview?: ReactNode;
  /** Campaign-wide actions beside the microsite list (expiry: extend the whole campaign). */
  headerActions?: ReactNode;
};

/** Spec 2 campaign view: progress bar, header, launch panel slot, summary and the microsite table. */
export function CampaignView({ campaign, launchPanel, micrositeActions, engagement, micrositeColumns, preview, headerActions }: Props) {
  // A microsite deleted a moment ago stays on the server until its undo window ends; it is hidden meanwhile.
  const pending = usePendingDeletes();
  const microsites = campaign.microsites.filter((m) => !pending.has(micrositeDeleteKey(m.id)));
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
        <ReviewNotice microsites={microsites} />
        <MicrositeTable microsites={microsites} actions={micrositeActions} extraColumns={micrositeColumns} />
      </section>
    </div>
  );
}
