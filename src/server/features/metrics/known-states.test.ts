import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEW_HOLD_MS } from "@/shared/bot-detection";
import type { DatabaseHandle } from "@/server/db/client";
import type { JobQueue } from "@/server/jobs/queue";
import { queryRows } from "@/server/db/rows";
import { user } from "@/server/db/schema";
import { startJobQueue } from "@/server/test/job-queue";
import { openTestDatabase } from "@/server/test/test-database";
import { createMetricIngest } from "./ingest";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { createPersonalWorkspace } from "@/server/db/membership";

/**
 * A sole writer (the embedded database) keeps the visitor states it wrote instead of reading them back: what time
 * decides in the database (a held view counted) must reach that copy, or the next batch would write the stale
 * state back and count the view again.
 */
describe.each([false, true])("visitor states kept in memory (sole writer: %s)", (soleWriter) => {
  let handle: DatabaseHandle & { url?: string };
  let queue: JobQueue;
  beforeAll(async () => {
    handle = await openTestDatabase();
    queue = await startJobQueue(handle, handle.url);
    await handle.db.insert(user).values({ id: `known-${soleWriter}`, name: "Known", email: `known-${soleWriter}@example.com` });
    await createPersonalWorkspace(handle.db, { id: `known-${soleWriter}`, name: "Known", email: `known-${soleWriter}@example.com` });
  });
  afterAll(async () => {
    await queue.stop();
    await handle.close();
  });

  it("counts a visit over many batches exactly as reading every state back does", async () => {
    const site = await seedMicrosite(handle.db, `known-${soleWriter}`);
    const ingest = createMetricIngest(handle.db, pino({ level: "silent" }), { flushIntervalMs: null, webhooks: { micrositeBaseUrl: "http://localhost", queue }, soleWriter });
    const origin = { visitor: "visitor-a", botReason: null };
    const t0 = Date.now();
    const event = (type: "view" | "click" | "session_duration", value?: number) => ({ ...site.event(type, value), pv: undefined }) as never;

    expect(await ingest.accept(event("view"), origin, t0)).toBe("accepted");
    await ingest.flush(t0); // held
    await ingest.flush(t0 + VIEW_HOLD_MS + 1); // time counts the held view, in the database only
    expect(await ingest.accept(event("click"), origin, t0 + 5000)).toBe("accepted");
    expect(await ingest.accept(event("session_duration", 7), origin, t0 + 6000)).toBe("accepted");
    await ingest.flush(t0 + 6000);
    expect(await ingest.accept(event("view"), origin, t0 + 8000)).toBe("accepted"); // the same visit: no new view
    expect(await ingest.accept(event("session_duration", 9), origin, t0 + 9000)).toBe("accepted");
    await ingest.flush(t0 + 9000);
    await ingest.flush(t0 + 9000 + VIEW_HOLD_MS + 1);
    await ingest.close();

    const [counts] = await queryRows<{ views: number; clicks: number; sessions: number; seconds: number }>(handle.db, sql`
        select coalesce(sum(samples) filter (where metric_type = 'view'), 0)::float8 as views,
          coalesce(sum(samples) filter (where metric_type = 'click'), 0)::float8 as clicks,
          coalesce(sum(samples) filter (where metric_type = 'session_duration'), 0)::float8 as sessions,
          coalesce(sum(value) filter (where metric_type = 'session_duration'), 0)::float8 as seconds
        from campaign_metrics where contact_id = ${site.contact.id} and source = 'human'`);
    expect(counts).toEqual({ views: 1, clicks: 1, sessions: 1, seconds: 9 });
  });
});
