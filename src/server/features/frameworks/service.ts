import { count, eq, getTableColumns, ilike, or, sql } from "drizzle-orm";
import { FRAMEWORK_NOT_FOUND, frameworkValuesOf, type Framework, type FrameworkPatch, type FrameworkValues } from "@/shared/schemas/framework";
import { frameworkCreateSchema } from "@/shared/schemas/framework-create";
import { mergeFrameworkPatch } from "@/shared/framework-complete";
import { isUuid } from "@/shared/uuid";
import type { FrameworkCategory } from "@/shared/framework-constants";
import type { FrameworkSort, SortDirection } from "@/shared/list-query";
import type { Database } from "@/server/db/client";
import { likePattern, orderBy, pageWithTotal, totalOver } from "@/server/db/list-page";
import { inWorkspace, ownership, type Scope } from "@/server/db/owner";
import { templateFrameworks } from "@/server/db/schema";
import { ApiError, notFound, validationErrorBody } from "@/server/http/errors";
import type { Storage } from "@/server/storage/storage";
import { assertOwnLogo } from "./framework-logo";
import { logoUrlOf, toFramework } from "./framework-record";

export type FrameworkListQuery = { q?: string; category?: FrameworkCategory; sort?: FrameworkSort; dir?: SortDirection; limit?: number; offset?: number };

const frameworkSortKeys = { name: sql`lower(${templateFrameworks.name})`, created: templateFrameworks.createdAt };

/**
 * The workspace's frameworks, newest first unless sorted otherwise, optionally searched (name or description), of
 * one category, and paged.
 */
export async function listFrameworks(db: Database, storage: Storage, scope: Scope, query: FrameworkListQuery = {}) {
  const q = query.q?.trim();
  const search = q ? or(ilike(templateFrameworks.name, likePattern(q)), ilike(templateFrameworks.description, likePattern(q))) : undefined;
  const category = query.category && query.category !== "all" ? eq(templateFrameworks.category, query.category) : undefined;
  const where = inWorkspace(templateFrameworks, scope, search, category);
  const rows = await db
    .select({ ...getTableColumns(templateFrameworks), total: totalOver })
    .from(templateFrameworks)
    .where(where)
    .orderBy(...orderBy(frameworkSortKeys, templateFrameworks.id, query.sort ?? "created", query.dir))
    .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(query.offset ?? 0);
  const page = await pageWithTotal(rows, query.offset ?? 0, async () => (await db.select({ total: count() }).from(templateFrameworks).where(where))[0].total);
  return { items: page.items.map((row) => toFramework(row, storage)), total: page.total };
}

const eqId = (id: string) => eq(templateFrameworks.id, id);

async function findOwnedRow(db: Database, scope: Scope, id: string) {
  // A malformed id cannot name a framework; answering 404 also keeps PostgreSQL's uuid cast error out of the way.
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(templateFrameworks).where(inWorkspace(templateFrameworks, scope, eqId(id))).limit(1);
  return row;
}

export async function getFramework(db: Database, storage: Storage, scope: Scope, id: string): Promise<Framework> {
  const row = await findOwnedRow(db, scope, id);
  if (!row) throw notFound(FRAMEWORK_NOT_FOUND);
  return toFramework(row, storage);
}

const columnsOf = (values: FrameworkValues) => ({
  name: values.name,
  description: values.description,
  isActive: values.is_active,
  category: values.category,
  brandLogo: values.brand_logo,
  brandGuidelines: values.brand_guidelines,
  layoutParameters: values.layout_parameters,
  contentConstraints: values.content_constraints,
  flexibilityBoundaries: values.flexibility_boundaries,
});

/** The stored document never keeps a client-sent logo URL: it is derived from the owned storage key. */
function withServerLogoUrl(storage: Storage, values: FrameworkValues): FrameworkValues {
  return { ...values, brand_guidelines: { ...values.brand_guidelines, logoUrl: logoUrlOf(storage, values.brand_logo) } };
}

export async function createFramework(db: Database, storage: Storage, scope: Scope, values: FrameworkValues): Promise<Framework> {
  assertOwnLogo(scope.workspaceId, values.brand_logo);
  const [row] = await db
    .insert(templateFrameworks)
    .values({ ...ownership(scope), ...columnsOf(withServerLogoUrl(storage, values)) })
    .returning();
  return toFramework(row, storage);
}

/**
 * Applies a partial change and re-validates the WHOLE framework with the shared schema, so a PATCH can never leave
 * an invalid record (nor repair only half of a malformed one). Returns the logo key the change let go of, if any.
 */
export async function updateFramework(db: Database, storage: Storage, scope: Scope, id: string, patch: FrameworkPatch) {
  if (!isUuid(id)) throw notFound(FRAMEWORK_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(templateFrameworks).where(inWorkspace(templateFrameworks, scope, eqId(id))).for("update");
    if (!row) throw notFound(FRAMEWORK_NOT_FOUND);
    const merged = frameworkCreateSchema.safeParse(mergeFrameworkPatch(frameworkValuesOf(toFramework(row, storage)), patch));
    if (!merged.success) {
      const body = validationErrorBody(merged.error);
      throw new ApiError(400, body.error, body.issues);
    }
    // Another admin's logo may stay; a new one must be the caller's own upload.
    if (merged.data.brand_logo !== row.brandLogo) assertOwnLogo(scope.workspaceId, merged.data.brand_logo);
    const [updated] = await tx
      .update(templateFrameworks)
      .set(columnsOf(withServerLogoUrl(storage, merged.data)))
      .where(inWorkspace(templateFrameworks, scope, eqId(id)))
      .returning();
    const releasedLogo = row.brandLogo && row.brandLogo !== updated.brandLogo ? row.brandLogo : null;
    return { framework: toFramework(updated, storage), releasedLogo };
  });
}

/** Deletes the workspace's framework; returns its logo key so the caller can release the file. */
export async function deleteFramework(db: Database, scope: Scope, id: string) {
  if (!isUuid(id)) throw notFound(FRAMEWORK_NOT_FOUND);
  const [deleted] = await db
    .delete(templateFrameworks)
    .where(inWorkspace(templateFrameworks, scope, eqId(id)))
    .returning({ id: templateFrameworks.id, brandLogo: templateFrameworks.brandLogo });
  if (!deleted) throw notFound(FRAMEWORK_NOT_FOUND);
  return deleted;
}
