import { and, eq } from "drizzle-orm";
import type { CrmProvider, CrmSyncState } from "@/shared/crm";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { contacts, crmConnections, crmContactLinks } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { CONTACT_NOT_FOUND } from "../contacts/service";
import { requestResync } from "./crm-sync";

async function assertContactInScope(db: Database, scope: Scope, contactId: string) {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(owned(contacts, scope, eq(contacts.id, contactId)));
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
}

/** Where the contact's CRM sync stands, per connected CRM (404 outside the caller's scope). */
export async function contactSyncStates(db: Database, scope: Scope, contactId: string): Promise<CrmSyncState[]> {
  await assertContactInScope(db, scope, contactId);
  const rows = await db
    .select({ provider: crmConnections.provider, remoteId: crmContactLinks.remoteId, syncedAt: crmContactLinks.syncedAt, error: crmContactLinks.syncError })
    .from(crmContactLinks)
    .innerJoin(crmConnections, eq(crmConnections.id, crmContactLinks.connectionId))
    .where(and(eq(crmContactLinks.contactId, contactId), eq(crmContactLinks.workspaceId, scope.workspaceId)));
  return rows.map((r) => ({ provider: r.provider as CrmProvider, remoteId: r.remoteId, syncedAt: r.syncedAt?.toISOString() ?? null, error: r.error }));
}

/** "Sync again" for one contact: answers the connections to run. */
export async function resyncContact(db: Database, scope: Scope, contactId: string): Promise<string[]> {
  await assertContactInScope(db, scope, contactId);
  return requestResync(db, scope.workspaceId, contactId);
}
