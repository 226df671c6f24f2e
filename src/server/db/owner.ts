import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "@/shared/workspace";

/** Who is asking, in which workspace, with which role: every private query is scoped by it. */
export type Scope = { userId: string; workspaceId: string; role: WorkspaceRole };

type WorkspaceTable = { workspaceId: PgColumn };
type RepOwnedTable = WorkspaceTable & { userId: PgColumn };

/**
 * The filter of a rep's records (campaigns, contacts, microsites): an admin reaches the workspace's, a member only
 * their own, nobody another workspace's. Reads, updates and deletes outside it match nothing, which routes answer
 * with 404.
 */
export function owned(table: RepOwnedTable, scope: Scope, ...conditions: Array<SQL | undefined>): SQL {
  const mine = scope.role === "admin" ? undefined : eq(table.userId, scope.userId);
  return and(eq(table.workspaceId, scope.workspaceId), mine, ...conditions) as SQL;
}

/** The caller's own records in the workspace, whatever their role: the personal dashboard and notifications. */
export function personal(table: RepOwnedTable, scope: Scope, ...conditions: Array<SQL | undefined>): SQL {
  return and(eq(table.workspaceId, scope.workspaceId), eq(table.userId, scope.userId), ...conditions) as SQL;
}

/** The filter of the workspace's shared assets (frameworks, brand profile): everyone in it reads them. */
export function inWorkspace(table: WorkspaceTable, scope: Scope, ...conditions: Array<SQL | undefined>): SQL {
  return and(eq(table.workspaceId, scope.workspaceId), ...conditions) as SQL;
}

/** `owned` for raw SQL over a rep-owned table's alias (`c` for campaign_campaigns, `m` for campaign_microsites). */
export function ownedSql(alias: string, scope: Scope): SQL {
  const table = sql.raw(alias);
  return scope.role === "admin"
    ? sql`${table}.workspace_id = ${scope.workspaceId}`
    : sql`${table}.workspace_id = ${scope.workspaceId} and ${table}.user_id = ${scope.userId}`;
}

/** Which records a raw query reaches: `ownedSql` (the caller's scope) or `personalSql` (their own). */
export type ScopeSql = (alias: string, scope: Scope) => SQL;

/** `personal` for raw SQL over a rep-owned table's alias. */
export function personalSql(alias: string, scope: Scope): SQL {
  const table = sql.raw(alias);
  return sql`${table}.workspace_id = ${scope.workspaceId} and ${table}.user_id = ${scope.userId}`;
}

/** Whose a rep-owned record is: the rep and the workspace. */
export type RecordOwner = { userId: string; workspaceId: string };

/** The values that put a new record in the caller's workspace, as theirs. */
export const ownership = (scope: Scope): RecordOwner => ({ userId: scope.userId, workspaceId: scope.workspaceId });
