import type { QualityStage } from "../../shared/framework-constants";
import type { QualityCheckpoint } from "../../shared/schemas/framework-rules";

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
