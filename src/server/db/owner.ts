import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

type OwnedTable = { userId: PgColumn };

/**
 * The owner filter every query of an owned table goes through: `where(owned(campaigns, userId, eq(campaigns.id, id)))`.
 * Reads, updates and deletes of another owner's row then match nothing, which routes answer with 404.
 */
export function owned(table: OwnedTable, userId: string, ...conditions: Array<SQL | undefined>): SQL {
  return and(eq(table.userId, userId), ...conditions) as SQL;
}
