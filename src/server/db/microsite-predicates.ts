import { inArray, sql, type SQL } from "drizzle-orm";
import { COMPLETED_MICROSITE_STATUSES } from "@/shared/microsite-status";
import { microsites } from "./schema";

// Only the statuses the CHECK constraint admits: the legacy 'generated' and 'published' were migrated to 'completed'.
const PUBLISHED = inArray(microsites.status, [...COMPLETED_MICROSITE_STATUSES]);

/**
 * A microsite a visitor can open at `now`: published with its HTML, gone live (not waiting for the campaign's
 * start date) and not expired. The same rule the public pages apply row by row.
 */
export function liveMicrosite(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${PUBLISHED} and ${microsites.htmlContent} is not null
    and (${microsites.publishedAt} is null or ${microsites.publishedAt} <= ${at})
    and (${microsites.expiresAt} is null or ${microsites.expiresAt} > ${at}))`;
}
