import { describe, expect, it } from "vitest";
import { monthOverMonth, statCards } from "./dashboard-stats";

describe("monthOverMonth", () => {
  it("is a dash with nothing on either side", () => expect(monthOverMonth(0, 0)).toEqual({ change: "—", changeType: "neutral" }));
  it("counts new items when last month had none", () => expect(monthOverMonth(3, 0)).toEqual({ change: "+3", changeType: "positive" }));
  it("gives a signed percentage", () => {
    expect(monthOverMonth(15, 10)).toEqual({ change: "+50%", changeType: "positive" });
    expect(monthOverMonth(5, 10)).toEqual({ change: "-50%", changeType: "negative" });
    expect(monthOverMonth(10, 10)).toEqual({ change: "0%", changeType: "neutral" });
  });
});

describe("statCards", () => {
  const stats = {
    liveCampaigns: 2,
    microsites: 40,
    thisMonth: { microsites: 30, launched: 2 },
    lastMonth: { microsites: 10, launched: 0 },
    engagement: { conversionRate: 12.5, engagementScore: 48 },
    engagementThisMonth: { conversionRate: 15, engagementScore: 50 },
    engagementLastMonth: { conversionRate: 10, engagementScore: null },
    performance: { deliveryRate: 97.5, openRate: 40, clickThroughRate: null },
  };

  it("formats rates and compares months in points; a missing side is a dash (no 'vs last month')", () => {
    const cards = statCards(stats);
    expect(cards.conversionRate).toMatchObject({ value: "12.5%", change: "+5 pts", changeType: "positive" });
    expect(cards.engagementScore).toMatchObject({ value: 48, change: "—" });
    expect(cards.microsites).toMatchObject({ value: 40, change: "+200%" });
    expect(cards.liveCampaigns).toMatchObject({ value: 2, change: "+2" });
    expect(cards.performance).toEqual({ deliveryRate: "97.5%", openRate: "40.0%", clickThroughRate: "—" });
  });

  it("shows dashes before the data arrives", () => {
    const cards = statCards(undefined);
    expect(cards.conversionRate.value).toBe("—");
    expect(cards.engagementScore.value).toBe("—");
    expect(cards.performance.deliveryRate).toBe("—");
  });
});
