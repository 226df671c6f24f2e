import type { FrameworkTab } from "./framework-constants";
import {
  ADD_FONT_COMBINATION_MESSAGE,
  ADD_PALETTE_MESSAGE,
  ENTER_FRAMEWORK_NAME,
  frameworkInputSchema,
  SELECT_TONE_MESSAGE,
  type FrameworkInput,
} from "./schemas/framework";

export type FrameworkSaveProblem = { message: string; tab: FrameworkTab; path: PropertyKey[] };

/** The builder tab that edits a top-level field of the framework input. */
const TAB_OF_FIELD: Record<string, FrameworkTab> = {
  name: "basic",
  description: "basic",
  is_active: "basic",
  brand_guidelines: "brand",
  brand_logo: "brand",
  layout_parameters: "layout",
  content_constraints: "content",
  flexibility_boundaries: "flexibility",
};

export const tabOfPath = (path: readonly PropertyKey[]): FrameworkTab => TAB_OF_FIELD[String(path[0])] ?? "basic";

/**
 * Spec 5 "Framework save": the first failing check, in the spec's order (name, palette, font combination, tone),
 * each with the tab to switch to; then every other rule of the shared schema (hex colours, fonts, lengths...).
 * Null when the framework can be saved.
 */
export function firstFrameworkSaveProblem(input: FrameworkInput): FrameworkSaveProblem | null {
  if (!input.name?.trim()) return { message: ENTER_FRAMEWORK_NAME, tab: "basic", path: ["name"] };
  if (!input.brand_guidelines?.colorPalettes?.length) {
    return { message: ADD_PALETTE_MESSAGE, tab: "brand", path: ["brand_guidelines", "colorPalettes"] };
  }
  if (!input.brand_guidelines.typography?.fontCombinations?.length) {
    return { message: ADD_FONT_COMBINATION_MESSAGE, tab: "brand", path: ["brand_guidelines", "typography", "fontCombinations"] };
  }
  if (!input.content_constraints?.selectedTones?.length) {
    return { message: SELECT_TONE_MESSAGE, tab: "content", path: ["content_constraints", "selectedTones"] };
  }
  const result = frameworkInputSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { message: issue.message, tab: tabOfPath(issue.path), path: issue.path };
}
