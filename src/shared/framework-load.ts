import { z } from "zod";
import {
  defaultBrandGuidelines,
  defaultContentConstraints,
  defaultFlexibilityBoundaries,
  defaultLayoutParameters,
  newApprovalWorkflow,
} from "./framework-defaults";
import {
  brandGuidelinesSchema,
  contentConstraintsSchema,
  flexibilityBoundariesSchema,
  layoutParametersSchema,
  type FrameworkDocument,
  type FrameworkProblem,
} from "./schemas/framework";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Lists whose unusable items are repaired (bad fields replaced by a new item's defaults, each reported) instead of
 * dropped: an approval workflow the admin listed holds pages for review even without approvers or a usable name, so
 * dropping it would publish them unreviewed. Items that are not objects at all are still dropped.
 */
const REPAIRED_ITEMS: Record<string, () => unknown> = {
  "flexibility_boundaries.approvalWorkflows": () => newApprovalWorkflow(),
};

const joinPath = (base: string, path: readonly PropertyKey[]) =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), base);

/**
 * Keeps every part of `value` that passes `schema`, replacing the rest with `fallback` and noting why.
 * Objects are salvaged key by key and lists item by item, so one bad palette does not cost the other palettes.
 * The result always has the schema's shape; cross-field rules (e.g. min ≤ max) may still be unmet, and are reported.
 */
function salvage(schema: z.ZodType, value: unknown, fallback: unknown, path: string, problems: FrameworkProblem[]): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const before = problems.length;
  let result: unknown = fallback;
  if (value === undefined) {
    problems.push({ field: path, message: "is missing" });
  } else if (schema instanceof z.ZodObject && isPlainObject(value) && isPlainObject(fallback)) {
    const out: Record<string, unknown> = {};
    for (const [key, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out[key] = salvage(fieldSchema, value[key], fallback[key], `${path}.${key}`, problems);
    }
    result = out;
  } else if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    const repaired = REPAIRED_ITEMS[path];
    const kept: unknown[] = [];
    value.forEach((item, index) => {
      const itemResult = element.safeParse(item);
      if (itemResult.success) kept.push(itemResult.data);
      else if (repaired && isPlainObject(item)) kept.push(salvage(element, item, repaired(), `${path}[${index}]`, problems));
      else problems.push({ field: joinPath(`${path}[${index}]`, itemResult.error.issues[0].path), message: itemResult.error.issues[0].message });
    });
    result = kept;
  } else {
    const issue = parsed.error.issues[0];
    problems.push({ field: joinPath(path, issue.path), message: issue.message });
    return fallback;
  }
  if (problems.length === before) {
    // Every part was fine on its own, so a rule across parts failed (or a list rule such as "at least one").
    const again = schema.safeParse(result);
    const issue = again.success ? parsed.error.issues[0] : again.error.issues[0];
    problems.push({ field: joinPath(path, issue.path), message: issue.message });
  }
  return result;
}

/** The four guideline groups as stored (Drizzle row properties). Anything may be in a jsonb column. */
export type StoredFrameworkDocument = {
  brandGuidelines: unknown;
  layoutParameters: unknown;
  contentConstraints: unknown;
  flexibilityBoundaries: unknown;
};

/** One stored group read with `salvage`, its problems noted in `problems`. */
const groupLoader =
  (problems: FrameworkProblem[]) =>
  <T>(schema: z.ZodType<T>, value: unknown, fallback: T, field: string): T => {
    if (!isPlainObject(value)) {
      problems.push({ field, message: "is not an object" });
      return fallback;
    }
    return salvage(schema, value, fallback, field, problems) as T;
  };

type FrameworkRules = Pick<FrameworkDocument, "contentConstraints" | "flexibilityBoundaries">;

/**
 * The two groups that say whether pages need review (legal review, approval workflows), checked as the whole
 * document's are: what approval reads without loading the look of the page.
 */
export function loadFrameworkRules(stored: Pick<StoredFrameworkDocument, keyof FrameworkRules>, problems: FrameworkProblem[] = []): FrameworkRules {
  const group = groupLoader(problems);
  return {
    contentConstraints: group(contentConstraintsSchema, stored.contentConstraints, defaultContentConstraints(), "content_constraints"),
    flexibilityBoundaries: group(flexibilityBoundariesSchema, stored.flexibilityBoundaries, defaultFlexibilityBoundaries(), "flexibility_boundaries"),
  };
}

/**
 * Spec 3 "records are checked on load": reads a stored framework document without trusting it. A valid record comes
 * back as is with no problems; a malformed one comes back in the right shape (defaults where a part was unusable)
 * with the list of problems, so callers report them instead of crashing.
 */
export function loadFrameworkDocument(stored: StoredFrameworkDocument): { document: FrameworkDocument; problems: FrameworkProblem[] } {
  const problems: FrameworkProblem[] = [];
  const group = groupLoader(problems);
  const document: FrameworkDocument = {
    brandGuidelines: group(brandGuidelinesSchema, stored.brandGuidelines, defaultBrandGuidelines(), "brand_guidelines"),
    layoutParameters: group(layoutParametersSchema, stored.layoutParameters, defaultLayoutParameters(), "layout_parameters"),
    ...loadFrameworkRules(stored, problems),
  };
  return { document, problems };
}
