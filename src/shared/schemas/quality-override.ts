import { z } from "zod";
import { storableString } from "./text-fields";

export const OVERRIDE_MESSAGES = {
  reasonRequired: "Say why the page is published anyway: the reason is kept on its quality report",
  reasonTooLong: "Keep the reason under 1,000 characters",
  adminOnly: "Only workspace admins can publish a held page anyway",
  notHeld: "Only a page held by its quality checks can be published anyway",
  /** Readability and language: no framework lowers them, so no admin publishes past them either. */
  mustFix: (labels: string[]) => `${labels.map((l) => `“${l}”`).join(", ")} can't be published anyway: edit the copy until ${labels.length === 1 ? "it passes" : "they pass"}`,
} as const;

/** POST /api/microsites/:id/override: an admin's "Publish anyway", with the reason kept on the page's quality report. */
export const qualityOverrideSchema = z.object({
  reason: storableString({ error: OVERRIDE_MESSAGES.reasonRequired }).trim().min(1, OVERRIDE_MESSAGES.reasonRequired).max(1000, OVERRIDE_MESSAGES.reasonTooLong),
});
export type QualityOverrideInput = z.infer<typeof qualityOverrideSchema>;
