import { describe, expect, it } from "vitest";
import { nextStep, onboardingSteps, type OnboardingFacts } from "./onboarding-steps";

const none: OnboardingFacts = { brandProfile: false, frameworks: 0, campaigns: 0, launchedCampaigns: 0, views: 0 };

describe("onboardingSteps", () => {
  it("starts with nothing done and the brand profile next", () => {
    const steps = onboardingSteps(none);
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ["brand", false],
      ["framework", false],
      ["campaign", false],
      ["launch", false],
      ["view", false],
    ]);
    expect(nextStep(steps)?.to).toBe("/settings?section=brand");
  });

  it("marks each step from the data, in whatever order it happened", () => {
    const steps = onboardingSteps({ ...none, frameworks: 2, campaigns: 1 });
    expect(steps.filter((s) => s.done).map((s) => s.id)).toEqual(["framework", "campaign"]);
    expect(nextStep(steps)?.id).toBe("brand");
  });

  it("is complete once a prospect viewed a page", () => {
    expect(nextStep(onboardingSteps({ brandProfile: true, frameworks: 1, campaigns: 1, launchedCampaigns: 1, views: 1 }))).toBeNull();
  });

  it("never asks a member to create a framework or fill in the brand profile: members cannot save them", () => {
    const steps = onboardingSteps(none, "member");
    expect(steps.map((s) => s.id)).toEqual(["brand", "framework", "campaign", "launch", "view"]);
    const framework = steps.find((s) => s.id === "framework")!;
    expect(framework).toMatchObject({ title: "Ask an admin for your team's first framework", to: "/templates", action: "See frameworks" });
    expect(steps.some((s) => s.to === "/templates/frameworks/new" || /^(Create|Fill in) your (first framework|brand profile)/.test(s.title))).toBe(false);
  });

  it("leaves out what the member's team already has, and the campaign step uses the team's framework", () => {
    const steps = onboardingSteps({ ...none, brandProfile: true, frameworks: 3 }, "member");
    expect(steps.map((s) => s.id)).toEqual(["campaign", "launch", "view"]);
    expect(nextStep(steps)?.description).toBe("Pick your team's framework and import your contacts from any CRM export.");
  });

  it("keeps an admin's steps as they were", () => {
    expect(onboardingSteps(none, "admin").find((s) => s.id === "framework")).toMatchObject({ title: "Create your first framework", to: "/templates/frameworks/new" });
  });
});
