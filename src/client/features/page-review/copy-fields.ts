import type { MicrositeContent } from "@/shared/schemas/microsite-content";

/** One editable text of a page: where it lives in the content, what the editor calls it, whether it is prose. */
export type CopyField = { path: Array<string | number>; label: string; value: string; multiline: boolean };

const at = (path: Array<string | number>, label: string, value: string, multiline = false): CopyField => ({ path, label, value, multiline });

/** The copy a rep may edit, in page order: hero, each block's heading and prose, closing and the button label. */
export function copyFields(content: MicrositeContent): CopyField[] {
  const fields = [at(["headline"], "Headline", content.headline), at(["subheadline"], "Subheadline", content.subheadline, true), at(["intro"], "Opening paragraph", content.intro, true)];
  content.blocks.forEach((block, i) => {
    const name = `Section ${i + 1}`;
    fields.push(at(["blocks", i, "heading"], `${name} heading`, block.heading));
    if (block.kind === "problem" || block.kind === "text") {
      block.paragraphs.forEach((p, j) => fields.push(at(["blocks", i, "paragraphs", j], `${name} paragraph ${j + 1}`, p, true)));
    } else if (block.kind === "outcomes" && block.intro) fields.push(at(["blocks", i, "intro"], `${name} introduction`, block.intro, true));
    else if (block.kind === "offer") fields.push(at(["blocks", i, "body"], `${name} text`, block.body, true));
  });
  fields.push(at(["closing", "heading"], "Closing heading", content.closing.heading), at(["closing", "body"], "Closing text", content.closing.body, true));
  fields.push(at(["ctaLabel"], "Button label", content.ctaLabel));
  return fields;
}

/** The content with one text replaced (a new object along the path; the rest is shared). */
export function withCopy(content: MicrositeContent, path: CopyField["path"], value: string): MicrositeContent {
  const set = (node: unknown, depth: number): unknown => {
    if (depth === path.length) return value;
    const key = path[depth];
    if (Array.isArray(node)) return node.map((item, index) => (index === key ? set(item, depth + 1) : item));
    const record = node as Record<string, unknown>;
    return { ...record, [key]: set(record[key], depth + 1) };
  };
  return set(content, 0) as MicrositeContent;
}
