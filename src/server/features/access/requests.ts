import { sql } from "drizzle-orm";
import { ACCESS_MESSAGES } from "@/shared/schemas/access";
import type { Database } from "@/server/db/client";
import { ownedSql, type Scope } from "@/server/db/owner";
import { queryRows } from "@/server/db/rows";
import { notFound } from "@/server/http/errors";
import { accessRequests, campaigns } from "@/server/db/schema";

/**
 * POST /api/access-requests/:id/admit: the owner lets in someone refused by a page's allowed domains (one click from
 * the activity item). Their email then passes that page's gate. A request outside the caller's scope is 404.
 */
export async function admitAccessRequest(db: Database, scope: Scope, requestId: string, now = new Date()) {
  const rows = (await queryRows<{ id: string; email: string }>(db, sql`
      update ${accessRequests} r set admitted_at = coalesce(r.admitted_at, ${now.toISOString()}::timestamptz)
      from ${campaigns} c
      where r.id = ${requestId} and r.email is not null and c.id = r.campaign_id and ${ownedSql("c", scope)}
      returning r.id, r.email`));
  if (rows.length === 0) throw notFound(ACCESS_MESSAGES.requestNotFound);
  return { id: rows[0].id, email: rows[0].email, admitted: true };
}
