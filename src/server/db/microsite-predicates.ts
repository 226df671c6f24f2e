import { sql, type SQL } from "drizzle-orm";
import { microsites } from "./schema";

// Spec 4: the legacy 'generated' and any "published" status count as completed.
const PUBLISHED = sql`${microsites.status} in ('completed', 'generated', 'published')`;

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
