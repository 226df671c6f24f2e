import { CAMPAIGN_TYPES } from "@/shared/constants";
import { cap, possessive } from "./grammar";
import type { IndustryGroup } from "./industries";
import type { AssertedNoteKind, ConcernKey, NoteReading } from "./notes";
import type { RoleProfile } from "./roles";
import type { Topic } from "./topics";

/**
 * Every sentence the built-in writer can print, as templates over a few slots. Slot values are plain words from
 * the tables (industry framing, role, topic) or names as given (never re-cased); templates are written so each
 * slot is used where its number and article are known. The grammar test enumerates every template against every
 * value of the slots it reads.
 */
export type Slots = {
  role: RoleProfile;
  industry: IndustryGroup;
  topic: Topic;
  /** One of the topic's gains, a verb phrase after "to". */
  gain: string;
  company: string | null;
  first: string | null;
  brand: string | null;
  offering: string | null;
  note: NoteReading;
};

export type Phrase = (s: Slots) => string;
export type Voice = "formal" | "warm" | "vivid";
export const VOICES: readonly Voice[] = ["formal", "warm", "vivid"];
export type CampaignKey = (typeof CAMPAIGN_TYPES)[number];

// Without a company name: "your organisation", true of a credit union, a hospital, a school or an agency alike.
const co = (s: Slots) => s.company ?? "your organisation";
const Co = (s: Slots) => s.company ?? "Your organisation";
const coPoss = (s: Slots) => (s.company ? possessive(s.company) : "your");
const brand = (s: Slots) => s.brand ?? "our team";
const brandHelps = (s: Slots) => (s.brand ? `${s.brand} helps` : "We help");
const release = (s: Slots) => s.offering ?? "our latest release";
const at = (s: Slots) => (s.company ? ` at ${s.company}` : "");
/** "a hospitality group like Orbit Hotels", or just the company when the industry is unknown. */
const forOrg = (s: Slots) => (s.industry.key === "neutral" ? co(s) : s.company ? `${s.industry.orgOne} like ${s.company}` : s.industry.orgOne);
const firstComma = (s: Slots, rest: string, alone: string) => (s.first ? `${s.first}, ${rest}` : alone);

export const HEADLINES: Record<CampaignKey, Record<Voice, Phrase[]>> = {
  "sales outreach": {
    formal: [
      (s) => `A clearer way for ${co(s)} to ${s.gain}`,
      (s) => `How ${co(s)} could ${s.gain}`,
      (s) => `${cap(s.topic.area)}${at(s)}, without the manual work`,
      (s) => `For ${co(s)}: a way to ${s.gain}`,
    ],
    warm: [
      (s) => firstComma(s, `here's how ${co(s)} could ${s.gain}`, `Here's how ${co(s)} could ${s.gain}`),
      (s) => `Helping ${co(s)} ${s.gain}`,
      (s) => `An easier way for ${co(s)} to ${s.gain}`,
      (s) => firstComma(s, `let's help ${co(s)} ${s.gain}`, `Let's help ${co(s)} ${s.gain}`),
    ],
    vivid: [
      (s) => `What if ${co(s)} could ${s.gain}?`,
      (s) => `It is time for ${co(s)} to ${s.gain}`,
      (s) => firstComma(s, `ready to ${s.gain}?`, `Ready to ${s.gain}?`),
      (s) => `${Co(s)}, meet a faster way to ${s.gain}`,
    ],
  },
  "marketing campaign": {
    formal: [(s) => `A practical guide to ${s.topic.area} for ${s.industry.orgMany}`, (s) => `How ${s.industry.orgMany} can ${s.gain}`],
    warm: [(s) => firstComma(s, `here's how to ${s.gain}`, `Here's how ${co(s)} could ${s.gain}`), (s) => `A better way to ${s.gain}, made for ${co(s)}`],
    vivid: [(s) => `The year ${co(s)} could ${s.gain}`, (s) => firstComma(s, `ready to ${s.gain}?`, `${Co(s)}, ready to ${s.gain}?`)],
  },
  "product launch": {
    formal: [(s) => `Introducing ${release(s)}, for ${forOrg(s)}`, (s) => `New from ${s.brand ?? "us"}, for ${s.role.team}${at(s)}`],
    warm: [(s) => firstComma(s, `meet ${release(s)}`, `${Co(s)}, meet ${release(s)}`), (s) => `Something new for ${co(s)}`],
    vivid: [(s) => `${s.offering ?? "Our latest release"} is here, ${s.first ?? s.company ?? "and it is for you"}`, (s) => `A new way for ${co(s)} to ${s.gain}`],
  },
  "event promotion": {
    formal: [(s) => `An invitation for ${co(s)}`, (s) => `Join us to talk about ${s.topic.area}, ${s.first ?? "with your team"}`],
    warm: [(s) => firstComma(s, "you're invited", `You're invited, ${s.role.team}${at(s)}`), (s) => `Come talk about ${s.topic.area}${s.first ? `, ${s.first}` : at(s)}`],
    vivid: [(s) => `A better approach to ${s.topic.area}, for ${co(s)}`, (s) => `A session worth ${coPoss(s)} time`],
  },
  "event follow up": {
    formal: [(s) => (s.first ? `Thank you for joining us, ${s.first}` : `Thank you for joining us, ${s.role.team}${at(s)}`), (s) => `Your follow-up from ${brand(s)}, for ${co(s)}`],
    warm: [(s) => firstComma(s, "it was great to connect", `It was great to connect with ${co(s)}`), (s) => `A closer look at ${s.topic.area}, for ${co(s)}`],
    vivid: [(s) => `From conversation to a plan for ${co(s)}`, (s) => `The event is over. The next step for ${co(s)} is just beginning.`],
  },
  retention: {
    formal: [(s) => `Getting more from ${s.brand ?? "our work together"}${at(s)}`, (s) => `Next steps with ${s.brand ?? "us"}, for ${co(s)}`],
    warm: [(s) => firstComma(s, "thank you for being with us", "Thank you for being with us"), (s) => `A few ideas for ${co(s)}`],
    vivid: [(s) => `The next level for ${co(s)}`, (s) => `More from what ${co(s)} already has`],
  },
};

