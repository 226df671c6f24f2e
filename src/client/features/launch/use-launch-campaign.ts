import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { DISK_FULL_PREFIX } from "../../../shared/disk";
import { toast } from "../../lib/toast-store";
import { getCampaignQueryOptions } from "../campaigns/api/get-campaign";
import { getCampaignStatus } from "./api/get-campaign-status";
import { launchCampaign } from "./api/launch-campaign";
import { createLaunchController, type FailureKind } from "./launch-controller";
import { LAUNCH_TEXT } from "./launch-text";

// While a launch runs, the campaign (counts, table rows) is re-read at most this often.
const TABLE_REFRESH_MS = 3000;

const FAILURE_TOASTS: Record<FailureKind, string> = {
  request: LAUNCH_TEXT.launchFailed,
  run: LAUNCH_TEXT.runFailed,
  status: LAUNCH_TEXT.statusFailed,
};

/**
 * The launch flow for one campaign (spec 4) bound to React: the controller's state, plus the campaign
 * query refreshed on progress and at the end, and the spec's toasts. Resumes following a run that was
 * already going when the page opened.
 */
export function useLaunchCampaign(campaign: { id: string; launch_status: string | null }) {
  const queryClient = useQueryClient();
  const [controller] = useState(() => {
    const queryKey = getCampaignQueryOptions(campaign.id).queryKey;
    const refresh = () => queryClient.invalidateQueries({ queryKey });
    let lastRefresh = 0;
    let lastProcessed = -1;
    return createLaunchController(campaign.id, {
      postLaunch: (campaignId, options) => launchCampaign(campaignId, options),
      fetchStatus: getCampaignStatus,
      onProgress: ({ processed }) => {
        if (processed === lastProcessed || Date.now() - lastRefresh < TABLE_REFRESH_MS) return;
        lastProcessed = processed;
        lastRefresh = Date.now();
        void refresh();
      },
      onCompleted: () => {
        void refresh();
        toast.success(LAUNCH_TEXT.succeeded);
      },
      onFailed: (message, kind) => {
        void refresh();
        // A full disk is not fixed by trying again: the toast says what is wrong.
        toast.error(kind === "request" && message.startsWith(DISK_FULL_PREFIX) ? message : FAILURE_TOASTS[kind]);
      },
    });
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => () => controller.cancel(), [controller]);

  const launchStatus = campaign.launch_status;
  useEffect(() => {
    if (controller.getState().phase !== "idle") return;
    if (launchStatus === "queued" || launchStatus === "running") controller.watch();
  }, [controller, launchStatus]);

  return { state, launch: controller.launch, halt: controller.halt };
}
