import { AlertTriangle, CalendarClock, CheckCircle2, LoaderCircle, Pause, Rocket, RotateCcw, Square, UserPlus, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import type { CampaignDetail } from "@/client/features/campaigns/api/get-campaign";
import { useLaunchEstimate } from "../api/estimate-launch";
import { useRunUsage } from "../api/get-run-usage";
import { usePauseCampaign } from "../api/pause-campaign";
import { useStopCampaign } from "../api/stop-campaign";
import { isBusyPhase, type LaunchState } from "../launch-state";
import { LAUNCH_TEXT, launchConfirmText, launchEndedText, launchOffer, launchProgressText, launchRecoveryText, launchScheduleText, type LaunchOffer } from "../launch-text";
import { useLaunchCampaign } from "../use-launch-campaign";
import { LaunchCost } from "./launch-cost";
import { LaunchProgressBar } from "./launch-progress-bar";

const STOP_CONFIRM = "Stop this launch? Microsites not generated yet stay pending until you relaunch.";
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function PanelIcon({ phase }: { phase: LaunchState["phase"] }) {
  const look = isBusyPhase(phase)
    ? { Icon: LoaderCircle, tint: "bg-brand-50 text-brand-600", spin: true }
    : phase === "completed"
      ? { Icon: CheckCircle2, tint: "bg-emerald-50 text-emerald-600", spin: false }
      : phase === "failed"
        ? { Icon: XCircle, tint: "bg-red-50 text-red-600", spin: false }
        : { Icon: Rocket, tint: "bg-brand-50 text-brand-600", spin: false };
  return (
    <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${look.tint}`} aria-hidden>
      <look.Icon className={look.spin ? "size-5 animate-spin" : "size-5"} />
    </span>
  );
}

function headline(state: LaunchState, offer: LaunchOffer) {
  const progressText = launchProgressText(state);
  if (progressText) return progressText;
  if (state.phase === "failed") return "Launch failed";
  return offer.title;
}

function description(state: LaunchState, offer: LaunchOffer) {
  if (isBusyPhase(state.phase)) return "Microsites are written in the background. You can leave this page and come back.";
  if (state.phase === "failed") return state.error;
  return offer.description;
}

/**
 * Spec 2 launch panel: launch when the campaign is a draft with contacts, follow the run with its
 * progress text and bar, pause or stop it while it runs, and retry or relaunch what failed or is missing.
 */
export function LaunchPanel({ campaign }: { campaign: CampaignDetail }) {
  const { state, launch, halt } = useLaunchCampaign(campaign);
  const pause = usePauseCampaign(campaign.id);
  const stop = useStopCampaign(campaign.id);
  const busy = isBusyPhase(state.phase);
  const offer = launchOffer(campaign);
  // Right after completion the campaign is re-read; until then it may still say draft.
  const action = state.phase === "completed" && offer.action === "launch" ? null : offer.action;
  const schedule = state.phase === "failed" ? null : launchScheduleText(campaign);
  const ended = launchEndedText(campaign);
  const recovery = launchRecoveryText(state);
  const offersWork = !busy && (action === "launch" || action === "resume" || action === "retry" || action === "relaunch");
  const estimate = useLaunchEstimate(campaign.id, offer.pages, offersWork);
  const usage = useRunUsage(campaign.id, state.phase, busy);

  async function handlePause() {
    try {
      await pause.mutateAsync();
      halt("paused");
      toast.success("Campaign paused. Resume the launch at any time.");
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  // While the confirmation is open the button waits, so a double click asks once. A resume goes on with a launch
  // already confirmed.
  const [confirming, setConfirming] = useState(false);
  async function handleLaunch() {
    if (action === "resume") return launch();
    setConfirming(true);
    const confirmed = await toast.confirm(launchConfirmText(offer));
    setConfirming(false);
    if (confirmed) await launch();
  }

  async function handleStop() {
    if (!(await toast.confirm(STOP_CONFIRM))) return;
    try {
      await stop.mutateAsync();
      halt("idle");
      toast.success("Campaign stopped");
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  return (
    <Card data-testid="launch-panel">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <PanelIcon phase={state.phase} />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900" data-testid="launch-status" aria-live="polite">
              {headline(state, offer)}
            </p>
            <p className={state.phase === "failed" ? "mt-0.5 text-sm text-red-700" : "mt-0.5 text-sm text-slate-500"}>{description(state, offer)}</p>
            {schedule ? (
              <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-brand-700" data-testid="launch-schedule">
                <CalendarClock className="size-4 shrink-0" aria-hidden /> {schedule}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {busy ? (
            <>
              <Button variant="danger-ghost" onClick={handleStop} disabled={pause.isPending || stop.isPending}>
                <Square aria-hidden /> Stop
              </Button>
              <Button variant="secondary" onClick={handlePause} disabled={pause.isPending || stop.isPending}>
                <Pause aria-hidden /> Pause
              </Button>
              {/* Stays where the launch button was, so the second click of a double click lands on nothing. */}
              <Button disabled>
                <LoaderCircle className="animate-spin" aria-hidden /> Launching…
              </Button>
            </>
          ) : action === "add-contacts" ? (
            <Button asChild variant="secondary">
              <Link to={`/campaigns/${campaign.id}/edit`}>
                <UserPlus aria-hidden /> {offer.actionLabel}
              </Link>
            </Button>
          ) : action ? (
            <Button onClick={() => void handleLaunch()} disabled={confirming}>
              {action === "launch" ? <Rocket aria-hidden /> : <RotateCcw aria-hidden />} {offer.actionLabel}
            </Button>
          ) : null}
        </div>
      </div>
      <LaunchCost estimate={offersWork ? estimate : null} usage={usage.data ?? null} />
      {state.barVisible ? (
        <div className="px-5 pb-5">
          <LaunchProgressBar percent={state.progress ? state.progress.percent : null} />
        </div>
      ) : null}
      {recovery ? (
        <p className="flex items-start gap-2 border-t border-amber-100 bg-amber-50 px-5 py-3 text-sm text-amber-800" role="status" data-testid="launch-recovering">
          <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden />
          {recovery}
        </p>
      ) : null}
      {ended ? (
        <p className="flex items-start gap-2 border-t border-amber-100 bg-amber-50 px-5 py-3 text-sm text-amber-800" data-testid="launch-ended">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {ended}
        </p>
      ) : null}
      {state.statusUnavailable || state.runNote ? (
        <p className="flex items-start gap-2 border-t border-amber-100 bg-amber-50 px-5 py-3 text-sm text-amber-800" role="status">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {state.statusUnavailable ? `${LAUNCH_TEXT.statusUnavailable}. Retrying…` : state.runNote}
        </p>
      ) : null}
    </Card>
  );
}
