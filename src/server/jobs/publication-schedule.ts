import { sql } from "drizzle-orm";
import { publicationWindow, type PublicationWindow } from "@/shared/publication-window";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import { campaigns, microsites } from "../db/schema";

type ScheduleRow = { id: string; start_date: string | null; end_date: string | null; expiration_days: number };

/** Microsite id -> when it goes live and expires, from its campaign's dates (a deleted campaign has none). */
export async function publicationWindows(db: Executor, micrositeIds: string[], now: Date): Promise<Map<string, PublicationWindow>> {
  const rows = await queryRows<ScheduleRow>(
    db,
    sql`SELECT m.id, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.expiration_days
        FROM ${microsites} m JOIN ${campaigns} c ON c.id = m.campaign_id
        WHERE m.id = ANY(${sql.param(micrositeIds)}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [r.id, publicationWindow({ startDate: r.start_date, endDate: r.end_date, expirationDays: Number(r.expiration_days) }, now)]),
  );
}
