import type { FrameworkSampleInput } from "@/shared/schemas/framework-sample";
import { readFramework } from "@/server/page-input/framework-view";
import { renderMicrositeHtml } from "@/server/render/render-microsite";
import { sampleBrand, sampleMicrositeContent, sampleRenderGeneration, sampleRep } from "@/server/render/sample-content";

/**
 * A sample microsite drawn with an unsaved framework (the builder's live preview): the renderer's sample sender,
 * prospect and copy, so the page shows the framework's colours, fonts, widths and sections, not anyone's data.
 * Nothing is written; the page has no tracking script and no images that would not load.
 */
export function renderFrameworkSample(input: FrameworkSampleInput): string {
  const framework = readFramework({
    name: input.name,
    brandLogo: input.brand_logo ?? null,
    brandGuidelines: input.brand_guidelines,
    layoutParameters: input.layout_parameters,
    contentConstraints: input.content_constraints,
  });
  const generation = sampleRenderGeneration({ framework, brand: sampleBrand({ logoUrl: null }), rep: sampleRep({ photoUrl: null }) });
  return renderMicrositeHtml({ generation, content: sampleMicrositeContent(), tracking: null });
}
