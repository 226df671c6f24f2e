import { eq } from "drizzle-orm";
import { failedBlockers, unoverridableFailures, type QualityCheckResult, type QualityReport } from "@/shared/quality";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";
import { CONTENT_EDIT_MESSAGES } from "@/shared/schemas/microsite-content-edit";
import { OVERRIDE_MESSAGES } from "@/shared/schemas/quality-override";
import type { Scope } from "@/server/db/owner";
import { user } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import { renderPageCopy } from "./content-edit";
import { isHeldPage, releaseHeldPage, type ReleaseDeps } from "./held-page";
import { findOwnedMicrosite } from "./service";

const scored = (checks: QualityCheckResult[]): QualityReport => ({ score: Math.round((100 * checks.filter((c) => c.passed).length) / checks.length), checks });

/**
 * The page's checks as they stand now: the gates run again on its copy (the campaign or framework may have changed
 * since it was held), and what they do not re-run (the AI judge's verdict) as it was recorded.
 */
function currentChecks(fresh: QualityReport, recorded: QualityReport): QualityReport {
  const notRerun = recorded.checks.filter((c) => !fresh.checks.some((f) => f.id === c.id));
  return scored([...fresh.checks, ...notRerun]);
}

/**
 * An admin's "Publish anyway" of a page the gates held (issue 24 item 4): only past checks a framework may lower to a
 * warning; readability (alwaysBlocks) is fixed by an edit, never overridden. The override (who, when, why, which
 * checks) is kept on the page's quality report, and the page goes out as a launched page would (an admin's decision:
 * live, or at the campaign's start).
 */
export async function publishHeldPageAnyway(deps: ReleaseDeps, scope: Scope, id: string, reason: string, now = new Date()) {
  const row = await findOwnedMicrosite(deps.db, scope, id);
  if (!isHeldPage(row) || !row.quality) throw new ApiError(409, OVERRIDE_MESSAGES.notHeld);
  const content = micrositeContentSchema.safeParse(row.content);
  if (!content.success) throw new ApiError(409, CONTENT_EDIT_MESSAGES.heldWithoutCopy);
  const { html, quality: fresh, writtenWith } = await renderPageCopy(deps, row, content.data, true);
  const checks = currentChecks(fresh, row.quality);
  const mustFix = unoverridableFailures(checks);
  if (mustFix.length > 0) throw new ApiError(400, OVERRIDE_MESSAGES.mustFix(mustFix.map((c) => c.label)), mustFix);
  const [admin] = await deps.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, scope.userId)).limit(1);
  const quality: QualityReport = {
    ...checks,
    override: {
      by: { id: scope.userId, name: admin?.name || admin?.email || "An admin" },
      at: now.toISOString(),
      reason,
      checks: failedBlockers(checks).map((c) => ({ id: c.id, label: c.label })),
    },
  };
  await releaseHeldPage(deps, scope, row, { content: content.data, html, quality, writtenWith }, now);
  return { quality };
}
