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
});
