import { and, eq } from "drizzle-orm";
import type { CrmProvider } from "@/shared/crm";
import type { Database } from "@/server/db/client";
import { crmConnections } from "@/server/db/schema";
import type { CredentialCipher } from "./credential-cipher";
import type { ConnectionView } from "@/shared/schemas/integration-answers";

/** What the Settings page shows of a connection: never the credential. */
export type { ConnectionView };

export type StoredConnection = typeof crmConnections.$inferSelect;

export async function findConnection(db: Database, workspaceId: string, provider: CrmProvider): Promise<StoredConnection | null> {
  const [row] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.workspaceId, workspaceId), eq(crmConnections.provider, provider)));
  return row ?? null;
}

export async function findConnectionById(db: Database, id: string): Promise<StoredConnection | null> {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
  return row ?? null;
}

export async function listConnections(db: Database, workspaceId: string): Promise<ConnectionView[]> {
  const rows = await db
    .select({ provider: crmConnections.provider, accountLabel: crmConnections.accountLabel, createdAt: crmConnections.createdAt })
    .from(crmConnections)
    .where(eq(crmConnections.workspaceId, workspaceId));
  return rows.map((r) => ({ provider: r.provider as CrmProvider, accountLabel: r.accountLabel, connectedAt: r.createdAt.toISOString() }));
}

/** Stores (or replaces) the workspace's credential for a CRM, encrypted; answers the connection id. */
export async function saveConnection(
  db: Database,
  cipher: CredentialCipher,
  values: { workspaceId: string; provider: CrmProvider; credential: string; accountLabel: string; instanceUrl?: string | null; connectedBy: string },
): Promise<string> {
  const stored = {
    credentialCiphertext: cipher.encrypt(values.credential),
    accountLabel: values.accountLabel,
    instanceUrl: values.instanceUrl ?? null,
    connectedBy: values.connectedBy,
    pausedUntil: null,
    schemaReadyAt: null,
  };
  const [row] = await db
    .insert(crmConnections)
    .values({ workspaceId: values.workspaceId, provider: values.provider, ...stored })
    .onConflictDoUpdate({ target: [crmConnections.workspaceId, crmConnections.provider], set: { ...stored, updatedAt: new Date() } })
    .returning({ id: crmConnections.id });
  return row.id;
}

/** Disconnect: the credential, the contact links and their sync records go (nothing of it is kept). */
export async function deleteConnection(db: Database, workspaceId: string, provider: CrmProvider): Promise<boolean> {
  const deleted = await db
    .delete(crmConnections)
    .where(and(eq(crmConnections.workspaceId, workspaceId), eq(crmConnections.provider, provider)))
    .returning({ id: crmConnections.id });
  return deleted.length > 0;
}
