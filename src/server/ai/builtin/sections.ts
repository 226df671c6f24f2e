import type { MicrositeSection } from "../../../shared/schemas/microsite-content";
import type { SectionTypeView } from "../../render/framework-view";
import type { BrandView, OfferingView } from "../generation-input";
import { brandTeam, cap, possessive, type CopyContext } from "./angles";
import type { IndustryProfile } from "./industries";
import { pickSome, type Picker } from "./random";

export type SectionKit = {
  ctx: CopyContext;
  profile: IndustryProfile;
  brand: BrandView | null;
  offering: OfferingView | null;
  contextNote: string | null;
  random: () => number;
  pick: Picker;
  concise: boolean;
};

type Writer = (type: SectionTypeView, kit: SectionKit) => Omit<MicrositeSection, "type">;

const who = (kit: SectionKit) => kit.ctx.company ?? "your team";

const challenges: Writer = (_t, kit) => ({
  heading: kit.pick([`Sound familiar, ${kit.ctx.first ?? "friend"}?`, `What holds ${kit.profile.peers} back`, `The challenge for ${who(kit)}`]),
  body: kit.concise
    ? `${cap(kit.ctx.pain)} costs more than it seems.`
    : `${cap(kit.profile.peers)} tell us the same story: when it comes to ${kit.ctx.metric}, the biggest drag is ${kit.ctx.pain}. None of it is dramatic on its own, but together it adds up to weeks every year.`,
  bullets: pickSome(kit.random, kit.profile.pains, 3).map(cap),
});

const benefits: Writer = (_t, kit) => ({
  heading: kit.pick([`What changes for ${who(kit)}`, "What you can expect", `Built to ${kit.ctx.outcome}`]),
  body: kit.concise
    ? `Clear results you can measure in ${kit.ctx.metric}.`
    : `${cap(kit.ctx.brand)} is designed around the outcomes ${kit.profile.peers} are measured on, so progress shows up in ${kit.ctx.metric}, not just in a slide.`,
  bullets: pickSome(kit.random, kit.profile.outcomes, 3).map(cap),
});

const howItWorks: Writer = (_t, kit) => ({
  heading: kit.pick(["How it works", "Getting started is simple", "Three steps to get going"]),
  body: `No big-bang rollout: ${who(kit)} starts small, sees results, and grows from there.`,
  bullets: [
    `A short call to understand ${kit.ctx.company ? possessive(kit.ctx.company) : "your"} priorities`,
    `A tailored plan focused on ${kit.ctx.metric}`,
    `Go live with hands-on help from ${brandTeam(kit.ctx.brand)}`,
  ],
});

const proof: Writer = (_t, kit) => ({
  heading: kit.pick([`Why ${kit.profile.peers} choose ${kit.ctx.brand}`, "Trusted by teams like yours", "In good company"]),
  body: kit.brand?.mission
    ? `${kit.brand.mission.replace(/\.?$/, ".")} That is why ${kit.profile.peers} rely on us to ${kit.ctx.outcome}.`
    : `${cap(kit.profile.peers)} rely on ${kit.ctx.brand} to ${kit.ctx.outcome}, and they stay because the results hold up quarter after quarter.`,
  bullets: kit.brand?.values ? kit.brand.values.split(/[,;\n]/).map((v) => v.trim()).filter(Boolean).slice(0, 4).map(cap) : [],
});

const about: Writer = (_t, kit) => ({
  heading: `About ${kit.ctx.brand}`,
  body: [kit.brand?.tagline, kit.brand?.mission, kit.brand?.idealCustomer ? `We work best with ${kit.brand.idealCustomer.replace(/\.$/, "")}.` : null]
    .filter(Boolean)
    .join(" ") || `${cap(kit.ctx.brand)} helps ${kit.profile.peers} ${kit.ctx.outcome}.`,
  bullets: [],
});

const offer: Writer = (_t, kit) => ({
  heading: kit.offering ? kit.offering.name : `Our offer for ${who(kit)}`,
  body: kit.offering?.description
    ? kit.offering.description
    : `A package shaped around ${possessive(who(kit))} goals, so you pay for what moves ${kit.ctx.metric}.`,
  bullets: [],
});

const faq: Writer = (_t, kit) => ({
  heading: "Questions we often hear",
  body: `Short answers to what ${kit.profile.peers} usually ask first.`,
  bullets: [
    "How long does it take to get started? Most teams are up and running within a few weeks.",
    `Will it work with our current tools? Yes — we fit around how ${who(kit)} already works.`,
    "What if it isn't the right fit? Then we will tell you, and you will have lost nothing but a short call.",
  ],
});

const event: Writer = (_t, kit) => ({
  heading: kit.pick(["What's on the agenda", "What to expect"]),
  body: `Sessions are built around ${kit.ctx.metric} and the realities of ${kit.profile.peers}.`,
  bullets: [`Practical ideas to ${kit.ctx.outcome}`, `Peer stories about tackling ${kit.ctx.pain}`, "Time to ask the questions that matter to you"],
});

const generic: Writer = (type, kit) => ({
  heading: type.name,
  body: `${type.description ? `${cap(type.description.replace(/\.$/, ""))}. ` : ""}For ${who(kit)}, it comes down to one thing: the ability to ${kit.ctx.outcome}.`,
  bullets: [],
});

const WRITERS: Array<[RegExp, Writer]> = [
  [/challenge|problem|pain|why/i, challenges],
  [/benefit|feature|value|outcome|result|advantage/i, benefits],
  [/how|process|step|getting started|onboard|approach/i, howItWorks],
  [/proof|testimonial|case|customer|trust|review|logo/i, proof],
  [/about|company|story|mission|team|who we are/i, about],
  [/pric|offer|product|service|plan|package/i, offer],
  [/faq|question/i, faq],
  [/agenda|event|schedule|speaker|session/i, event],
];

/** One content section per framework section type, written for this contact. */
export function writeSection(type: SectionTypeView, kit: SectionKit): MicrositeSection {
  const writer = WRITERS.find(([pattern]) => pattern.test(type.name))?.[1] ?? generic;
  const section = writer(type, kit);
  // The contact's own context belongs in the first section that talks about their situation.
  const body = writer === challenges && kit.contextNote ? `${kit.contextNote} ${section.body}` : section.body;
  return { type: type.name, ...section, body: body.slice(0, 1200), heading: section.heading.slice(0, 120) };
}
