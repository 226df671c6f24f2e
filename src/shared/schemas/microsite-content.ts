import { z } from "zod";
import { storableString } from "./text-fields";

/**
 * What a writer (the AI provider or the built-in writer) produces for one microsite, as typed blocks. Every field is
 * plain text, never markup; the renderer escapes it. Things the sender owns are referenced by id, never rewritten:
 * the offering (name, price), customer stories (figures, quotes) and FAQ entries are drawn by the renderer from the
 * sender's own data, so a writer cannot invent a story, a quote or a price. Limits keep a runaway model from
 * bloating a page. The same schema checks a rep's edits of a generated page.
 */
const line = (max: number) => storableString().trim().min(1).max(max);
const paragraphs = z.array(line(700)).min(1).max(3);
const ids = (max: number) => z.array(storableString().trim().min(1).max(80)).min(1).max(max);

/** A figure the sender gave (a proof point's figure or one written in an offering's outcomes), with what it measures. */
export const micrositeStatSchema = z.object({ value: line(24), label: line(120) });

/** Problem / why now: the situation the sender's offering addresses, framed for the prospect's industry and role. */
export const problemBlockSchema = z.object({
  kind: z.literal("problem"),
  heading: line(120),
  paragraphs,
  points: z.array(line(200)).max(4),
});

/** Outcomes: a stat row (figures only from the sender's data; empty when there are none) and plain outcome points. */
export const outcomesBlockSchema = z.object({
  kind: z.literal("outcomes"),
  heading: line(120),
  intro: storableString().trim().max(400),
  stats: z.array(micrositeStatSchema).max(4),
  points: z.array(line(200)).max(4),
});

/** How it works: a few concrete steps. */
export const stepsBlockSchema = z.object({
  kind: z.literal("steps"),
  heading: line(120),
  steps: z.array(z.object({ title: line(80), body: line(300) })).min(2).max(5),
});

/** Proof: the sender's customer stories, by id (brand.proofPoints). Left out when the sender has none. */
export const proofBlockSchema = z.object({ kind: z.literal("proof"), heading: line(120), storyIds: ids(3) });

/** The offer, once per page: why the featured offering fits; name and price come from the offering itself. */
export const offerBlockSchema = z.object({ kind: z.literal("offer"), heading: line(120), body: line(700), offeringId: line(80) });

/** FAQ: the sender's entries, by id (brand.faqs). Left out when the sender has none. */
export const faqBlockSchema = z.object({ kind: z.literal("faq"), heading: line(120), faqIds: ids(6) });

/** A framework section that is none of the above (e.g. "About us"): a heading and prose. */
export const textBlockSchema = z.object({ kind: z.literal("text"), heading: line(120), paragraphs });

export const micrositeBlockSchema = z.discriminatedUnion("kind", [
  problemBlockSchema,
  outcomesBlockSchema,
  stepsBlockSchema,
  proofBlockSchema,
  offerBlockSchema,
  faqBlockSchema,
  textBlockSchema,
]);

export const micrositeContentSchema = z
  .object({
    /** Hero: the prepared-for line is drawn by the renderer from the contact; the writer gives headline and subheadline. */
    headline: line(120),
    subheadline: line(240),
    /** A short opening addressed to the contact; a recognised context note becomes one first-person sentence here. */
    intro: line(700),
    blocks: z.array(micrositeBlockSchema).min(1).max(8),
    /** The closing call to action: a sentence as heading (never the button label), a short body. */
    closing: z.object({ heading: line(120), body: line(400) }),
    ctaLabel: line(40),
    /** The featured offering (an OfferingView id), or null when the sender has none. */
    offeringId: storableString().trim().min(1).max(80).nullable(),
  })
  .refine((c) => c.blocks.filter((b) => b.kind === "offer").length <= 1, { message: "The offer appears once", path: ["blocks"] });

export type MicrositeStat = z.infer<typeof micrositeStatSchema>;
export type MicrositeBlock = z.infer<typeof micrositeBlockSchema>;
export type MicrositeContent = z.infer<typeof micrositeContentSchema>;
export type MicrositeBlockKind = MicrositeBlock["kind"];

