import { and, eq, ne } from "drizzle-orm";
import { FRAMEWORK_LOGO_NOT_OWNED } from "@/shared/schemas/framework";
import type { Database } from "@/server/db/client";
import { templateFrameworks } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import type { Storage } from "@/server/storage/storage";
import { ownedUploadKey } from "../uploads/service";
import { LOGO_BUCKET } from "./framework-record";

/** A logo key must name an upload in the workspace's own folder (stored as `{workspaceId}/{file}`, see uploadFolder). */
export function assertOwnLogo(workspaceId: string, key: string | null) {
  if (key !== null && !ownedUploadKey(workspaceId, key)) throw new ApiError(400, FRAMEWORK_LOGO_NOT_OWNED);
}

/**
 * Removes a logo file no framework uses any more (after a replace or a delete). Checked across workspaces: a logo
 * stored before logos moved to workspace folders may still be shared by two workspaces' frameworks.
 * Best effort: a leftover file costs disk space, never correctness, so a storage failure is only logged.
 */
export async function releaseLogo(
  db: Database,
  storage: Storage,
  key: string | null,
  exceptFrameworkId: string,
  onError: (error: unknown) => void,
) {
  if (!key) return;
  try {
    const [stillUsed] = await db
      .select({ id: templateFrameworks.id })
      .from(templateFrameworks)
      .where(and(eq(templateFrameworks.brandLogo, key), ne(templateFrameworks.id, exceptFrameworkId)))
      .limit(1);
    if (!stillUsed) await storage.delete(LOGO_BUCKET, key);
  } catch (error) {
    onError(error);
  }
}
