import type { Voice } from "./tones";

/** Words the angle templates fill in; all plain text. */
export type CopyContext = {
  first?: string;
  company?: string;
  brand: string;
  peers: string;
  pain: string;
  outcome: string;
  metric: string;
  moment: string;
  offering?: string;
};

type Template = (c: CopyContext) => string;

/**
 * What a campaign type is trying to do, as copy: the headline options per voice, the supporting line,
 * why the page exists, the default call to action, and the closing thought.
 */
export type CampaignAngle = {
  headlines: Record<Voice, Template[]>;
  subheadline: Template[];
  purpose: Template[];
  cta: string;
  closing: Template[];
};

const you = (c: CopyContext) => c.company ?? "your team";

/** The brand word when the user has no brand profile yet: reads as "our team", never "the our team team". */
export const NO_BRAND = "our team";
export const brandTeam = (brand: string) => (brand === NO_BRAND ? NO_BRAND : `the ${brand} team`);
/** "Acme's", but "Analytical Engines'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
const newRelease = (c: CopyContext) => (c.brand === NO_BRAND ? "our latest release" : `the new ${c.brand}`);

const ANGLES: Record<string, CampaignAngle> = {
  "sales outreach": {
    headlines: {
      formal: [(c) => `A clearer way for ${you(c)} to ${c.outcome}`, (c) => `${cap(c.brand)} for ${you(c)}: ${cap(c.outcome)}`],
      warm: [(c) => `${c.first ? `${c.first}, here's` : "Here's"} how ${you(c)} can ${c.outcome}`, (c) => `Made for ${you(c)}: ${c.outcome}, minus the hassle`],
      vivid: [(c) => `What if ${you(c)} could ${c.outcome}?`, (c) => `${cap(you(c))} deserves better than ${c.pain}`],
    },
    subheadline: [(c) => `${c.brand} helps ${c.peers} ${c.outcome} — without ${c.pain}.`, (c) => `How ${c.peers} move ${c.metric} in the right direction, and what it could mean for ${you(c)}.`],
    purpose: [(c) => `We noticed that ${c.peers} are dealing with ${c.pain}, ${c.moment}.`, (c) => `Most ${c.peers} we talk to mention ${c.pain} within the first five minutes.`],
    cta: "Book a call",
    closing: [(c) => `If improving ${c.metric} is on your list this quarter, a short conversation is the fastest way to see whether we are a fit.`],
  },
  "marketing campaign": {
    headlines: {
      formal: [(c) => `${cap(c.outcome)}: a short guide for ${you(c)}`, (c) => `How ${c.peers} ${c.outcome}`],
      warm: [(c) => `${c.first ? `${c.first}, here's` : "Here's"} how to ${c.outcome}`, (c) => `A better way to ${c.outcome} — made for ${you(c)}`],
      vivid: [(c) => `Leave ${c.pain} behind`, (c) => `The year ${you(c)} chose to ${c.outcome}`],
    },
    subheadline: [(c) => `Practical ideas from ${c.brand} for ${c.peers} who want to ${c.outcome}.`, (c) => `Everything ${you(c)} needs to tackle ${c.pain}, in one page.`],
    purpose: [(c) => `We put this page together for ${you(c)} because ${c.pain} keeps coming up among ${c.peers}.`, (c) => `${cap(c.moment)}, ${c.peers} are rethinking how they ${c.outcome}.`],
    cta: "Learn more",
    closing: [(c) => `Take what is useful here, and when you want to go deeper on ${c.metric}, we are one click away.`],
  },
  "product launch": {
    headlines: {
      formal: [(c) => `Introducing ${c.offering ?? newRelease(c)}, built to help ${you(c)} ${c.outcome}`, (c) => `New from ${c.brand}: a faster way to ${c.outcome}`],
      warm: [(c) => `${c.first ? `${c.first}, meet` : "Meet"} ${c.offering ?? newRelease(c)}`, (c) => `Something new for ${you(c)}`],
      vivid: [(c) => `${c.offering ?? cap(newRelease(c))} is here. ${cap(c.pain)} is not.`, (c) => `A new chapter for ${c.peers}`],
    },
    subheadline: [(c) => `Designed with ${c.peers} to ${c.outcome}, and available to ${you(c)} today.`, (c) => `Our latest release takes aim at ${c.pain}.`],
    purpose: [(c) => `We built this release after hearing the same thing from ${c.peers}: ${c.pain} has to go.`, (c) => `You are among the first we are sharing this with, ${c.moment}.`],
    cta: "Get started",
    closing: [(c) => `Early teams are already using it to improve ${c.metric}. We would love ${you(c)} to be next.`],
  },
  "event promotion": {
    headlines: {
      formal: [(c) => `Join ${c.brand} and ${c.peers} to talk about how to ${c.outcome}`, (c) => `An invitation for ${you(c)}`],
      warm: [(c) => `${c.first ? `${c.first}, save` : "Save"} a seat — we'd love to see you there`, (c) => `Come spend an afternoon with ${c.peers}`],
      vivid: [(c) => `One session that could change how ${you(c)} works`, (c) => `Be in the room where ${c.peers} ${c.outcome}`],
    },
    subheadline: [(c) => `Practical sessions on ${c.metric}, candid conversations with peers, and ideas you can use the next morning.`, (c) => `Hosted by ${c.brand} for ${c.peers}.`],
    purpose: [(c) => `We are bringing ${c.peers} together to compare notes on ${c.pain}.`, (c) => `Seats are limited, and we saved one with ${you(c)} in mind.`],
    cta: "Reserve my seat",
    closing: [(c) => `Bring your questions about ${c.metric} — the best conversations happen between sessions.`],
  },
  "event follow up": {
    headlines: {
      formal: [(c) => `Thank you for joining us${c.first ? `, ${c.first}` : ""}`, (c) => `Your follow-up from ${c.brand}`],
      warm: [(c) => `${c.first ? `${c.first}, it` : "It"} was great to connect!`, () => `Thanks for stopping by — here's what we promised`],
      vivid: [(c) => `The event ended. The momentum for ${you(c)} doesn't have to.`, () => `From conversation to results`],
    },
    subheadline: [(c) => `A recap of the ideas most relevant to ${you(c)}, and a simple next step.`, (c) => `Everything we discussed about ${c.pain}, in one place.`],
    purpose: [(c) => `Many of the conversations we had came back to ${c.pain}.`, (c) => `We promised to follow up with something specific to ${you(c)} — here it is.`],
    cta: "Continue the conversation",
    closing: [(c) => `If anything sparked an idea for ${you(c)}, let's pick it up while it is fresh.`],
  },
  retention: {
    headlines: {
      formal: [(c) => `Getting more from ${c.brand} at ${you(c)}`, (c) => `Your next steps with ${c.brand}`],
      warm: [(c) => `${c.first ? `${c.first}, thank` : "Thank"} you for being with us`, (c) => `A few ideas to make ${c.brand} work even harder for you`],
      vivid: [() => `You have built something great. Let's take it further.`, (c) => `The next level for ${you(c)}`],
    },
    subheadline: [(c) => `Tips and new capabilities picked for ${you(c)}, so you can keep improving ${c.metric}.`, (c) => `What ${c.peers} do next once the basics are running smoothly.`],
    purpose: [(c) => `Your team has come a long way, and there is more ${c.brand} can do to help you ${c.outcome}.`, (c) => `We looked at how ${c.peers} grow with us and picked what matters most for ${you(c)}.`],
    cta: "Talk to your account team",
    closing: [(c) => `We are here for the long run. Tell us what would make the next year a great one for ${you(c)}.`],
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function angleFor(campaignType: string): CampaignAngle {
  return ANGLES[campaignType.trim().toLowerCase()] ?? ANGLES["marketing campaign"];
}

export { cap };
