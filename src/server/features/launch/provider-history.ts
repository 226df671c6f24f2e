import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { aiUsage, launchRuns } from "@/server/db/schema";

/** What recent launches taught about the provider account behind the configured key and model. */
export type ProviderHistory = {
  requestsPerPage: number;
  completionTokensPerRequest: number;
  latencyMsPerRequest: number;
  limitRequests: number | null;
  limitTokens: number | null;
  /** Pages per second of the last sizeable finished run on this model. */
  pagesPerSecond: number | null;
};

// Enough pages to average out the spread between contacts, recent enough to describe today's account.
const RECENT_PAGES = 500;
const SIZEABLE_RUN = 20;

/**
 * The key's recent page attempts on `model`, across users: the key, its limits and its latency are the installation's,
 * not one user's, and only averages leave this function. Null when there is no history yet.
 */
export async function providerHistory(db: Executor, model: string): Promise<ProviderHistory | null> {
  const [pages] = await queryRows<{ pages: number; requests: number; completion: number; latency: number; limit_requests: number | null; limit_tokens: number | null }>(
    db,
    sql`WITH recent AS (
          SELECT * FROM ${aiUsage} WHERE ${aiUsage.model} = ${model} ORDER BY ${aiUsage.createdAt} DESC LIMIT ${RECENT_PAGES}
        )
        SELECT count(*)::int AS pages, coalesce(sum(requests), 0)::float8 AS requests, coalesce(sum(completion_tokens), 0)::float8 AS completion,
               coalesce(sum(latency_ms), 0)::float8 AS latency,
               (SELECT limit_requests FROM recent WHERE limit_requests IS NOT NULL ORDER BY created_at DESC LIMIT 1) AS limit_requests,
               (SELECT limit_tokens FROM recent WHERE limit_tokens IS NOT NULL ORDER BY created_at DESC LIMIT 1) AS limit_tokens
        FROM recent`,
  );
  if (!pages || pages.pages === 0 || pages.requests === 0) return null;
  const [run] = await queryRows<{ pages: number; seconds: number }>(
    db,
    sql`SELECT count(DISTINCT u.microsite_id)::int AS pages, extract(epoch FROM r.finished_at - r.started_at)::float8 AS seconds
        FROM ${launchRuns} r JOIN ${aiUsage} u ON u.run_id = r.id
        WHERE r.finished_at IS NOT NULL AND r.started_at IS NOT NULL AND u.model = ${model}
        GROUP BY r.id, r.finished_at, r.started_at
        HAVING count(DISTINCT u.microsite_id) >= ${SIZEABLE_RUN}
        ORDER BY r.finished_at DESC LIMIT 1`,
  );
  return {
    requestsPerPage: pages.requests / pages.pages,
    completionTokensPerRequest: pages.completion / pages.requests,
    latencyMsPerRequest: pages.latency / pages.requests,
    limitRequests: pages.limit_requests === null ? null : Number(pages.limit_requests),
    limitTokens: pages.limit_tokens === null ? null : Number(pages.limit_tokens),
    pagesPerSecond: run && run.seconds > 0 ? run.pages / run.seconds : null,
  };
}