/**
 * Headlines of any campaign type and voice, each a different sentence structure: picked alongside the type's own, so
 * that twelve contacts of one campaign rarely share one. Several read no topic (an offering the topics do not know).
 */
export const COMMON_HEADLINES: Phrase[] = [
  (s) => (s.offering ? `${s.offering}, with ${co(s)} in mind` : `An idea, with ${co(s)} in mind`),
  (s) => `A note for ${s.role.team}${at(s)}`,
  (s) => `${cap(s.topic.area)}${at(s)}: a closer look`,
  (s) => `For ${s.role.team}${at(s)}: a way to ${s.gain}`,
  (s) => (s.offering ? `What ${s.offering} could do for ${co(s)}` : `What we could do for ${co(s)}`),
  (s) => `A way to ${s.gain}, for ${forOrg(s)}`,
  (s) => `The case for ${s.offering ?? "a change"}${at(s)}`,
  (s) => (s.first ? `${s.first}: an idea for ${s.role.team}` : `An idea for ${s.role.team}${at(s)}`),
  (s) => `Could ${co(s)} ${s.gain}?`,
  (s) => (s.offering ? `Where ${s.offering} would fit${at(s)}` : `Where we would fit${at(s)}`),
  (s) => `${cap(s.topic.area)}, seen from ${s.role.team}`,
  (s) => (s.first ? `${s.first}, a few minutes on ${s.topic.area}` : `A few minutes on ${s.topic.area}`),
  // Not "Written for …": a subheadline says that, and the two would repeat each other.
  (s) => (s.brand ? `${s.brand} and ${co(s)}` : `A page for ${co(s)}`),
  (s) => `One page on ${s.offering ?? s.topic.area}, for ${s.role.team}${at(s)}`,
];

