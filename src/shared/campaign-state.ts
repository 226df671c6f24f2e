import { CAMPAIGN_STATUSES, type CampaignStatus } from "./constants";
import type { MicrositeStatus } from "./microsite-status";
import { ACTIVE_RUN_STATUSES, type StoredRunStatus } from "./run-status";

/**
 * Issue 23 item 9: what a campaign's pages are, counted once on the server and read by the campaign view, the
 * campaign list and the launch status answer, so no two places disagree.
 */
export type CampaignPageCounts = {
  /** Contacts in the campaign: one page each once launched. */
  contacts: number;
  /** Published and online (status `completed`). */
  live: number;
  /** Published once, since expired. */
  expired: number;
  /** Written, held for an admin's review. */
  awaiting_approval: number;
  /** Written, turned down by an admin. */
  rejected: number;
  /** Generation failed for good (status `error`, not held): "Retry failed" writes them again. */
  failed: number;
  /**
   * Held by the quality checks with their draft kept (status `error` too, issue 24 item 4): not a failure, their way
   * out is an edit of the copy or an admin's "Publish anyway".
   */
  held: number;
  /** Not written yet: pending pages and contacts without a page. */
  pending: number;
  /** Written, whatever became of them since: live + expired + awaiting approval + rejected. */
  generated: number;
  /** Written or failed. */
  processed: number;
};

/** The campaign's latest launch run, as its status answer names it. */
export type CampaignRunState = { id: string; status: StoredRunStatus; error: string | null } | null;

/**
 * The campaign's badge. The stored statuses of spec 4 (draft, paused, completed by Stop, expired) show as they are; a
 * launched (`live`) campaign is "Live" only once a page is live, else it says what its pages wait for.
 */
export const CAMPAIGN_DISPLAY_STATES = [...CAMPAIGN_STATUSES, "generating", "awaiting_approval", "not_live"] as const;
export type CampaignDisplayState = (typeof CAMPAIGN_DISPLAY_STATES)[number];

export const CAMPAIGN_DISPLAY_LABELS: Record<CampaignDisplayState, string> = {
  draft: "Draft",
  live: "Live",
  paused: "Paused",
  completed: "Completed",
  expired: "Expired",
  generating: "Generating",
  awaiting_approval: "Awaiting approval",
  not_live: "Not live",
};

export type CampaignState = { display: CampaignDisplayState; counts: CampaignPageCounts; run: CampaignRunState };

/** A run still handing out work; no run (`null`: never launched) is not open. */
export const isOpenRunStatus = (status: StoredRunStatus | null | undefined) =>
  status != null && (ACTIVE_RUN_STATUSES as readonly StoredRunStatus[]).includes(status);

export function campaignDisplayState(status: CampaignStatus, counts: CampaignPageCounts, run: CampaignRunState): CampaignDisplayState {
  if (status !== "live") return status;
  if (counts.live > 0) return "live";
  if (isOpenRunStatus(run?.status)) return "generating";
  if (counts.awaiting_approval > 0) return "awaiting_approval";
  return "not_live";
}

/**
 * Counts from a campaign's contacts and how many of its pages hold each status (legacy values already folded);
 * `held` of the `error` pages are held by the quality checks.
 */
export function pageCounts(contacts: number, byStatus: Partial<Record<MicrositeStatus, number>>, held = 0): CampaignPageCounts {
  const n = (s: MicrositeStatus) => byStatus[s] ?? 0;
  const pages = Object.values(byStatus).reduce<number>((sum, c) => sum + (c ?? 0), 0);
  const generated = n("completed") + n("expired") + n("awaiting_approval") + n("rejected");
  return {
    contacts,
    live: n("completed"),
    expired: n("expired"),
    awaiting_approval: n("awaiting_approval"),
    rejected: n("rejected"),
    failed: Math.max(0, n("error") - held),
    held: Math.min(held, n("error")),
    pending: n("pending") + Math.max(0, contacts - pages),
    generated,
    processed: generated + n("error"),
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * One line for the counts: "23 of 24 generated · 0 live · 3 awaiting approval · 1 held · 1 failed" (zero parts after
 * "live" are left out; "live" is always said once something was generated).
 */
export function pageCountsText(c: CampaignPageCounts): string {
  const parts = [`${c.generated.toLocaleString("en-US")} of ${count(c.contacts, "page")} generated`];
  if (c.generated > 0) parts.push(`${c.live.toLocaleString("en-US")} live`);
  if (c.awaiting_approval > 0) parts.push(`${c.awaiting_approval.toLocaleString("en-US")} awaiting approval`);
  if (c.rejected > 0) parts.push(`${c.rejected.toLocaleString("en-US")} rejected`);
  if (c.expired > 0) parts.push(`${c.expired.toLocaleString("en-US")} expired`);
  if (c.held > 0) parts.push(`${c.held.toLocaleString("en-US")} held`);
  if (c.failed > 0) parts.push(`${c.failed.toLocaleString("en-US")} failed`);
  return parts.join(" · ");
}

/** Percent of the contacts whose page was written (the view's progress overview and top bar). */
export const generatedPercent = (c: CampaignPageCounts) => (c.contacts > 0 ? Math.min(100, Math.round((c.generated / c.contacts) * 100)) : 0);
