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
  (s) => `${s.offering ?? "A new approach"} for ${s.role.team}${at(s)}`,
  (s) => `Less waiting in ${s.topic.area}${at(s)}`,
  (s) => `For ${s.role.team}${at(s)}: a way to ${s.gain}`,
  (s) => (s.offering ? `What ${s.offering} could do for ${co(s)}` : `What we could do for ${co(s)}`),
  (s) => `A way to ${s.gain}, for ${forOrg(s)}`,
  (s) => `The case for ${s.offering ?? "a change"}${at(s)}`,
  (s) => (s.first ? `${s.first}: an idea for ${s.role.team}` : `An idea for ${s.role.team}${at(s)}`),
  (s) => `Could ${co(s)} ${s.gain}?`,
  (s) => (s.offering ? `Where ${s.offering} would fit${at(s)}` : `Where we would fit${at(s)}`),
  (s) => `${cap(s.topic.area)}, seen from ${s.role.team}`,
  (s) => (s.first ? `${s.first}, a better way to handle ${s.topic.area}` : `A better way to handle ${s.topic.area}${at(s)}`),
  (s) => (s.brand ? `${s.brand} and ${co(s)}: where to start` : `Where to start${at(s)}`),
  (s) => `What ${s.role.leaders} at ${s.industry.orgMany} look for in ${s.topic.area}`,
];

export const SUBHEADLINES: Record<CampaignKey, Phrase[]> = {
  "sales outreach": [
    // Says what the sender does, not that it already serves the prospect's industry.
    (s) => `${brandHelps(s)} teams ${s.gain}: what that could mean for ${co(s)}.`,
    (s) => `What ${s.topic.area} could look like${at(s)} with fewer handoffs.`,
    (s) => `What ${s.offering ?? "we"} would change in ${s.topic.area}${at(s)}, and how to find out.`,
    (s) => `Measured against what ${s.role.team} cares about: ${s.role.concerns}.`,
    (s) => `How ${s.brand ?? "we"} would approach ${s.topic.area}${at(s)}.`,
  ],
  "marketing campaign": [(s) => `Practical ideas for ${s.industry.orgMany} that want to ${s.gain}.`, (s) => `Practical steps for ${s.role.team}${at(s)} on ${s.topic.area}.`],
  "product launch": [(s) => `Built to help ${s.industry.orgMany} ${s.gain}, and available to ${co(s)} today.`, (s) => `What our newest release changes in ${s.topic.area}, and what it would mean${at(s)}.`],
  "event promotion": [
    (s) => `An invitation for ${s.role.team}${at(s)} to talk about ${s.topic.area} with ${brand(s)}.`,
    (s) => `A session on ${s.topic.area}, with a seat for ${s.role.team}${at(s)}.`,
  ],
  // Never "everything we discussed": what was said is not in the contact's data.
  "event follow up": [(s) => `What matters most for ${co(s)}, and one simple next step.`, (s) => `Picking up on ${s.topic.area}, with a concrete next step for ${s.role.team}.`],
  retention: [(s) => `Ideas picked for ${co(s)} to keep improving ${s.topic.area}.`, (s) => `What ${s.industry.orgMany} do next once the basics run smoothly, and where ${co(s)} could start.`],
};

/**
 * Subheadlines of any type, in different shapes: what could change for the prospect or how a start would look.
 * Never what the page is (its length, its sections, who it was written for): a prospect reads that as a template.
 */
export const COMMON_SUBHEADLINES: Phrase[] = [
  (s) => `What it would take for ${s.role.team}${at(s)} to ${s.gain}.`,
  // Judged on the role's concerns, never said to deliver them: an offering the topics do not know may not.
  (s) => `What ${s.offering ?? "the change"} would mean for ${s.role.team}${at(s)}, judged on ${s.role.concerns}.`,
  (s) => `What ${forOrg(s)} could gain from ${s.offering ?? "working with us"}, and how to start.`,
  (s) => `${cap(s.topic.area)}${at(s)}, with fewer manual steps.`,
  (s) => `What ${s.role.team}${at(s)} would notice first with ${s.offering ?? "our help"}.`,
];

/**
 * The intro's first sentence, in "we" ("I" is only the rep's own note, notes.ts): the name, then why we write (the
 * prospect's team, the offering) or a question about their area, never a claim about how they work today. Never a
 * remark about the visit or the page ("good to have you here", "written for you"): a prospect reads that as a mail merge.
 */
