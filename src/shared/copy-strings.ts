import type { MicrositeContent } from "./schemas/microsite-content";

/** Every string a writer (or a rep's edit) put into a page's content, in page order. */
export function copyStrings(content: MicrositeContent): string[] {
  const strings = [content.headline, content.subheadline, content.intro];
  for (const block of content.blocks) {
    strings.push(block.heading);
    if (block.kind === "problem") strings.push(...block.paragraphs, ...block.points);
    else if (block.kind === "outcomes") strings.push(block.intro, ...block.stats.flatMap((s) => [s.value, s.label]), ...block.points);
    else if (block.kind === "steps") strings.push(...block.steps.flatMap((s) => [s.title, s.body]));
    else if (block.kind === "offer") strings.push(block.body);
    else if (block.kind === "text") strings.push(...block.paragraphs);
  }
  strings.push(content.closing.heading, content.closing.body, content.ctaLabel);
  return strings.filter((s) => s.trim() !== "");
}
