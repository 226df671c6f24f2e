import { renderToStaticMarkup } from "react-dom/server";
import { normalizeCtaUrl, toWebsiteAddress } from "../../shared/website";
import type { MicrositeContent } from "../../shared/schemas/microsite-content";
import type { GenerationInput } from "../ai/generation-input";
import { buildMicrositeCss } from "./microsite-css";
import { MicrositePage } from "./microsite-page";

export type RenderInput = {
  generation: GenerationInput;
  content: MicrositeContent;
  tracking: { campaignId: string; contactId: string; slug: string };
  now?: Date;
};

// The stylesheet depends only on the framework, so a launch renders it once per framework, not per page.
const cssCache = new WeakMap<object, string>();

function cssFor(generation: GenerationInput): string {
  let css = cssCache.get(generation.framework);
  if (!css) {
    css = buildMicrositeCss(generation.framework);
    cssCache.set(generation.framework, css);
  }
  return css;
}

/** Where the CTA goes: the campaign's CTA URL, else the brand's website, else an email to the brand. */
export function ctaHrefFor(generation: GenerationInput): string | null {
  const campaignUrl = normalizeCtaUrl(generation.campaign.ctaUrl);
  if (campaignUrl.ok && campaignUrl.url) return campaignUrl.url;
  const website = normalizeCtaUrl(toWebsiteAddress(generation.brand?.website));
  if (website.ok && website.url) return website.url;
  const email = generation.brand?.contactEmail ?? "";
  return /^[^\s@<>"?]+@[^\s@<>"?]+\.[^\s@<>"?]+$/.test(email) ? `mailto:${email}` : null;
}

/** One self-contained microsite document (CSS inline, fonts from our own /_fonts route, one tiny script). */
export function renderMicrositeHtml(input: RenderInput): string {
  const { generation, content } = input;
  const offering = content.offeringName
    ? (generation.offerings.find((o) => o.name.toLowerCase() === content.offeringName!.toLowerCase()) ?? null)
    : null;
  const contact = generation.contact;
  const preparedFor = contact.company || [contact.firstName, contact.lastName].filter(Boolean).join(" ") || null;
  const markup = renderToStaticMarkup(
    <MicrositePage
      content={content}
      framework={generation.framework}
      brand={generation.brand}
      offering={offering}
      ctaHref={ctaHrefFor(generation)}
      preparedFor={preparedFor}
      tracking={input.tracking}
      css={cssFor(generation)}
      year={(input.now ?? new Date()).getUTCFullYear()}
    />,
  );
  return `<!doctype html>${markup}`;
}
