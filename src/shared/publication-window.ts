/**
 * When a campaign's pages are served (issue 15 item 10), one rule for the publish step, the public pages and
 * the campaign view. Campaign dates are calendar days counted in UTC (as metric days are): a campaign starting
 * on 2026-12-01 goes live at 2026-12-01T00:00Z and one ending on 2026-12-31 is over at 2027-01-01T00:00Z.
 */

const DAY_MS = 86_400_000;

export type CampaignSchedule = { startDate: string | null; endDate: string | null; expirationDays: number };
export type PublicationWindow = { publishAt: Date; expiresAt: Date };

/** 00:00 UTC of a "YYYY-MM-DD" day. */
export const startOfDay = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** The first instant after a "YYYY-MM-DD" day (00:00 UTC of the next day). */
export const endOfDay = (isoDate: string): Date => new Date(startOfDay(isoDate).getTime() + DAY_MS);

/** The start of a start date still ahead of `now`, else null (the campaign may go live at once). */
export function scheduledStart(startDate: string | null | undefined, now: Date = new Date()): Date | null {
  if (!startDate) return null;
  const start = startOfDay(startDate);
  return start.getTime() > now.getTime() ? start : null;
}

/**
 * A page generated at `now` goes live at the campaign's start (or at once when that has passed) and expires
 * `expirationDays` later, but never after the end of the campaign's end date. Extending a page by hand
 * afterwards may take it past the end date: that is the rep's explicit choice.
 */
export function publicationWindow(schedule: CampaignSchedule, now: Date = new Date()): PublicationWindow {
  const publishAt = scheduledStart(schedule.startDate, now) ?? now;
  const afterDays = publishAt.getTime() + schedule.expirationDays * DAY_MS;
  const campaignEnd = schedule.endDate ? endOfDay(schedule.endDate).getTime() : Infinity;
  return { publishAt, expiresAt: new Date(Math.min(afterDays, campaignEnd)) };
}

/** A page published for a moment still ahead: stored, but not served (nor counted) before then. */
export const isScheduled = (publishedAt: Date | null, now: Date | number = Date.now()): boolean =>
  !!publishedAt && publishedAt.getTime() > (typeof now === "number" ? now : now.getTime());

const utcDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Dec 1, 2026" for a "YYYY-MM-DD" day, whatever the reader's time zone. */
export const formatCampaignDay = (isoDate: string): string => utcDay.format(startOfDay(isoDate));

/**
 * The campaign view's two lines: when pages go live and when they expire. `requires_approval`: the rep's pages wait
 * for a workspace admin's approval (issue 12), so they go live at approval, not when generated.
 */
export function scheduleLines(
  campaign: { start_date: string | null; end_date: string | null; expiration_days: number; requires_approval?: boolean },
  now: Date = new Date(),
) {
  const start = scheduledStart(campaign.start_date, now);
  const days = `${campaign.expiration_days} ${campaign.expiration_days === 1 ? "day" : "days"}`;
  return {
    start: start
      ? `Pages go live on ${formatCampaignDay(campaign.start_date!)} at 00:00 UTC. They can be generated before, but nobody can open them until then.`
      : campaign.requires_approval
        ? "Pages go live once a workspace admin approves them (the framework asks for review)."
        : "Pages go live as soon as they are generated.",
    expiry: campaign.end_date
      ? `Each page expires ${days} after it goes live, and no later than the end of ${formatCampaignDay(campaign.end_date)} (the end date). Extending a page by 7 days can take it past the end date.`
      : `Each page expires ${days} after it goes live.`,
  };
}

/** The launch panel's note for a campaign whose start date is ahead. */
export function scheduledLaunchText(startDate: string | null | undefined, now: Date = new Date()): string | null {
  return scheduledStart(startDate, now) ? `Scheduled to go live on ${formatCampaignDay(startDate!)}` : null;
}
