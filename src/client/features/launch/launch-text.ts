import { formatEta } from "../../../shared/launch-progress";
import { normalizeMicrositeStatus } from "../../../shared/microsite-status";
import { NO_CONTACTS_MESSAGE } from "../../../shared/schemas/launch";
import { isBusyPhase, type LaunchState } from "./launch-controller";

/** Spec 2 and 8 strings of the launch panel, written once. */
export const LAUNCH_TEXT = {
  complete: "Campaign launch complete",
  busy: "Launching campaign…",
  succeeded: "Campaign launched successfully!",
  runFailed: "Campaign run failed",
  launchFailed: "Failed to launch campaign. Please try again.",
  statusFailed: "Failed to refresh campaign status",
  statusUnavailable: "Unable to load campaign status",
} as const;

/**
 * Spec 2: "Launching campaign (processed/total)" plus " • ETA ..." when etaMs is positive; "Campaign launch
 * complete" when remaining is 0; "Launching campaign…" while busy without progress; nothing otherwise.
 */
export function launchProgressText({ phase, progress }: Pick<LaunchState, "phase" | "progress">): string | null {
  if (phase === "completed") return LAUNCH_TEXT.complete;
  if (progress && progress.total > 0 && progress.remaining === 0) return LAUNCH_TEXT.complete;
  if (!isBusyPhase(phase)) return null;
  if (!progress || progress.total <= 0) return LAUNCH_TEXT.busy;
  const eta = progress.etaMs && progress.etaMs > 0 ? ` • ETA ${formatEta(progress.etaMs)}` : "";
  return `Launching campaign (${progress.processed}/${progress.total})${eta}`;
}

export type LaunchAction = "launch" | "resume" | "retry" | "relaunch" | "add-contacts";

export type LaunchOffer = { title: string; description: string; action: LaunchAction | null; actionLabel: string | null };

type CampaignFacts = { status: string; contact_count: number; microsites: Array<{ status: string }> };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * What the panel offers when no launch is being followed (spec 2 and 4): launch for a draft with contacts;
 * resume a paused launch; retry when microsites failed; relaunch when some were never generated.
 */
export function launchOffer(campaign: CampaignFacts): LaunchOffer {
  const statuses = campaign.microsites.map((m) => normalizeMicrositeStatus(m.status));
  const count = (s: string) => statuses.filter((x) => x === s).length;
  const contacts = campaign.contact_count;
  const generated = count("completed") + count("expired");
  const errored = count("error");
  const missing = Math.max(0, contacts - statuses.length) + count("pending");
  const summary = `${generated.toLocaleString("en-US")} of ${plural(contacts, "microsite")} generated.`;

  if (contacts === 0) return { title: "Add contacts to launch", description: NO_CONTACTS_MESSAGE, action: "add-contacts", actionLabel: "Add contacts" };
  if (campaign.status === "draft") {
    return {
      title: "Ready to launch",
      description: `Generate ${plural(contacts, "personalized microsite")}, one per contact.`,
      action: "launch",
      actionLabel: "Launch Campaign",
    };
  }
  if (campaign.status === "paused") return { title: "Launch paused", description: `${summary} Resume to generate the rest.`, action: "resume", actionLabel: "Resume launch" };
  if (errored > 0) {
    return {
      title: `${plural(errored, "microsite")} failed`,
      description: `${summary} Retrying generates only the failed and missing ones; live pages are left alone.`,
      action: "retry",
      actionLabel: "Retry failed",
    };
  }
  if (missing > 0) return { title: `${plural(missing, "microsite")} not generated yet`, description: `${summary} Relaunch to generate the missing ones.`, action: "relaunch", actionLabel: "Relaunch" };
  return { title: "All microsites are generated", description: summary, action: null, actionLabel: null };
}
