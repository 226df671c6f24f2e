import type { MicrositeContent } from "@/shared/schemas/microsite-content";

/** One string a writer gave, where it sits on the page, and whether it is prose (whole sentences) or a line. */
export type CopyField = { where: string; text: string; prose: boolean };

/**
 * Every writer-provided string of a page, named as a rep finds it in the copy editor. Stat values are figures (the
 * figures check reads them); headings, points and labels are lines, paragraphs and bodies are prose.
 */
export function copyFields(content: MicrositeContent): CopyField[] {
  const fields: CopyField[] = [
    { where: "headline", text: content.headline, prose: false },
    { where: "subheadline", text: content.subheadline, prose: false },
    { where: "intro", text: content.intro, prose: true },
  ];
  content.blocks.forEach((block, index) => {
    const at = `section ${index + 1}`;
    fields.push({ where: `${at} heading`, text: block.heading, prose: false });
    const add = (texts: string[], what: string, prose: boolean) => texts.forEach((text) => fields.push({ where: `${at} ${what}`, text, prose }));
    if (block.kind === "problem") {
      add(block.paragraphs, "paragraph", true);
      add(block.points, "point", false);
    } else if (block.kind === "outcomes") {
      add([block.intro], "intro", false);
      add(block.stats.map((s) => s.label), "stat label", false);
      add(block.points, "point", false);
    } else if (block.kind === "steps") {
      for (const s of block.steps) fields.push({ where: `${at} step title`, text: s.title, prose: false }, { where: `${at} step`, text: s.body, prose: true });
    } else if (block.kind === "offer") add([block.body], "body", true);
    else if (block.kind === "text") add(block.paragraphs, "paragraph", true);
  });
  fields.push({ where: "closing heading", text: content.closing.heading, prose: false }, { where: "closing", text: content.closing.body, prose: true }, { where: "CTA label", text: content.ctaLabel, prose: false });
  return fields.filter((f) => f.text.trim() !== "");
}
