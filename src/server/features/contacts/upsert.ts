import { sql } from "drizzle-orm";
import type { ContactRow } from "@/shared/schemas/contact";
import type { Executor } from "@/server/db/client";
import type { RecordOwner } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { contacts } from "@/server/db/schema";

// One statement per batch: every column travels as ONE array parameter (unnest), so a batch costs 9 parameters
// whatever its size and never meets PostgreSQL's 65,535-parameter limit.
const UPSERT_BATCH_ROWS = 5_000;

export type UpsertOutcome = { ids: string[]; created: number; updated: number };

const column = (rows: ContactRow[], key: keyof ContactRow) => sql.param(rows.map((r) => r[key]));

/**
 * Inserts or updates the rep's contacts in a workspace by (workspace, rep, lower(email)), in batched multi-row statements. Rows must
 * already be valid and free of repeated emails (checkContactRows). An update keeps the stored email spelling
 * and only replaces fields the new row fills in.
 */
export async function upsertContacts(tx: Executor, owner: RecordOwner, rows: ContactRow[]): Promise<UpsertOutcome> {
  const outcome: UpsertOutcome = { ids: [], created: 0, updated: 0 };
  for (let start = 0; start < rows.length; start += UPSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + UPSERT_BATCH_ROWS);
    const inserted = await queryRows<{ id: string; inserted: boolean }>(
      tx,
      sql`
      insert into ${contacts} (user_id, workspace_id, email, first_name, last_name, company, industry, context, domain, title, created_at)
      select ${owner.userId}, ${owner.workspaceId}, r.email, r.first_name, r.last_name, r.company, r.industry, r.context, r.domain, r.title,
        -- One microsecond apart, first row newest: "newest first" lists a file in its own order.
        now() - (r.n * interval '1 microsecond')
      from unnest(
        ${column(batch, "email")}::text[], ${column(batch, "first_name")}::text[], ${column(batch, "last_name")}::text[],
        ${column(batch, "company")}::text[], ${column(batch, "industry")}::text[], ${column(batch, "context")}::text[],
        ${column(batch, "domain")}::text[], ${column(batch, "title")}::text[]
      ) with ordinality as r(email, first_name, last_name, company, industry, context, domain, title, n)
      on conflict (workspace_id, user_id, lower(email)) do update set
        first_name = coalesce(nullif(excluded.first_name, ''), ${contacts.firstName}),
        last_name = coalesce(nullif(excluded.last_name, ''), ${contacts.lastName}),
        company = coalesce(nullif(excluded.company, ''), ${contacts.company}),
        industry = coalesce(nullif(excluded.industry, ''), ${contacts.industry}),
        context = coalesce(nullif(excluded.context, ''), ${contacts.context}),
        domain = coalesce(nullif(excluded.domain, ''), ${contacts.domain}),
        title = coalesce(nullif(excluded.title, ''), ${contacts.title}),
        updated_at = now()
      returning id, (xmax = 0) as inserted`,
    );
    for (const row of inserted) {
      outcome.ids.push(row.id);
      if (row.inserted) outcome.created += 1;
      else outcome.updated += 1;
    }
  }
  return outcome;
}
