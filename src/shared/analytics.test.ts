import { describe, expect, it } from "vitest";
import {
  averageSessionSeconds,
  clickConversionRate,
  clickThroughRate,
  conversionRate,
  datesBetween,
  engagementScore,
  formatDuration,
  formatPercent,
  formatRatio,
  isAnalyticsPeriod,
  percentOf,
  periodRange,
  pointChange,
  rates,
  METRIC_DEFINITIONS,
} from "./analytics";

describe("the dashboard's rates have distinct definitions (issue 15 item 13)", () => {
  it("gives four different figures for one set of counts", () => {
    // 10 contacts launched, 8 pages published, 4 of them opened by 4 prospects who viewed 20 times in all,
    // 3 of those prospects clicked the call-to-action, 5 clicks in all.
    const figures = rates({ launchedContacts: 10, publishedPages: 8, openedPages: 4, views: 20, clicks: 5, viewingProspects: 4, convertedProspects: 3 });
    expect(figures).toEqual({ deliveryRate: 80, openRate: 50, clickThroughRate: 25, conversionRate: 75 });
  });

  it("counts conversion on prospects, not on page views: a prospect who views four times and clicks once converted", () => {
    const figures = rates({ launchedContacts: 1, publishedPages: 1, openedPages: 1, views: 4, clicks: 1, viewingProspects: 1, convertedProspects: 1 });
    expect(figures.clickThroughRate).toBe(25);
    expect(figures.conversionRate).toBe(100);
  });

  it("says nothing was emailed, and shows a dash rather than 0% without data", () => {
    expect(rates({ launchedContacts: 0, publishedPages: 0, openedPages: 0, views: 0, clicks: 0, viewingProspects: 0, convertedProspects: 0 })).toEqual({
      deliveryRate: null,
      openRate: null,
      clickThroughRate: null,
      conversionRate: null,
    });
    expect(METRIC_DEFINITIONS.deliveryRate).toContain("microsites published ÷ contacts launched");
    expect(METRIC_DEFINITIONS.deliveryRate).toContain("Nothing is emailed");
    expect(METRIC_DEFINITIONS.openRate).toContain("opened by a person at least once ÷ microsites published");
    expect(METRIC_DEFINITIONS.clickThroughRate).toContain("clicks ÷ page views");
    expect(METRIC_DEFINITIONS.conversionRate).toContain("prospects who clicked the call-to-action ÷ prospects who viewed their microsite");
    expect(new Set(Object.values(METRIC_DEFINITIONS)).size).toBe(5);
  });
});

describe("formulas (spec 9)", () => {
  it("conversion rate = converted prospects / viewing prospects x 100 to one decimal, half up", () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(1, 16)).toBe(6.3); // 6.25 rounds up, not down by float error
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(3, 0)).toBeNull();
  });

  it("CTR = clicks / views and CVR = conversions / clicks, as ratios", () => {
    expect(clickThroughRate(1, 4)).toBe(0.25);
    expect(clickThroughRate(1, 0)).toBeNull();
    expect(clickConversionRate(3, 4)).toBe(0.75);
    expect(clickConversionRate(0, 0)).toBeNull();
    expect(formatRatio(clickThroughRate(1, 3))).toBe("33.3%");
    expect(formatRatio(null)).toBe("—");
  });

  it("average session duration is whole seconds", () => {
    expect(averageSessionSeconds(10, 3)).toBe(3);
    expect(averageSessionSeconds(11, 2)).toBe(6); // 5.5 rounds up
    expect(averageSessionSeconds(0, 0)).toBeNull();
    expect(formatDuration(75)).toBe("1m 15s");
    expect(formatDuration(42)).toBe("42s");
    expect(formatDuration(120)).toBe("2m");
    expect(formatDuration(null)).toBe("—");
  });

  it("percentages show one decimal or a dash", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(formatPercent(12)).toBe("12.0%");
    expect(formatPercent(null)).toBe("—");
  });

  it("engagement score weighs reach 40, action 40, attention 20", () => {
    expect(engagementScore({ published: 0, viewed: 0, clicked: 0, avgSessionSeconds: null })).toBeNull();
    expect(engagementScore({ published: 10, viewed: 0, clicked: 0, avgSessionSeconds: null })).toBe(0);
    expect(engagementScore({ published: 10, viewed: 10, clicked: 10, avgSessionSeconds: 60 })).toBe(100);
    // reach 5/10 -> 20, action 1/5 -> 8, attention 30/60 -> 10
    expect(engagementScore({ published: 10, viewed: 5, clicked: 1, avgSessionSeconds: 30 })).toBe(38);
    // attention is capped at a minute
    expect(engagementScore({ published: 1, viewed: 1, clicked: 0, avgSessionSeconds: 600 })).toBe(60);
  });

  it("point changes for rates", () => {
    expect(pointChange(12.5, 10)).toEqual({ change: "+2.5 pts", changeType: "positive" });
    expect(pointChange(8, 10)).toEqual({ change: "-2 pts", changeType: "negative" });
    expect(pointChange(10, 10)).toEqual({ change: "0 pts", changeType: "neutral" });
    expect(pointChange(null, 10)).toEqual({ change: "—", changeType: "neutral" });
  });
});

describe("period boundaries", () => {
  const now = new Date("2026-03-10T23:59:59.999Z");

  it("7d is today and the six days before, in UTC days", () => {
    expect(periodRange("7d", now)).toMatchObject({ days: 7, start: "2026-03-04", end: "2026-03-10", previousStart: "2026-02-25", previousEnd: "2026-03-03" });
    expect(datesBetween("2026-03-04", "2026-03-10")).toHaveLength(7);
  });

  it("30d, 90d and 1y (365 days) cross month and leap-year ends", () => {
    expect(periodRange("30d", now)).toMatchObject({ start: "2026-02-09", end: "2026-03-10" });
    expect(periodRange("90d", now)).toMatchObject({ start: "2025-12-11", end: "2026-03-10" });
    expect(periodRange("1y", new Date("2024-03-01T00:00:00Z"))).toMatchObject({ start: "2023-03-03", end: "2024-03-01" });
    expect(datesBetween(periodRange("1y", now).start, periodRange("1y", now).end)).toHaveLength(365);
  });

  it("a period starts on the UTC day, whatever the time of day", () => {
    expect(periodRange("7d", new Date("2026-03-10T00:00:00.000Z")).start).toBe("2026-03-04");
  });

  it("knows the four periods only", () => {
    expect(["7d", "30d", "90d", "1y"].every(isAnalyticsPeriod)).toBe(true);
    expect(isAnalyticsPeriod("14d")).toBe(false);
    expect(isAnalyticsPeriod("toString")).toBe(false);
  });
});
