import type { QualityStage } from "@/shared/framework-constants";
import type { QualityCheckpoint } from "@/shared/schemas/framework-rules";
import type { CheckPolicy } from "./check";

/**
 * Whether a failing check of `stage` holds the page back, from the framework's quality checkpoints (spec 9). Every
 * automated check runs on every page, whatever the framework lists: a failure is worth showing either way. It
 * blocks only when the framework lists the stage as an automated blocker checkpoint. A stage listed as manual
 * (automated: false) is the rep's own review, so its automated checks only inform it; a stage the framework does
 * not list, and every stage when it lists none, gives warnings.
 */
export function isBlockingStage(checkpoints: readonly QualityCheckpoint[], stage: QualityStage): boolean {
  const checkpoint = checkpoints.find((c) => c.stage === stage);
  return !!checkpoint && checkpoint.automated && checkpoint.blocker;
}

/**
 * Whether a failing check holds the page back, by its policy (check.ts). A check that blocks by default (prohibited
 * terms, claims, required sections) is lowered to a warning only by a framework that lists its stage with blocker
 * off; readability is never lowered: no framework may publish a page a prospect cannot read.
 */
export function isBlockingCheck(checkpoints: readonly QualityCheckpoint[], check: { stage: QualityStage; policy?: CheckPolicy }): boolean {
  if (check.policy === "always") return true;
  if (check.policy === "default") return checkpoints.find((c) => c.stage === check.stage)?.blocker ?? true;
  return isBlockingStage(checkpoints, check.stage);
}
