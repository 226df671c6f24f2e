import { sql } from "drizzle-orm";
import type { QualityReport } from "../../shared/quality";
import type { Executor } from "../db/client";

export type ClaimedQuality = { id: string; token: string; quality: QualityReport };

/**
 * Stores the gates' report of each generated page while the job still holds its claim (before it is published or
 * marked failed, which both release the claim), so a worker that lost its claim writes nothing.
 */
export async function storeQualityReports(db: Executor, reports: ClaimedQuality[]): Promise<void> {
  if (reports.length === 0) return;
  await db.execute(
    sql`UPDATE campaign_microsites m SET quality = v.quality::jsonb
        FROM unnest(${sql.param(reports.map((r) => r.id))}::uuid[], ${sql.param(reports.map((r) => r.token))}::text[],
                    ${sql.param(reports.map((r) => JSON.stringify(r.quality)))}::text[]) AS v(id, token, quality)
        WHERE m.id = v.id AND m.claim_token = v.token AND m.status = 'pending'`,
  );
}
