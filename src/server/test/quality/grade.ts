import { readPageFacts } from "@/server/quality/page-facts";
import { gradePage, type GeneratedPage } from "@/server/quality/run-quality-gates";
import { samplePage } from "./page-fixtures";

/** One check's result on the sample page with `overrides` (and the images storage lacks). */
export function checkOn(id: string, overrides: Partial<GeneratedPage> = {}, missingImages: string[] = []) {
  const page = samplePage(overrides);
  const result = gradePage(page, readPageFacts(page.html), missingImages).checks.find((c) => c.id === id);
  if (!result) throw new Error(`No check ${id}`);
  return result;
}
