import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PageUsage } from "./ai-usage";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { createdAt } from "./columns";
import { launchRuns, microsites } from "./launch";

/** A running server or worker process; its heartbeat tells the others it is alive (see jobs/worker-registry). */
export const workerProcesses = pgTable("worker_processes", {
  id: text("id").primaryKey(),
  hostname: text("hostname").notNull(),
  pid: integer("pid").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The provider's validated answer for one page of one run, stored the moment it arrives (seed tells a first draft
 * from a re-write). A retry after a crash uses it instead of asking (and paying) again; removed once the page is finished.
 */
export const micrositeDrafts = pgTable(
  "microsite_drafts",
  {
    micrositeId: uuid("microsite_id")
      .notNull()
      .references(() => microsites.id, { onDelete: "cascade" }),
    runId: uuid("run_id")
      .notNull()
      .references(() => launchRuns.id, { onDelete: "cascade" }),
    seed: text("seed").notNull(),
    content: jsonb("content").$type<MicrositeContent>().notNull(),
    usage: jsonb("usage").$type<PageUsage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "microsite_drafts_pk", columns: [t.micrositeId, t.runId, t.seed] })],
);
