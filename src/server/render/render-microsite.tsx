import { renderToStaticMarkup } from "react-dom/server";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";
import type { FrameworkView } from "../page-input/framework-view";
import { buildMicrositeCss } from "./microsite-css";
import { MicrositePage } from "./microsite-page";
import { ctaHrefFor, legalOf, pageBlocksOf, pageTextOf, preparedForOf, repOf } from "./page-model";

export { ctaHrefFor } from "./page-model";

export type RenderInput = {
  generation: GenerationInput;
  content: MicrositeContent;
  /** The ids the tracking script reports; null renders the page without it (previews are not counted). */
  tracking: { campaignId: string; contactId: string; slug: string } | null;
  now?: Date;
};

// The stylesheet depends only on the framework, so a launch builds it once per framework, not per page.
const cssCache = new WeakMap<FrameworkView, string>();

function cssFor(framework: FrameworkView): string {
  let css = cssCache.get(framework);
  if (!css) {
    css = buildMicrositeCss(framework.style);
    cssCache.set(framework, css);
  }
  return css;
}

/** One self-contained microsite document (CSS inline, fonts from our own /_fonts route, at most one tiny script). */
export function renderMicrositeHtml(input: RenderInput): string {
  const { generation, content } = input;
  const { framework, brand } = generation;
  const markup = renderToStaticMarkup(
    <MicrositePage
      content={content}
      blocks={pageBlocksOf(content, generation)}
      brand={brand}
      brandName={brand?.companyName || framework.name}
      logoUrl={framework.style.showLogo ? (framework.logoUrl ?? brand?.logoUrl ?? null) : null}
      ctaHref={ctaHrefFor(generation)}
      preparedFor={preparedForOf(generation.contact)}
      rep={repOf(generation.rep)}
      legal={legalOf(generation)}
      text={pageTextOf(generation)}
      style={framework.style}
      css={cssFor(framework)}
      preloadFonts={framework.style.aboveTheFold}
      tracking={input.tracking}
      year={(input.now ?? new Date()).getUTCFullYear()}
    />,
  );
  return `<!doctype html>${markup}`;
}