export const SUBHEADLINES: Record<CampaignKey, Phrase[]> = {
  "sales outreach": [
    (s) => `${brandHelps(s)} ${s.industry.orgMany} ${s.gain}.`,
    (s) => `A short page for ${s.role.team}${at(s)} about ${s.topic.area}.`,
    (s) => `What ${s.topic.area} could look like${at(s)}, in a few minutes of reading.`,
    (s) => `Written for ${s.role.team}${at(s)}, with ${s.role.concerns} in mind.`,
    (s) => `How ${s.brand ?? "we"} would approach ${s.topic.area}${at(s)}.`,
  ],
  "marketing campaign": [(s) => `Practical ideas for ${s.industry.orgMany} that want to ${s.gain}.`, (s) => `Everything ${s.role.team} needs on ${s.topic.area}, in one page.`],
  "product launch": [(s) => `Built to help ${s.industry.orgMany} ${s.gain}, and available to ${co(s)} today.`, (s) => `Our newest release takes aim at ${s.topic.area}.`],
  "event promotion": [(s) => `An invitation to talk about ${s.topic.area} with ${brand(s)}.`, (s) => `From ${brand(s)}, for ${s.role.leaders} at ${s.industry.orgMany}.`],
  "event follow up": [(s) => `A recap of what matters most for ${co(s)}, and one simple next step.`, (s) => `Everything we discussed about ${s.topic.area}, in one place.`],
  retention: [(s) => `Ideas picked for ${co(s)} to keep improving ${s.topic.area}.`, (s) => `What ${s.industry.orgMany} do next once the basics run smoothly.`],
};

/** Subheadlines of any type: what the page is, in different shapes. */
export const COMMON_SUBHEADLINES: Phrase[] = [
  (s) => (s.offering ? `What ${s.offering} does, who it helped, and how a start would look${at(s)}.` : `What we do, who it helped, and how a start would look${at(s)}.`),
  (s) => `Prepared for ${s.role.team}${at(s)}: short sections you can read in any order.`,
  (s) => `Put together with ${s.role.concerns} in mind.`,
  (s) => (s.brand ? `From ${s.brand}, for ${forOrg(s)}.` : `Written for ${forOrg(s)}.`),
  (s) => `A few minutes on ${s.topic.area}, with ${co(s)} in mind.`,
];

export const GREETINGS: Record<Voice, Phrase[]> = {
  formal: [(s) => (s.first ? `${s.first}, thank you for taking a look.` : "Thank you for taking a look."), (s) => (s.first ? `Thank you for your time, ${s.first}.` : "Thank you for your time.")],
  warm: [(s) => (s.first ? `Hi ${s.first}, thanks for stopping by.` : "Hi there, thanks for stopping by."), (s) => (s.first ? `Hello ${s.first}, good to have you here.` : "Hello, good to have you here.")],
  vivid: [(s) => (s.first ? `${s.first}, this one was written for you.` : "This one was written for you."), (s) => (s.first ? `${s.first}, here is something worth a minute.` : "Here is something worth a minute.")],
};

/**
 * One first-person sentence per note kind a page may assert (notes.ts); every other note prints nothing. A referral
 * always has its referrer's name; an event may have none ("It was good to meet you.").
 */
export const NOTE_SENTENCES: Record<AssertedNoteKind, Phrase[]> = {
  // The fallbacks keep the enumeration's every-slot check whole; a referral is only read with its referrer's name.
  referral: [(s) => `${s.note.name || "A colleague of yours"} suggested I reach out.`, (s) => `${s.note.name || "A mutual contact"} thought we should talk.`],
  event: [(s) => (s.note.name ? `Great to meet you at ${s.note.name}.` : "It was good to meet you."), (s) => (s.note.name ? `It was good to meet you at ${s.note.name}.` : "Good to have met you.")],
  funding: [() => "Congratulations on the funding round.", () => "Congratulations on the new funding."],
  hiring: [(s) => (s.company ? `I noticed ${s.company} is growing the team.` : "I noticed your team is growing."), () => "I saw that you are hiring."],
  renewal: [() => "With a renewal coming up, the timing seemed right to share this.", () => "With a renewal on the horizon, this felt like a good moment to write."],
};

/** What the page leads with when the note names a concern: a noun phrase after "starts with". */
export const CONCERN_PHRASES: Record<ConcernKey, string> = {
  integration: "keeping your systems in sync",
  approvals: "approvals that keep moving",
  close: "the month-end close",
  cost: "what it costs and what it saves",
  manual: "taking out manual work",
  audit: "control and a clean audit trail",
  speed: "speed",
  growth: "room to grow",
};
export const CONCERN_LINES: Phrase[] = [
  (s) => (s.note.concern ? `This page starts with ${CONCERN_PHRASES[s.note.concern]}.` : ""),
  (s) => (s.note.concern ? `First on this page: ${CONCERN_PHRASES[s.note.concern]}.` : ""),
];

