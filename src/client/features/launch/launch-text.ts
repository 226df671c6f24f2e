import { formatEta } from "@/shared/launch-progress";
import { pageCountsText, type CampaignPageCounts } from "@/shared/campaign-state";
import type { CampaignStatus } from "@/shared/constants";
import { endOfDay, formatCampaignDay, scheduledStart } from "@/shared/publication-window";
import { NO_CONTACTS_MESSAGE } from "@/shared/schemas/launch";
import { isBusyPhase, type LaunchState } from "./launch-state";

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
export function launchProgressText({ phase, progress, pausedNote }: Pick<LaunchState, "phase" | "progress"> & { pausedNote?: string | null }): string | null {
  if (phase === "completed") return LAUNCH_TEXT.complete;
  if (progress && progress.total > 0 && progress.remaining === 0) return LAUNCH_TEXT.complete;
  if (!isBusyPhase(phase)) return null;
  // Issue 23 item 12: a launch waiting for disk space says so instead of a count and an ETA that do not move.
  if (pausedNote) return pausedNote;
  if (!progress || progress.total <= 0) return LAUNCH_TEXT.busy;
  const eta = progress.etaMs && progress.etaMs > 0 ? ` • ETA ${formatEta(progress.etaMs)}` : "";
  return `Launching campaign (${progress.processed}/${progress.total})${eta}`;
}

/** Issue 11: pages taken over from a worker that died, while the launch goes on ("recovering n pages"). */
export function launchRecoveryText({ phase, progress }: Pick<LaunchState, "phase" | "progress">): string | null {
  if (!isBusyPhase(phase) || !progress || progress.recovering <= 0) return null;
  return `A worker stopped: recovering ${plural(progress.recovering, "page")}`;
}

export type LaunchAction = "launch" | "resume" | "retry" | "relaunch" | "add-contacts";

/** `pages`: how many pages the action generates (the launch confirmation names it). */
export type LaunchOffer = { title: string; description: string; action: LaunchAction | null; actionLabel: string | null; pages: number };

/** What the offer reads of the campaign: its status and its pages counted by the server (campaign_state). */
type CampaignFacts = { status: CampaignStatus; state: { counts: CampaignPageCounts } };

/** "1 page", "2,000 pages". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * What the panel offers when no launch is being followed (spec 2 and 4): launch for a draft with contacts;
 * resume a paused launch; retry when microsites failed; relaunch when some were never generated; pages held by the
 * quality checks are named as such, with no retry (their way out is on their rows). The description
 * is the counts line every view shows ("23 of 24 pages generated · 0 live · 23 awaiting approval · 1 failed").
 */
export function launchOffer(campaign: CampaignFacts): LaunchOffer {
  const counts = campaign.state.counts;
  const contacts = counts.contacts;
  const errored = counts.failed;
  const held = counts.held;
  const missing = counts.pending;
  const summary = `${pageCountsText(counts)}.`;

  if (contacts === 0) return { title: "Add contacts to launch", description: NO_CONTACTS_MESSAGE, action: "add-contacts", actionLabel: "Add contacts", pages: 0 };
  if (campaign.status === "draft") {
    return {
      title: "Ready to launch",
      description: `Generate ${plural(contacts, "personalized microsite")}, one per contact.`,
      action: "launch",
      actionLabel: "Launch Campaign",
      pages: contacts,
    };
  }
  if (campaign.status === "paused") return { title: "Launch paused", description: `${summary} Resume to generate the rest.`, action: "resume", actionLabel: "Resume launch", pages: missing };
  if (errored > 0) {
    return {
      title: `${plural(errored, "microsite")} failed`,
      description: `${summary} Retrying generates only the failed and missing ones${held > 0 ? " (held ones are written again too)" : ""}; live pages are left alone.`,
      action: "retry",
      actionLabel: "Retry failed",
      // A launch writes every errored page again, held ones included: the confirmation counts them.
      pages: errored + held + missing,
    };
  }
  if (missing > 0) {
    return { title: `${plural(missing, "microsite")} not generated yet`, description: `${summary} Relaunch to generate the missing ones.`, action: "relaunch", actionLabel: "Relaunch", pages: missing + held };
  }
  // Held by the quality checks: not a failure, and no retry; each one's way out is on its row.
  if (held > 0) {
    return { title: heldPagesTitle(held), description: `${summary} Edit a held page's copy below: it goes live once its checks pass.`, action: null, actionLabel: null, pages: 0 };
  }
  // Written but held: named as what they wait for, not as done.
  if (counts.awaiting_approval > 0) return { title: `${plural(counts.awaiting_approval, "page")} awaiting approval`, description: summary, action: null, actionLabel: null, pages: 0 };
  return { title: "All microsites are generated", description: summary, action: null, actionLabel: null, pages: 0 };
}

/** "1 page held by the quality checks". */
export const heldPagesTitle = (n: number) => `${plural(n, "page")} held by the quality checks`;

/** The confirmation before anything is generated, naming the count: "Generate 25 pages? …". */
export const launchConfirmText = (offer: LaunchOffer) =>
  `Generate ${plural(offer.pages, "page")}? Each contact gets a personalized microsite, published at its own link.`;

/**
 * The panel's line for a campaign whose start date is ahead (issue 15 item 10): launching generates the pages
 * now, and they are published on the start date.
 */
export function launchScheduleText(campaign: { status: CampaignStatus; start_date: string | null }, now = new Date()): string | null {
  if (!scheduledStart(campaign.start_date, now)) return null;
  const day = formatCampaignDay(campaign.start_date!);
  return campaign.status === "draft" ? `Launching now generates the pages; they go live on ${day}.` : `Scheduled to go live on ${day}`;
}

/** A campaign whose end date has passed: its pages would expire the moment they are published, so say so first. */
export function launchEndedText(campaign: { end_date: string | null }, now = new Date()): string | null {
  if (!campaign.end_date || endOfDay(campaign.end_date).getTime() > now.getTime()) return null;
  return `The end date (${formatCampaignDay(campaign.end_date)}) has passed: pages expire as soon as they are published. Edit the campaign to move its end date.`;
}
