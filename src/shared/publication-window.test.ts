import { describe, expect, it } from "vitest";
import { endOfDay, isScheduled, publicationWindow, scheduleLines, scheduledLaunchText, scheduledStart, startOfDay } from "./publication-window";

const NOW = new Date("2026-11-23T10:00:00Z");
const DAY = 86_400_000;

describe("publicationWindow (issue 15 item 10)", () => {
  it("goes live at once and expires after the expiration days when the campaign has no dates", () => {
    expect(publicationWindow({ startDate: null, endDate: null, expirationDays: 30 }, NOW)).toEqual({ publishAt: NOW, expiresAt: new Date(NOW.getTime() + 30 * DAY) });
  });

  it("waits for a start date still ahead, and counts the expiration days from it", () => {
    const window = publicationWindow({ startDate: "2026-12-01", endDate: null, expirationDays: 7 }, NOW);
    expect(window.publishAt.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(window.expiresAt.toISOString()).toBe("2026-12-08T00:00:00.000Z");
  });

  it("ignores a start date that has passed (today included)", () => {
    expect(publicationWindow({ startDate: "2026-11-23", endDate: null, expirationDays: 7 }, NOW).publishAt).toEqual(NOW);
    expect(publicationWindow({ startDate: "2026-01-01", endDate: null, expirationDays: 7 }, NOW).publishAt).toEqual(NOW);
  });

  it("never lets a page outlive the end of the end date", () => {
    const early = publicationWindow({ startDate: "2026-12-01", endDate: "2026-12-03", expirationDays: 30 }, NOW);
    expect(early.expiresAt.toISOString()).toBe("2026-12-04T00:00:00.000Z");
    const late = publicationWindow({ startDate: null, endDate: "2027-06-30", expirationDays: 14 }, NOW);
    expect(late.expiresAt).toEqual(new Date(NOW.getTime() + 14 * DAY));
  });

  it("knows start and end of a UTC day, and which pages are still scheduled", () => {
    expect(startOfDay("2026-12-01").toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(endOfDay("2026-12-31").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(scheduledStart("2026-11-24", NOW)?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(scheduledStart(null, NOW)).toBeNull();
    expect(isScheduled(new Date(NOW.getTime() + 1), NOW)).toBe(true);
    expect(isScheduled(NOW, NOW)).toBe(false);
    expect(isScheduled(null, NOW)).toBe(false);
  });

  it("explains the start and the expiry in words", () => {
    const lines = scheduleLines({ start_date: "2026-12-01", end_date: "2026-12-31", expiration_days: 30 }, NOW);
    expect(lines.start).toBe("Pages go live on Dec 1, 2026 at 00:00 UTC. They can be generated before, but nobody can open them until then.");
    expect(lines.expiry).toBe(
      "Each page expires 30 days after it goes live, and no later than the end of Dec 31, 2026 (the end date). Extending a page by 7 days can take it past the end date.",
    );
    expect(scheduleLines({ start_date: null, end_date: null, expiration_days: 7 }, NOW)).toEqual({
      start: "Pages go live as soon as they are generated.",
      expiry: "Each page expires 7 days after it goes live.",
    });
    expect(scheduledLaunchText("2026-12-01", NOW)).toBe("Scheduled to go live on Dec 1, 2026");
    expect(scheduledLaunchText("2026-11-01", NOW)).toBeNull();
  });
});

describe("scheduleLines under review", () => {
  it("says pages go live at an admin's approval when the rep's pages are held", () => {
    const campaign = { start_date: null, end_date: null, expiration_days: 30 };
    expect(scheduleLines({ ...campaign, requires_approval: true }).start).toBe("Pages go live once a workspace admin approves them (the framework asks for review).");
    expect(scheduleLines(campaign).start).toBe("Pages go live as soon as they are generated.");
  });
});