export const ROLE_LINES: Phrase[] = [
  (s) => `Most ${s.role.leaders} we speak with at ${s.industry.orgMany} weigh a change like this on ${s.role.concerns}.`,
  (s) => `This page looks at ${s.topic.area} from where ${s.role.team} sits: ${s.role.concerns}.`,
  (s) => `We kept the focus on what matters to ${s.role.team}: ${s.role.concerns}.`,
];

export const BRIDGES: Record<Voice, Phrase[]> = {
  formal: [() => "The details follow below.", () => "Below is a short overview prepared for you.", () => "Here is what that could look like in practice."],
  warm: [() => "Here's the short version.", () => "It only takes a minute to read.", () => "We kept it short."],
  vivid: [() => "Here's what becomes possible.", () => "Picture the difference.", () => "Read on."],
};

export const PROBLEM_HEADINGS: Phrase[] = [
  (s) => `Where the time goes in ${s.topic.area}`,
  (s) => `Why it pays to look again at ${s.topic.area}${at(s)}`,
  (s) => `The hidden cost in ${s.topic.area}`,
  (s) => `What slows ${s.topic.area} down`,
];

// Said of organisations in general, never as a fact about the prospect (nobody told us how they work today).
export const PROBLEM_OPENERS: Phrase[] = [
  (s) => `At many ${s.industry.orgMany}, the work of ${s.topic.area} still runs through inboxes and spreadsheets.`,
  (s) => `In many organisations, tools that were never meant to work together share the work of ${s.topic.area}.`,
  (s) => `In ${s.topic.area}, every step tends to wait on the one before.`,
  (s) => `Getting ${s.topic.area} right often depends on people remembering the next step.`,
];

/** The first block for an offering no topic knows: about the offering itself, in the sender's own description. */
export const OWN_PROBLEM_HEADINGS: Phrase[] = [
  (s) => (s.offering ? `Why ${s.offering}` : s.brand ? `Why ${s.brand}` : "Why we wrote"),
  (s) => (s.offering ? `What ${s.offering} is for` : "What we do"),
  (s) => (s.offering ? `${s.offering}, in short` : "In short"),
];

export const PROBLEM_FOLLOWUPS: Phrase[] = [
  (s) => `That is the part ${s.offering ?? s.brand ?? "our work"} is built to take off ${coPoss(s)} plate.`,
  (s) => `That is where we would start with ${co(s)}.`,
  () => "None of it is dramatic on its own, but together it adds up.",
];

/** Over a stat row: other customers' own results, never what the prospect can expect. */
export const OUTCOME_HEADINGS_WITH_FIGURES: Phrase[] = [
  () => "Results customers reported",
  (s) => (s.brand ? `What ${s.brand} customers measured` : "What our customers measured"),
  () => "In our customers' own numbers",
];
export const OUTCOME_HEADINGS: Phrase[] = [(s) => `What could change for ${co(s)}`, () => "The difference in practice", (s) => `What ${s.offering ?? "this"} is built to change`];

export const OUTCOME_INTROS_WITH_FIGURES: Phrase[] = [
  (s) => (s.brand ? `Figures from ${s.brand} customers, as they reported them.` : "Figures from our customers, as they reported them."),
  () => "Measured by the teams who use it, not forecast by us.",
  () => "Each figure is one customer's own result, named beside it.",
];
export const OUTCOME_INTROS: Phrase[] = [
  (s) => `In short, the aim is to help ${co(s)} ${s.gain}.`,
  (s) => `Seen from ${s.role.team}, it comes down to ${s.role.concerns}.`,
  (s) => `The goal for ${co(s)}: ${s.role.concerns}.`,
];

export const STEPS_HEADINGS: Phrase[] = [() => "How it works", (s) => `How we would start with ${co(s)}`, () => "What the first weeks look like"];

export const FIRST_STEPS: Phrase[] = [
  (s) => `We learn how ${s.topic.area} works${at(s)} today and what ${s.role.team} needs from it.`,
  (s) => `We talk through ${coPoss(s)} priorities first, so nothing we suggest is generic.`,
];
export const FIRST_STEP_TITLES: Phrase[] = [() => "A short call", () => "Start with a conversation"];

