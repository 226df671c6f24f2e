import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { deleteWithUndo, micrositeDeleteKey } from "@/client/lib/pending-deletes";
import { toast } from "@/client/lib/toast-store";
import { APPROVAL_NOTICES } from "@/shared/approval";
import { normalizeRunStatus } from "@/shared/run-status";
import { getCampaignQueryOptions, type CampaignMicrosite } from "../campaigns/api/get-campaign";
import { useDeleteMicrosite } from "./api/delete-microsite";
import { useExtendMicrosite } from "./api/extend-microsite";
import { useRegenerateMicrosite } from "./api/regenerate-microsite";
import { copyText } from "@/client/lib/copy-text";
import { followRun } from "./follow-run";

/** Spec 8 microsite strings (and our own for regenerate and copy, which the spec leaves open). */
export const MICROSITE_TEXT = {
  deleteConfirm: "Are you sure you want to delete this errored microsite?",
  deleted: "Microsite deleted successfully",
  deleteFailed: "Failed to delete microsite. Please try again.",
  restored: "Microsite restored",
  extended: "Microsite expiry extended by 7 days.",
  extendFailed: "Failed to extend microsite expiry. Please try again.",
  generationFailed: "Microsite generation failed",
  regenerating: (name: string) => `Regenerating ${name}'s microsite…`,
  regenerated: (name: string) => `${name}'s microsite is regenerated`,
  regenerateFailed: "Failed to regenerate microsite. Please try again.",
  copied: "Link copied to clipboard",
  copyFailed: "Could not copy the link. Open the page and copy it from the address bar.",
} as const;

/** Who a microsite row is for: the contact's name, else their email. */
export const micrositeContactName = (m: Pick<CampaignMicrosite, "first_name" | "last_name" | "email">) => `${m.first_name} ${m.last_name}`.trim() || m.email;

/** Where a microsite is published: its public_url, else the app's own /site/{slug}. */
export const micrositeUrl = (m: Pick<CampaignMicrosite, "public_url" | "slug">) => m.public_url || `${window.location.origin}/site/${m.slug}`;

/** The per-row actions of the campaign's microsite table (spec 2): refresh, regenerate, delete, extend, copy. */
export function useMicrositeActions(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = getCampaignQueryOptions(campaignId).queryKey;
  const regenerate = useRegenerateMicrosite(campaignId);
  const remove = useDeleteMicrosite(campaignId);
  const extend = useExtendMicrosite(campaignId);
  const refreshing = useIsFetching({ queryKey }) > 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  /** One toast when it starts and one with the outcome; the launch panel is not involved (a regeneration run is not a launch). */
  async function handleRegenerate(microsite: CampaignMicrosite) {
    const name = micrositeContactName(microsite);
    if (!(await toast.confirm(APPROVAL_NOTICES.regenerateConfirm(`${name}'s microsite`)))) return;
    let runId: string;
    try {
      ({ runId } = await regenerate.mutateAsync(microsite.id));
      toast.success(MICROSITE_TEXT.regenerating(name));
    } catch {
      toast.error(MICROSITE_TEXT.regenerateFailed);
      return;
    }
    // One page takes a second or two; the row updates itself when it is done.
    const final = await followRun(queryClient, { campaignId, runId });
    await refresh();
    if (!final) return;
    if (normalizeRunStatus(final.status) === "completed") toast.success(MICROSITE_TEXT.regenerated(name));
    else toast.error(MICROSITE_TEXT.generationFailed);
  }

  async function handleDelete(microsite: CampaignMicrosite) {
    if (!(await toast.confirm(MICROSITE_TEXT.deleteConfirm))) return;
    deleteWithUndo({
      key: micrositeDeleteKey(microsite.id),
      message: MICROSITE_TEXT.deleted,
      restoredMessage: MICROSITE_TEXT.restored,
      commit: () => remove.mutateAsync(microsite.id),
      path: `/api/microsites/${microsite.id}`,
      failedMessage: MICROSITE_TEXT.deleteFailed,
    });
  }

  async function handleExtend(microsite: CampaignMicrosite) {
    try {
      await extend.mutateAsync(microsite.id);
      toast.success(MICROSITE_TEXT.extended);
    } catch {
      toast.error(MICROSITE_TEXT.extendFailed);
    }
  }

  async function handleCopy(microsite: CampaignMicrosite) {
    try {
      await copyText(micrositeUrl(microsite));
      toast.success(MICROSITE_TEXT.copied);
    } catch {
      toast.error(MICROSITE_TEXT.copyFailed);
    }
  }

  return {
    refreshing,
    regenerating: regenerate.isPending,
    deleting: remove.isPending,
    extending: extend.isPending,
    refresh: () => void refresh(),
    regenerate: (m: CampaignMicrosite) => void handleRegenerate(m),
    remove: (m: CampaignMicrosite) => void handleDelete(m),
    extend: (m: CampaignMicrosite) => void handleExtend(m),
    copy: (m: CampaignMicrosite) => void handleCopy(m),
  };
}
