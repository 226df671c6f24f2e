/** What the first-run checklist reads, all from the account's real data (no stored "done" flags). */
export type OnboardingFacts = { brandProfile: boolean; frameworks: number; campaigns: number; launchedCampaigns: number; views: number };

export type OnboardingStep = { id: string; title: string; description: string; to: string; action: string; done: boolean };

/**
 * The first-run path, in order: brand profile, first framework, first campaign, first launch, first view. Each
 * step is done when the data says so, whatever order the user took.
 */
export function onboardingSteps(facts: OnboardingFacts): OnboardingStep[] {
  return [
    {
      id: "brand",
      title: "Fill in your brand profile",
      description: "Your company, mission and tagline: every page is written from them.",
      to: "/settings?section=brand",
      action: "Open brand profile",
      done: facts.brandProfile,
    },
    {
      id: "framework",
      title: "Create your first framework",
      description: "Start from a preset look and adjust colours, fonts and tone.",
      to: "/templates/frameworks/new",
      action: "New framework",
      done: facts.frameworks > 0,
    },
    {
      id: "campaign",
      title: "Create your first campaign",
      description: "Pick the framework and import your contacts from any CRM export.",
      to: "/campaigns/new",
      action: "Create campaign",
      done: facts.campaigns > 0,
    },
    {
      id: "launch",
      title: "Launch a campaign",
      description: "One personalized microsite per contact, each at its own link.",
      to: "/campaigns",
      action: "Go to campaigns",
      done: facts.launchedCampaigns > 0,
    },
    {
      id: "view",
      title: "Get your first view",
      description: "Send a prospect their link; you see here when they open it.",
      to: "/campaigns",
      action: "Copy a link",
      done: facts.views > 0,
    },
  ];
}

/** The step to do next: the first one not done, or null when the checklist is complete. */
export const nextStep = (steps: OnboardingStep[]) => steps.find((s) => !s.done) ?? null;
