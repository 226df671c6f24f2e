import { and, asc, eq, inArray } from "drizzle-orm";
import { offeringSchema, type OfferingValues, OFFERING_MESSAGES } from "@/shared/schemas/offering";
import type { Database, Executor } from "@/server/db/client";
import { inWorkspace, type Scope } from "@/server/db/owner";
import { brandProfiles, productOfferings } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { OfferingAnswer } from "@/shared/schemas/offering-answers";

export type OfferingRow = typeof productOfferings.$inferSelect;

export const OFFERING_NOT_FOUND = "Offering not found";

/** The ids of the user's brand (at most one): every offering query is scoped through it. */
export const ownBrandIds = (db: Executor, scope: Scope) => db.select({ id: brandProfiles.id }).from(brandProfiles).where(inWorkspace(brandProfiles, scope));

/** The user's offerings in the order they were added (spec 7: ordered by created_at). Used by generation too. */
export async function listOfferings(db: Database, scope: Scope): Promise<OfferingRow[]> {
  return db
    .select()
    .from(productOfferings)
    .where(inArray(productOfferings.brandId, ownBrandIds(db, scope)))
    .orderBy(asc(productOfferings.createdAt), asc(productOfferings.id));
}

export async function getOffering(db: Database, scope: Scope, id: string): Promise<OfferingRow> {
  const [row] = await db
    .select()
    .from(productOfferings)
    .where(and(eq(productOfferings.id, id), inArray(productOfferings.brandId, ownBrandIds(db, scope))));
  if (!row) throw notFound(OFFERING_NOT_FOUND);
  return row;
}

const toColumns = (v: OfferingValues) => ({
  name: v.name,
  type: v.type,
  description: v.description,
  price: v.price,
  currency: v.currency,
  unitType: v.unit_type,
  requiresQuote: v.requires_quote,
  outcomes: v.outcomes,
});

/**
 * Adds an offering to the user's brand. A brand_id in the request must be the user's own (another's answers 404,
 * like any record of another owner); without a brand profile there is nothing to attach it to (400).
 */
export async function createOffering(db: Database, scope: Scope, values: OfferingValues, requestedBrandId?: string) {
  const [brand] = await ownBrandIds(db, scope);
  if (requestedBrandId && requestedBrandId !== brand?.id) throw notFound("Brand profile not found");
  if (!brand) throw new ApiError(400, OFFERING_MESSAGES.noBrandProfile);
  const [row] = await db.insert(productOfferings).values({ brandId: brand.id, ...toColumns(values) }).returning();
  return row;
}

/** Back to the API's input shape, so a partial change is checked against the whole offering it produces. */
export const toOfferingInput = (row: OfferingRow) => ({
  name: row.name,
  type: row.type,
  description: row.description,
  price: row.price,
  currency: row.currency,
  unit_type: row.unitType,
  requires_quote: row.requiresQuote,
  outcomes: row.outcomes,
});

/** Applies a partial change; the merged offering must pass the same schema as a new one. */
export async function updateOffering(db: Database, scope: Scope, id: string, patch: Record<string, unknown>) {
  const existing = await getOffering(db, scope, id);
  const values = offeringSchema.safeParse({ ...toOfferingInput(existing), ...patch });
  if (!values.success) return { ok: false as const, error: values.error };
  const [row] = await db
    .update(productOfferings)
    .set({ ...toColumns(values.data), updatedAt: new Date() })
    .where(and(eq(productOfferings.id, id), inArray(productOfferings.brandId, ownBrandIds(db, scope))))
    .returning();
  if (!row) throw notFound(OFFERING_NOT_FOUND);
  return { ok: true as const, row };
}

export async function deleteOffering(db: Database, scope: Scope, id: string) {
  const deleted = await db
    .delete(productOfferings)
    .where(and(eq(productOfferings.id, id), inArray(productOfferings.brandId, ownBrandIds(db, scope))))
    .returning({ id: productOfferings.id });
  if (deleted.length === 0) throw notFound(OFFERING_NOT_FOUND);
}

/** The API shape: the spec's snake_case field names. */
export function toOfferingDto(row: OfferingRow): OfferingAnswer {
  return {
    id: row.id,
    brand_id: row.brandId,
    name: row.name,
    type: row.type,
    description: row.description,
    price: row.price,
    currency: row.currency,
    unit_type: row.unitType,
    requires_quote: row.requiresQuote,
    outcomes: row.outcomes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type OfferingDto = ReturnType<typeof toOfferingDto>;
