import { z } from "zod";
import { storableString } from "./text-fields";

/**
 * The framework form as it stands (unsaved), for its sample page. The groups stay loose on purpose: the page is
 * drawn from whatever the form holds, through the same lenient reader stored frameworks go through.
 */
export const frameworkSampleSchema = z.object({
  name: storableString().max(200, "Framework name is too long").optional(),
  brand_logo: storableString().max(300, "Logo path is too long").nullable().optional(),
  brand_guidelines: z.record(storableString(), z.unknown(), { error: "brand_guidelines must be an object" }),
  layout_parameters: z.record(storableString(), z.unknown(), { error: "layout_parameters must be an object" }),
  content_constraints: z.record(storableString(), z.unknown(), { error: "content_constraints must be an object" }),
});
export type FrameworkSampleInput = z.infer<typeof frameworkSampleSchema>;
