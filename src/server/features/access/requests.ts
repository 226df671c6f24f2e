import { sql } from "drizzle-orm";
import { ACCESS_MESSAGES } from "../../../shared/schemas/access";
import type { Database } from "../../db/client";
import { ownedSql, type Scope } from "../../db/owner";
import { rowsOf } from "../../db/raw-rows";
import { notFound } from "../../http/errors";

/**
 * POST /api/access-requests/:id/admit: the owner lets in someone refused by a page's allowed domains (one click from
 * the activity item). Their email then passes that page's gate. A request outside the caller's scope is 404.
 */
export async function admitAccessRequest(db: Database, scope: Scope, requestId: string, now = new Date()) {
  const rows = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      update access_requests r set admitted_at = coalesce(r.admitted_at, ${now.toISOString()}::timestamptz)
      from campaign_campaigns c
      where r.id = ${requestId} and r.email is not null and c.id = r.campaign_id and ${ownedSql("c", scope)}
      returning r.id, r.email`),
  );
  if (rows.length === 0) throw notFound(ACCESS_MESSAGES.requestNotFound);
  return { id: rows[0].id, email: rows[0].email, admitted: true };
}