/** The middle step speaks to the role: numbers for finance, security for IT, a pilot for operations. */
export const ROLE_STEPS: Record<string, Array<{ title: Phrase; body: Phrase }>> = {
  finance: [{ title: () => "A look at the numbers", body: (s) => `We map where time and money go today, so the case for change is ${coPoss(s)} own, not ours.` }],
  it: [{ title: () => "Security and integration review", body: () => "Your IT team sees how it connects to the systems you already run and how data is protected." }],
  operations: [{ title: () => "A pilot on real work", body: (s) => `We start with one team, so ${s.role.team} sees results before anything is rolled out widely.` }],
  sales: [{ title: () => "A plan around your customers", body: () => "We agree what must not change for your customers, then build around it." }],
  marketing: [{ title: () => "A plan that fits your brand", body: () => "We agree what success looks like and how you will report on it." }],
  executive: [{ title: () => "A clear business case", body: (s) => `We agree the outcome that would make this worth it for ${co(s)}, and how to measure it.` }],
  unknown: [{ title: () => "A tailored plan", body: (s) => `We shape the plan around ${coPoss(s)} priorities and the way your team already works.` }],
};
export const LAST_STEPS: Phrase[] = [(s) => `We extend it across ${s.industry.across} only when the results hold up.`, () => "You roll it out at your own pace, with our team alongside."];
export const LAST_STEP_TITLES: Phrase[] = [() => "Roll out at your pace", () => "Grow from there"];

export const PROOF_HEADINGS: Phrase[] = [
  (s) => `How teams like yours use ${s.brand ?? "us"}`,
  () => "Customer stories",
  (s) => (s.brand ? `What ${s.brand} customers say` : "What our customers say"),
];

export const FAQ_HEADINGS: Phrase[] = [() => "Questions we often hear", (s) => `Questions ${s.role.leaders} usually ask`, () => "Before you ask"];

export const OFFER_HEADINGS: Phrase[] = [(s) => `Where we would start with ${co(s)}`, (s) => `The right fit for ${co(s)}`, (s) => `${s.offering ?? "Our offer"}, for ${co(s)}`];
export const OFFER_BODIES: Phrase[] = [
  (s) => `For ${forOrg(s)}, we would start with ${release(s)}: it speaks most directly to ${s.topic.area}, and to ${s.role.concerns}.`,
  (s) => `${s.offering ?? "Our offer"} is where ${co(s)} would see the difference first.`,
  (s) => `Of everything ${s.brand ?? "we"} ${s.brand ? "offers" : "offer"}, ${release(s)} fits ${coPoss(s)} situation best.`,
  (s) => `We picked ${release(s)} for ${co(s)} because it goes straight at ${s.topic.area}.`,
];

export const TEXT_BODIES: Phrase[] = [
  (s) => `We would shape this part around ${co(s)} on a short call, starting from ${s.role.concerns}.`,
  (s) => `Tell us what matters most to ${s.role.team}, and we will cover it here in detail.`,
];

export const CLOSING_HEADINGS: Record<CampaignKey, Record<Voice, Phrase[]>> = {
  "sales outreach": {
    formal: [(s) => (s.offering ? `Let's see whether ${s.offering} fits ${co(s)}.` : `Let's see whether we are a fit for ${co(s)}.`), () => "A short conversation is the quickest way to know."],
    warm: [() => "Let's find out if we're a fit.", (s) => `Happy to show you how it would work${at(s)}.`],
    vivid: [(s) => `Ready when ${co(s)} is.`, () => "Your next step takes one conversation."],
  },
  "marketing campaign": {
    formal: [(s) => `Want to go deeper on ${s.topic.area}?`, () => "There is more where this came from."],
    warm: [() => "Curious to learn more?", () => "We're one click away when you want more."],
    vivid: [() => "Take the next step.", (s) => `Make this the year ${co(s)} moves first.`],
  },
  "product launch": {
    formal: [(s) => `See ${release(s)} in action.`, () => "Be among the first to try it."],
    warm: [() => "We'd love you to try it.", (s) => `Give ${release(s)} a spin.`],
    vivid: [() => "Be first.", (s) => `${Co(s)} could be next.`],
  },
  "event promotion": {
    formal: [() => "We hope to see you there.", (s) => `We would be glad to see ${co(s)} there.`],
    warm: [() => "Come join us.", () => "We'd love to see you there."],
    vivid: [() => "Be in the room.", () => "Don't miss this one."],
  },
  "event follow up": {
    formal: [() => "Let's continue the conversation.", (s) => `We would be glad to pick this up with ${co(s)}.`],
    warm: [() => "Let's keep talking.", () => "Pick up where we left off."],
    vivid: [() => "Keep the momentum going.", () => "Turn the ideas into a plan."],
  },
  retention: {
    formal: [() => "Let's plan the next stage together.", (s) => `We are here for ${co(s)} for the long run.`],
    warm: [() => "Let's make next year even better.", () => "Tell us what would help most."],
    vivid: [() => "Let's take it further.", (s) => `The best of ${brand(s)} is still ahead.`],
  },
};

