import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "@/server/db/client";
import { brandProfiles, storageMoves, templateFrameworks } from "@/server/db/schema";
import type { Storage } from "@/server/storage/storage";
import { ownedUploadKey, TEAM_UPLOAD_BUCKETS, uploadKeyFromPublicPath } from "./service";

type TeamBucket = (typeof TEAM_UPLOAD_BUCKETS)[number];
type Move = { bucket: TeamBucket; oldKey: string; newKey: string; workspaceId: string };
type Deps = { db: Database; storage: Storage; logger?: Logger };

/** A stored upload key outside its workspace's folder, as the move that puts it there; null when it already is (or is no upload's key). */
function moveOf(bucket: TeamBucket, key: string | null, workspaceId: string): Move | null {
  if (!key || !ownedUploadKey(key.split("/")[0], key)) return null;
  const [folder, name] = key.split("/");
  return folder === workspaceId ? null : { bucket, oldKey: key, newKey: `${workspaceId}/${name}`, workspaceId };
}

/** Every framework and brand logo still stored in its uploader's folder (the layout before issue 23 item 2). */
async function pendingMoves({ db, storage }: Deps): Promise<Move[]> {
  const frameworks = await db
    .selectDistinct({ key: templateFrameworks.brandLogo, workspaceId: templateFrameworks.workspaceId })
    .from(templateFrameworks)
    .where(and(isNotNull(templateFrameworks.brandLogo), sql`split_part(${templateFrameworks.brandLogo}, '/', 1) <> ${templateFrameworks.workspaceId}`));
  const brands = await db.select({ url: brandProfiles.logoUrl, workspaceId: brandProfiles.workspaceId }).from(brandProfiles).where(isNotNull(brandProfiles.logoUrl));
  return [
    ...frameworks.map((f) => moveOf("framework-logos", f.key, f.workspaceId)),
    ...brands.map((b) => moveOf("brand-logos", uploadKeyFromPublicPath(storage, "brand-logos", b.url!), b.workspaceId)),
  ].filter((m): m is Move => m !== null);
}

/** Points the workspace's rows at the moved file, in the transaction that journals the move. */
async function repoint({ db, storage }: Deps, move: Move) {
  await db.transaction(async (tx) => {
    await tx.insert(storageMoves).values({ bucket: move.bucket, oldKey: move.oldKey, newKey: move.newKey }).onConflictDoNothing();
    if (move.bucket === "framework-logos") {
      await tx
        .update(templateFrameworks)
        .set({ brandLogo: move.newKey })
        .where(and(eq(templateFrameworks.brandLogo, move.oldKey), eq(templateFrameworks.workspaceId, move.workspaceId)));
    } else {
      await tx
        .update(brandProfiles)
        .set({ logoUrl: storage.publicPath(move.bucket, move.newKey) })
        .where(and(eq(brandProfiles.logoUrl, storage.publicPath(move.bucket, move.oldKey)), eq(brandProfiles.workspaceId, move.workspaceId)));
    }
  });
}

/** Whether a framework or brand profile still names the file at `key` (another workspace whose move is to come). */
async function stillNamed({ db, storage }: Deps, bucket: string, key: string) {
  const rows =
    bucket === "framework-logos"
      ? await db.select({ id: templateFrameworks.id }).from(templateFrameworks).where(eq(templateFrameworks.brandLogo, key)).limit(1)
      : await db.select({ id: brandProfiles.id }).from(brandProfiles).where(eq(brandProfiles.logoUrl, storage.publicPath(bucket, key))).limit(1);
  return rows.length > 0;
}

/** Removes the old files no row names any more; a moved file stays served at its old path (see movedFileKey). */
async function removeOldFiles(deps: Deps) {
  const open = await deps.db.select().from(storageMoves).where(isNull(storageMoves.oldRemovedAt));
  for (const move of open) {
    if (await stillNamed(deps, move.bucket, move.oldKey)) continue;
    await deps.storage.delete(move.bucket, move.oldKey);
    await deps.db
      .update(storageMoves)
      .set({ oldRemovedAt: new Date() })
      .where(and(eq(storageMoves.bucket, move.bucket), eq(storageMoves.oldKey, move.oldKey)));
  }
}

/**
 * Moves framework and brand logos stored in their uploader's folder to their workspace's folder (new uploads go
 * there, see uploadFolder), so that a team's logos outlive the account of the admin who uploaded them. Run at every
 * start; each step is safe to repeat, so a restart anywhere resumes it and processes starting at once do not
 * conflict: the file is copied (unless the copy is there), the rows are pointed at the copy in the transaction that
 * journals the move, and the old file goes once no row names it. A file missing from storage is left as it is (its
 * page already fails "Logo and images load"). Answers how many files were moved.
 */
export async function moveTeamFilesToWorkspaces(deps: Deps): Promise<number> {
  let moved = 0;
  for (const move of await pendingMoves(deps)) {
    if (!(await deps.storage.get(move.bucket, move.newKey))) {
      const file = await deps.storage.get(move.bucket, move.oldKey);
      if (!file) {
        deps.logger?.warn({ bucket: move.bucket, key: move.oldKey }, "team file to move to its workspace is missing from storage");
        continue;
      }
      await deps.storage.put(move.bucket, move.newKey, file.body, file.contentType);
    }
    await repoint(deps, move);
    moved += 1;
  }
  await removeOldFiles(deps);
  if (moved > 0) deps.logger?.info({ moved }, "moved team logos to their workspace folders");
  return moved;
}

/** Where a file moved to its workspace's folder lives now, for a request of its old path (pages published before the move). */
export async function movedFileKey(db: Database, bucket: string, key: string): Promise<string | null> {
  const [move] = await db
    .select({ newKey: storageMoves.newKey })
    .from(storageMoves)
    .where(and(eq(storageMoves.bucket, bucket), eq(storageMoves.oldKey, key)))
    .limit(1);
  return move?.newKey ?? null;
}
