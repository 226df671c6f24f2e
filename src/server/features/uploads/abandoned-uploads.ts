import { eq, isNotNull } from "drizzle-orm";
import type { UploadBucket } from "@/shared/constants";
import type { Database } from "@/server/db/client";
import { brandProfiles, templateFrameworks, user } from "@/server/db/schema";
import type { Storage } from "@/server/storage/storage";
import { ownedKeyFromPublicPath, uploadKeyFromPublicPath } from "./service";

/** Long enough for any form left open over a weekend: a logo is stored as soon as it is picked, before Save. */
export const ABANDONED_UPLOAD_GRACE_MS = 3 * 24 * 3600_000;

/** Which uploads of a bucket are referred to, and how to ask again for one key just before deleting it. */
type References = {
  inUse(db: Database, storage: Storage): Promise<Set<string>>;
  stillUsed(db: Database, storage: Storage, key: string): Promise<boolean>;
};

const buckets: Record<UploadBucket, References> = {
  "framework-logos": {
    async inUse(db) {
      const rows = await db.select({ key: templateFrameworks.brandLogo }).from(templateFrameworks).where(isNotNull(templateFrameworks.brandLogo));
      return new Set(rows.map((r) => r.key!));
    },
    async stillUsed(db, _storage, key) {
      return (await db.select({ id: templateFrameworks.id }).from(templateFrameworks).where(eq(templateFrameworks.brandLogo, key)).limit(1)).length > 0;
    },
  },
  "brand-logos": {
    async inUse(db, storage) {
      // Any admin of the workspace may have uploaded the profile's logo: the stored path names the file.
      const rows = await db.select({ url: brandProfiles.logoUrl }).from(brandProfiles).where(isNotNull(brandProfiles.logoUrl));
      return new Set(rows.flatMap((r) => uploadKeyFromPublicPath(storage, "brand-logos", r.url!) ?? []));
    },
    async stillUsed(db, storage, key) {
      const url = storage.publicPath("brand-logos", key);
      return (await db.select({ id: brandProfiles.id }).from(brandProfiles).where(eq(brandProfiles.logoUrl, url)).limit(1)).length > 0;
    },
  },
  // The account page saves a photo as soon as it is uploaded; only a direct upload nobody saved is left behind.
  "profile-photos": {
    async inUse(db, storage) {
      const rows = await db.select({ userId: user.id, url: user.photoUrl }).from(user).where(isNotNull(user.photoUrl));
      return new Set(rows.flatMap((r) => ownedKeyFromPublicPath(storage, "profile-photos", r.userId, r.url) ?? []));
    },
    async stillUsed(db, storage, key) {
      const url = storage.publicPath("profile-photos", key);
      return (await db.select({ id: user.id }).from(user).where(eq(user.photoUrl, url)).limit(1)).length > 0;
    },
  },
};

/**
 * Deletes logos and photos uploaded in a form that was never saved (or whose framework / profile later moved on), once they
 * are older than the grace period. A logo any framework or brand profile uses is never touched: the candidates
 * come from one snapshot of what is used, and each is checked again right before it goes.
 */
export async function removeAbandonedUploads(deps: { db: Database; storage: Storage }, now = Date.now(), graceMs = ABANDONED_UPLOAD_GRACE_MS) {
  const removed: Array<{ bucket: UploadBucket; key: string }> = [];
  for (const [bucket, rules] of Object.entries(buckets) as Array<[UploadBucket, References]>) {
    const used = await rules.inUse(deps.db, deps.storage);
    for await (const object of deps.storage.list(bucket)) {
      if (used.has(object.key) || now - object.modifiedAt.getTime() < graceMs) continue;
      if (await rules.stillUsed(deps.db, deps.storage, object.key)) continue;
      await deps.storage.delete(bucket, object.key);
      removed.push({ bucket, key: object.key });
    }
  }
  return removed;
}
