import {
  DEFAULT_FONT_FALLBACKS,
  newApprovalWorkflow,
  newColorPalette,
  newCustomizableElement,
  newFontCombination,
  newFrameworkValues,
  newQualityCheckpoint,
  newSectionComponent,
  newSectionType,
} from "./framework-defaults";
import type { CustomizableElement, QualityStage } from "./framework-constants";

type Json = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The builder's defaults for one new list item, by the list's path (array indices left out). */
const ITEM_DEFAULTS: Record<string, (item: Json) => unknown> = {
  "brand_guidelines.colorPalettes": () => newColorPalette(),
  "brand_guidelines.typography.fontCombinations": () => newFontCombination(),
  "layout_parameters.sectionTypes": () => newSectionType(),
  "layout_parameters.sectionTypes.components": () => newSectionComponent(),
  "content_constraints.toneOfVoice": () => ({ description: "" }),
  "flexibility_boundaries.customizableElements": (item) => newCustomizableElement(item.element as CustomizableElement),
  "flexibility_boundaries.qualityCheckpoints": (item) => newQualityCheckpoint(item.stage as QualityStage),
  "flexibility_boundaries.approvalWorkflows": () => newApprovalWorkflow(),
};

/** Optional objects that have no default of their own but are completed when sent. */
const OPTIONAL_OBJECT_DEFAULTS: Record<string, () => unknown> = {
  "brand_guidelines.typography.fontCombinations.accent": () => ({ weights: [400, 700], fallbacks: [...DEFAULT_FONT_FALLBACKS] }),
};

/** Maps whose keys are the user's own (breakpoint names, constraint names): what is sent replaces the default. */
const REPLACED_MAPS = new Set(["layout_parameters.responsiveBreakpoints", "layout_parameters.sectionTypes.components.constraints"]);

function complete(defaults: unknown, value: unknown, path: string): unknown {
  if (value === undefined) return defaults;
  if (Array.isArray(value) && ITEM_DEFAULTS[path]) {
    return value.map((item) => (isPlainObject(item) ? complete(ITEM_DEFAULTS[path](item), item, path) : item));
  }
  if (!isPlainObject(value) || REPLACED_MAPS.has(path)) return value;
  const base = isPlainObject(defaults) ? defaults : OPTIONAL_OBJECT_DEFAULTS[path]?.();
  if (!isPlainObject(base)) return value;
  const out: Json = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(value)])) out[key] = complete(base[key], value[key], path ? `${path}.${key}` : key);
  return out;
}

/**
 * Completes a framework document the way the builder starts one (framework-defaults): every field left out takes
 * its default, list items sent with only some fields (a palette with two roles, a font combination with families
 * only) are filled from a new item's defaults, and what was sent always wins. Values of the wrong type are left as
 * sent, so validation reports them with its own messages, in its own order.
 */
export function completeFrameworkDocument(value: unknown): unknown {
  return complete(newFrameworkValues(), value, "");
}

/**
 * A PATCH applied to a stored framework: objects merge key by key (so `{brand_guidelines: {imageGuidelines: {style}}}`
 * changes only the style), lists and values replace. The result is completed and validated like a new framework.
 */
export function mergeFrameworkPatch(current: unknown, patch: unknown, path = ""): unknown {
  if (patch === undefined) return current;
  if (!isPlainObject(current) || !isPlainObject(patch) || REPLACED_MAPS.has(path)) return patch;
  const out: Json = { ...current };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeFrameworkPatch(current[key], value, path ? `${path}.${key}` : key);
  return out;
}
