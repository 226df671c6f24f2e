import { loadFrameworkDocument } from "@/shared/framework-load";
import type { Framework } from "@/shared/schemas/framework";
import type { templateFrameworks } from "@/server/db/schema";
import type { Storage } from "@/server/storage/storage";

export const LOGO_BUCKET = "framework-logos";

type FrameworkRow = typeof templateFrameworks.$inferSelect;

/** Public URL of a stored logo key (never a URL taken from the request or the stored document). */
export const logoUrlOf = (storage: Storage, key: string | null) => (key ? storage.publicPath(LOGO_BUCKET, key) : "");

/**
 * A stored row as the API answers it. The column types already guarantee the spec's load check for id, name,
 * description, dates, owner and is_active; the four jsonb groups are checked here and problems reported.
 */
export function toFramework(row: FrameworkRow, storage: Storage): Framework {
  const { document, problems } = loadFrameworkDocument(row);
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    is_active: row.isActive,
    category: row.category,
    brand_logo: row.brandLogo,
    brand_guidelines: { ...document.brandGuidelines, logoUrl: logoUrlOf(storage, row.brandLogo) },
    layout_parameters: document.layoutParameters,
    content_constraints: document.contentConstraints,
    flexibility_boundaries: document.flexibilityBoundaries,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    problems,
  };
}
