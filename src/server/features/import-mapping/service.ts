import { eq } from "drizzle-orm";
import type { ColumnMappingInput } from "@/shared/csv/column-mapping";
import type { Database } from "@/server/db/client";
import { importMappings } from "@/server/db/schema";

/** The CSV column mapping this account used last, or null before its first import. */
export async function getImportMapping(db: Database, userId: string): Promise<ColumnMappingInput | null> {
  const [row] = await db.select({ mapping: importMappings.mapping }).from(importMappings).where(eq(importMappings.userId, userId));
  return row?.mapping ?? null;
}

/** Remembers the mapping for the next import; one per account, the latest wins. */
export async function saveImportMapping(db: Database, userId: string, mapping: ColumnMappingInput): Promise<ColumnMappingInput> {
  await db
    .insert(importMappings)
    .values({ userId, mapping })
    .onConflictDoUpdate({ target: importMappings.userId, set: { mapping, updatedAt: new Date() } });
  return mapping;
}
