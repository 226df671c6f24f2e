import { z } from "zod";

/**
 * What a writer (the AI provider or the built-in writer) produces for one microsite. The renderer turns it
 * into HTML; every field is plain text, never markup. Limits keep a runaway model from bloating a page.
 */
export const micrositeSectionSchema = z.object({
  /** One of the framework's section type names (e.g. "Benefits"), so the page follows the framework's layout. */
  type: z.string().trim().min(1).max(60),
  heading: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(1200),
  /** Short supporting points; empty when the section is prose only. */
  bullets: z.array(z.string().trim().min(1).max(200)).max(6),
});

export const micrositeContentSchema = z.object({
  headline: z.string().trim().min(1).max(120),
  subheadline: z.string().trim().min(1).max(240),
  intro: z.string().trim().min(1).max(1200),
  sections: z.array(micrositeSectionSchema).min(1).max(8),
  ctaLabel: z.string().trim().min(1).max(40),
  closing: z.string().trim().min(1).max(600),
  /** Name of the product offering the page features, or null when none fits. */
  offeringName: z.string().trim().max(120).nullable(),
});

export type MicrositeSection = z.infer<typeof micrositeSectionSchema>;
export type MicrositeContent = z.infer<typeof micrositeContentSchema>;
