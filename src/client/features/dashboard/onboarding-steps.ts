import type { WorkspaceRole } from "@/shared/workspace";

/** What the first-run checklist reads, all from the account's real data (no stored "done" flags). */
export type OnboardingFacts = { brandProfile: boolean; frameworks: number; campaigns: number; launchedCampaigns: number; views: number };

export type OnboardingStep = { id: string; title: string; description: string; to: string; action: string; done: boolean };

/**
 * The first-run path, in order: brand profile, first framework, first campaign, first launch, first view. Each
 * step is done when the data says so, whatever order the user took.
 *
 * A member cannot save the team's brand profile or frameworks (admins change them), so a member's list never asks
 * them to: when the team already has them the steps are left out, and when it lacks one the step says to ask an
 * admin and leads to the page where the member can see what the team has.
 */
export function onboardingSteps(facts: OnboardingFacts, role: WorkspaceRole = "admin"): OnboardingStep[] {
  const member = role === "member";
  const brand: OnboardingStep = member
    ? {
        id: "brand",
        title: "Ask an admin for your team's brand profile",
        description: "Only admins fill in the brand profile every page is written from; yours is shared by the team.",
        to: "/settings?section=brand",
        action: "See brand profile",
        done: facts.brandProfile,
      }
    : {
        id: "brand",
        title: "Fill in your brand profile",
        description: "Your company, mission and tagline: every page is written from them.",
        to: "/settings?section=brand",
        action: "Open brand profile",
        done: facts.brandProfile,
      };
  const framework: OnboardingStep = member
    ? {
        id: "framework",
        title: "Ask an admin for your team's first framework",
        description: "Only admins create frameworks; your campaigns use the team's.",
        to: "/templates",
        action: "See frameworks",
        done: facts.frameworks > 0,
      }
    : {
        id: "framework",
        title: "Create your first framework",
        description: "Start from a preset look and adjust colours, fonts and tone.",
        to: "/templates/frameworks/new",
        action: "New framework",
        done: facts.frameworks > 0,
      };
  const steps: OnboardingStep[] = [
    brand,
    framework,
    {
      id: "campaign",
      title: "Create your first campaign",
      description: member
        ? "Pick your team's framework and import your contacts from any CRM export."
        : "Pick the framework and import your contacts from any CRM export.",
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
  // What the team already has is not a member's step to take.
  return member ? steps.filter((step) => !(step.done && (step === brand || step === framework))) : steps;
}

/** The step to do next: the first one not done, or null when the checklist is complete. */
export const nextStep = (steps: OnboardingStep[]) => steps.find((s) => !s.done) ?? null;
