import { and, asc, count, eq } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { inWorkspace, type Scope } from "@/server/db/owner";
import { brandFaqs, brandProfiles, brandProofPoints } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";

type ItemTable = typeof brandProofPoints | typeof brandFaqs;

type ItemRules<T extends ItemTable, V> = {
  table: T;
  max: number;
  messages: { tooMany: string; notFound: string; noBrandProfile: string };
  /** Validated API values -> the table's columns (brand_id aside). */
  toColumns: (values: V) => Omit<T["$inferInsert"], "brandId">;
};

/** The workspace's brand profile row, locked so two concurrent adds cannot both slip under the cap. */
async function lockOwnBrand(tx: Executor, scope: Scope) {
  const [brand] = await tx.select({ id: brandProfiles.id }).from(brandProfiles).where(inWorkspace(brandProfiles, scope)).for("update");
  return brand ?? null;
}

async function ownBrandId(db: Executor, scope: Scope) {
  const [brand] = await db.select({ id: brandProfiles.id }).from(brandProfiles).where(inWorkspace(brandProfiles, scope));
  return brand?.id ?? null;
}

/**
 * A list of records that belong to the sender's brand profile (customer stories, FAQ entries): listed in the order
 * added, capped, and scoped to the workspace through its brand, so another workspace's id answers 404.
 */
export function brandItems<T extends ItemTable, V>({ table, max, messages, toColumns }: ItemRules<T, V>) {
  // Drizzle cannot narrow a union of tables in its builders; each operation below only uses the shared columns.
  const t = table as typeof brandFaqs;
  type Row = T["$inferSelect"];

  return {
    async list(db: Executor, scope: Scope): Promise<Row[]> {
      const brandId = await ownBrandId(db, scope);
      if (!brandId) return [];
      return (await db.select().from(t).where(eq(t.brandId, brandId)).orderBy(asc(t.createdAt), asc(t.id))) as Row[];
    },

    async create(db: Database, scope: Scope, values: V): Promise<Row> {
      return db.transaction(async (tx) => {
        const brand = await lockOwnBrand(tx, scope);
        if (!brand) throw new ApiError(400, messages.noBrandProfile);
        const [{ n }] = await tx.select({ n: count() }).from(t).where(eq(t.brandId, brand.id));
        if (n >= max) throw new ApiError(400, messages.tooMany);
        const [row] = await tx
          .insert(t)
          .values({ ...(toColumns(values) as object), brandId: brand.id } as typeof brandFaqs.$inferInsert)
          .returning();
        return row as Row;
      });
    },

    async update(db: Database, scope: Scope, id: string, values: V): Promise<Row> {
      const brandId = await ownBrandId(db, scope);
      const [row] = brandId
        ? await db
            .update(t)
            .set({ ...(toColumns(values) as object), updatedAt: new Date() })
            .where(and(eq(t.id, id), eq(t.brandId, brandId)))
            .returning()
        : [];
      if (!row) throw notFound(messages.notFound);
      return row as Row;
    },

    async remove(db: Database, scope: Scope, id: string): Promise<void> {
      const brandId = await ownBrandId(db, scope);
      const deleted = brandId ? await db.delete(t).where(and(eq(t.id, id), eq(t.brandId, brandId))).returning({ id: t.id }) : [];
      if (deleted.length === 0) throw notFound(messages.notFound);
    },
  };
}