export const GREETINGS: Record<Voice, Phrase[]> = {
  formal: [
    (s) => (s.first ? `${s.first}, we would welcome a conversation about ${s.topic.area}${at(s)}.` : `We would welcome a conversation about ${s.topic.area}${at(s)}.`),
    (s) => `${s.first ? `${s.first}, we` : "We"} would like to show how ${s.offering ?? "we"} could help ${s.role.team}${at(s)}.`,
    (s) => `${s.first ? `${s.first}, a` : "A"} question about ${s.topic.area}${at(s)}: what would you change first?`,
  ],
  warm: [
    (s) => `${s.first ? `Hi ${s.first}` : "Hi there"}, we have an idea for ${s.role.team}${at(s)}.`,
    (s) => `${s.first ? `Hi ${s.first}` : "Hi there"}, we think ${s.offering ?? "we"} could be useful to ${s.role.team}${at(s)}.`,
    (s) => `${s.first ? `Hi ${s.first}` : "Hi there"}, a question for ${s.role.team}${at(s)}: how much of ${s.topic.area} still waits on someone?`,
  ],
  vivid: [
    (s) => (s.first ? `${s.first}, how much of ${s.topic.area}${at(s)} still runs by hand?` : `How much of ${s.topic.area}${at(s)} still runs by hand?`),
    (s) => (s.first ? `${s.first}, would ${s.offering ?? "a fresh approach"}` : `Would ${s.offering ?? "a fresh approach"}`) + ` be useful to ${s.role.team}${at(s)}?`,
  ],
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

/** What the page leads with when the note names a concern: a noun phrase after "about" or "look at:". */
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
// What we would ask or look at first, never "you told us": the concern steers the page without being asserted.
export const CONCERN_LINES: Phrase[] = [
  (s) => (s.note.concern ? `Our first question would be about ${CONCERN_PHRASES[s.note.concern]}.` : ""),
  (s) => (s.note.concern ? `The first thing we would look at: ${CONCERN_PHRASES[s.note.concern]}.` : ""),
];

// What the role weighs, said of the role in general: never what this prospect thinks or how they work.
export const ROLE_LINES: Phrase[] = [
  (s) => `${cap(s.role.leaders)} at ${s.industry.orgMany} tend to weigh any change against ${s.role.concerns}.`,
  (s) => `For ${s.role.team}, the deciding factors are ${s.role.concerns}.`,
  (s) => `We would measure success the way ${s.role.team} does: by ${s.role.concerns}.`,
];

/**
 * The intro's last sentence: the next step or the outcome, never a remark about the page ("read on", "below"). The
 * greeting and the role line already say who and where ("your finance team at Vector Motors"): a third time in one
 * intro fails the readability gate, so bridges name neither (nor the topic's area).
 */
export const BRIDGES: Record<Voice, Phrase[]> = {
  formal: [
    (s) => `A short call is enough to see where ${s.offering ?? "we"} would help first.`,
    () => "We would start small and build on what works.",
    (s) => `The first conversation would be about how ${co(s)} works today, not a product tour.`,
  ],
  warm: [
    () => "If it sounds useful, we can start small and see how it goes.",
    () => "It starts with one conversation, not a big project.",
    (s) => `Happy to walk you through ${s.offering ?? "it"} whenever it suits.`,
  ],
  vivid: [
    () => "Picture the day-to-day without the manual steps.",
    () => "One short call is enough to see what would change.",
    () => "The first step can be a small one.",
  ],
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
  (s) => `Each step on its own is small; together they set the pace for ${s.role.team}.`,
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
  // Never "fits your situation best": nobody told us their situation.
  (s) => `Of everything ${s.brand ?? "we"} ${s.brand ? "offers" : "offer"}, ${release(s)} is the one we would show ${co(s)} first.`,
  (s) => `We picked ${release(s)} for ${co(s)} because it goes straight at ${s.topic.area}.`,
];

export const TEXT_BODIES: Phrase[] = [
  (s) => `On a short call we would go through ${coPoss(s)} priorities, starting from ${s.role.concerns}.`,
  (s) => `Tell us what matters most to ${s.role.team}, and we will come back with specifics for ${co(s)}.`,
];

/** ", Dana" when the first name is known: a closing line that names the person is never the same on two pages. */
const toFirst = (s: Slots) => (s.first ? `, ${s.first}` : "");

/**
 * Closing headings by campaign type and voice. Each names the prospect (first name, company or team) and a next
 * step, so that no closing line is printed verbatim on page after page of one campaign.
 */
export const CLOSING_HEADINGS: Record<CampaignKey, Record<Voice, Phrase[]>> = {
  "sales outreach": {
    formal: [(s) => (s.offering ? `Let's see whether ${s.offering} fits ${co(s)}.` : `Let's see whether we are a fit for ${co(s)}.`), (s) => `Let's look at how ${co(s)} handles ${s.topic.area} today.`],
    warm: [(s) => `Let's find out if we're a fit for ${co(s)}.`, (s) => `Happy to show you how it would work${at(s)}.`],
    vivid: [(s) => `Ready when ${co(s)} is.`, (s) => `Let's map the first step for ${co(s)}.`],
  },
  "marketing campaign": {
    formal: [(s) => `Want to go deeper on ${s.topic.area}${toFirst(s)}?`, (s) => `Want to see how it would work${at(s)}?`],
    warm: [(s) => `Curious to learn more${toFirst(s)}?`, (s) => `Happy to go through it with ${s.role.team}${at(s)}.`],
    vivid: [(s) => `Let's put it to work${at(s)}.`, (s) => `Let's see what ${co(s)} could change first.`],
  },
  "product launch": {
    formal: [(s) => `See ${release(s)} in action${toFirst(s)}.`, (s) => `Be among the first to try it${at(s)}.`],
    warm: [(s) => `We'd love ${co(s)} to try it.`, (s) => `Give ${release(s)} a spin${toFirst(s)}.`],
    vivid: [(s) => `See it with ${coPoss(s)} own examples.`, (s) => `Ask for a walkthrough for ${s.role.team}${at(s)}.`],
  },
  "event promotion": {
    formal: [(s) => `We hope to see you there${toFirst(s)}.`, (s) => `We would be glad to see ${co(s)} there.`],
    warm: [(s) => `Come join us${toFirst(s)}.`, (s) => `We'd love to see ${s.role.team}${at(s)} there.`],
    vivid: [(s) => `Be in the room${toFirst(s)}.`, (s) => `Don't miss this one${toFirst(s)}.`],
  },
  "event follow up": {
    formal: [(s) => `Let's continue the conversation${toFirst(s)}.`, (s) => `We would be glad to pick this up with ${co(s)}.`],
    warm: [(s) => `Let's keep talking${toFirst(s)}.`, (s) => `Let's pick up where we left off${toFirst(s)}.`],
    vivid: [(s) => `Let's agree the next step for ${co(s)}.`, (s) => `Turn the ideas into a plan for ${co(s)}.`],
  },
  retention: {
    formal: [(s) => `Let's plan the next stage${at(s)} together.`, (s) => `We are here for ${co(s)} for the long run.`],
    warm: [(s) => `Let's make next year even better${at(s)}.`, (s) => `Tell us what would help ${s.role.team}${at(s)} most.`],
    vivid: [(s) => `Let's take it further${at(s)}.`, (s) => `Let's find the next thing to improve${at(s)}.`],
  },
};

/** Closing headings of any type, each its own shape; always a full sentence. */
export const COMMON_CLOSING_HEADINGS: Phrase[] = [
  (s) => (s.first ? `${s.first}, shall we talk?` : "Shall we talk?"),
  (s) => `If ${co(s)} is looking at ${s.topic.area}, let's compare notes.`,
  (s) => (s.offering ? `See whether ${s.offering} fits ${co(s)}.` : `See whether we fit ${co(s)}.`),
  (s) => `A short call is enough to know whether this is right for ${co(s)}.`,
  (s) => `Let's start with one real example from ${co(s)}.`,
  (s) => `Where does ${s.topic.area} sit on ${coPoss(s)} list this year?`,
  (s) => `Let's see what ${s.offering ?? "we"} would change for ${s.role.team}${at(s)}.`,
  (s) => (s.first ? `${s.first}, want a walkthrough for ${s.role.team}?` : `Want a walkthrough for ${s.role.team}?`),
];

/** What happens after the click, concretely: who, what gets looked at, what comes out of it. */
export const CLOSING_BODIES: Phrase[] = [
  (s) => `On a first call we would look at how the work of ${s.topic.area} gets done${at(s)} today and where ${s.offering ?? "we"} would change it.`,
  (s) => `If it fits, we agree a first step${at(s)}; if it does not, you will know quickly.`,
  // The area is a singular or plural noun phrase ("marketing programs"): never the subject of a verb.
  (s) => (s.first ? `${s.first}, if your plans for the quarter include ${s.topic.area}, let's talk.` : `If your plans for the quarter include ${s.topic.area}, let's talk.`),
  (s) => `Choose a time, and we will start with the questions ${s.role.team}${at(s)} would ask first.`,
  (s) => `We would come with a short plan for ${co(s)}: where to start, who is involved and how to measure it.`,
  (s) => `Bring your questions about ${s.topic.area}; we will bring answers specific to ${coPoss(s)} setup.`,
  (s) => `Pick a time that suits you, and ${s.role.team}${at(s)} can judge after one call whether this is worth pursuing.`,
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