/** Closing headings of any type, each its own shape; always a full sentence. */
export const COMMON_CLOSING_HEADINGS: Phrase[] = [
  (s) => (s.first ? `${s.first}, shall we talk?` : "Shall we talk?"),
  (s) => `If ${co(s)} is looking at ${s.topic.area}, let's compare notes.`,
  (s) => (s.offering ? `See whether ${s.offering} fits ${co(s)}.` : `See whether we fit ${co(s)}.`),
  (s) => `A short call is enough to know whether this is right for ${co(s)}.`,
  () => "One conversation will tell us both.",
  (s) => `The next step is yours, ${s.first ?? "whenever you are ready"}.`,
];

export const CLOSING_BODIES: Phrase[] = [
  (s) => `Reply with a time that works, and we will walk through ${s.topic.area} with ${co(s)} in mind.`,
  (s) => `No slides and no pressure: just a conversation about what ${co(s)} needs.`,
  (s) => (s.first ? `${s.first}, if this is on your list for the quarter, let's talk.` : "If this is on your list for the quarter, let's talk."),
  (s) => `Pick a time that suits you, and we will bring ideas specific to ${co(s)}.`,
  (s) => `Bring your questions about ${s.topic.area}; we will bring answers specific to ${coPoss(s)} setup.`,
  (s) => `A short call is enough to see whether this is worth pursuing for ${s.role.team}.`,
];

export const DEFAULT_CTA: Record<CampaignKey, string> = {
  "sales outreach": "Book a call",
  "marketing campaign": "Learn more",
  "product launch": "Get started",
  "event promotion": "Reserve my seat",
  "event follow up": "Continue the conversation",
  retention: "Talk to your account team",
};

/** Every template list by name, for the grammar enumeration. */
export function allPhraseLists(): Array<[string, Phrase[]]> {
  const lists: Array<[string, Phrase[]]> = [];
  const byVoice = (name: string, table: Record<string, Record<Voice, Phrase[]>>) => {
    for (const [key, voices] of Object.entries(table)) for (const voice of VOICES) lists.push([`${name}.${key}.${voice}`, voices[voice]]);
  };
  byVoice("headline", HEADLINES);
  lists.push(["commonHeadline", COMMON_HEADLINES], ["commonSubheadline", COMMON_SUBHEADLINES], ["commonClosingHeading", COMMON_CLOSING_HEADINGS], ["concernLine", CONCERN_LINES]);
  byVoice("closingHeading", CLOSING_HEADINGS);
  for (const [key, list] of Object.entries(SUBHEADLINES)) lists.push([`subheadline.${key}`, list]);
  for (const voice of VOICES) lists.push([`greeting.${voice}`, GREETINGS[voice]], [`bridge.${voice}`, BRIDGES[voice]]);
  for (const [key, list] of Object.entries(NOTE_SENTENCES)) lists.push([`note.${key}`, list]);
  for (const [key, steps] of Object.entries(ROLE_STEPS)) lists.push([`roleStep.${key}`, steps.flatMap((step) => [step.title, step.body])]);
  const named = { ROLE_LINES, PROBLEM_HEADINGS, PROBLEM_OPENERS, PROBLEM_FOLLOWUPS, OUTCOME_HEADINGS, OUTCOME_HEADINGS_WITH_FIGURES, OUTCOME_INTROS_WITH_FIGURES, OWN_PROBLEM_HEADINGS, OUTCOME_INTROS, STEPS_HEADINGS, FIRST_STEPS, FIRST_STEP_TITLES, LAST_STEPS, LAST_STEP_TITLES, PROOF_HEADINGS, FAQ_HEADINGS, OFFER_HEADINGS, OFFER_BODIES, TEXT_BODIES, CLOSING_BODIES };
  for (const [name, list] of Object.entries(named)) lists.push([name, list]);
  return lists;
}
