import { eq } from "drizzle-orm";
import type { RepProfileValues } from "@/shared/schemas/account";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import type { Storage } from "@/server/storage/storage";
import { ownedKeyFromPublicPath, storeImage } from "../uploads/service";
import { fitRepPhoto } from "./rep-photo-size";
import type { AccountProfile } from "@/shared/schemas/account-answers";

const PHOTO_BUCKET = "profile-photos";

/** What GET /api/me and the account endpoints answer: who the user is and what their microsites show of them. */
const profileColumns = {
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  jobTitle: user.jobTitle,
  photoUrl: user.photoUrl,
  schedulingUrl: user.schedulingUrl,
};

export async function getAccountProfile(db: Database, userId: string): Promise<AccountProfile> {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw notFound("Account not found");
  return row;
}

export type { AccountProfile };

export async function updateRepProfile(db: Database, userId: string, values: RepProfileValues) {
  const [row] = await db
    .update(user)
    .set({ jobTitle: values.jobTitle, schedulingUrl: values.schedulingUrl, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  if (!row) throw notFound("Account not found");
  return row;
}

/**
 * Sets (or with null, removes) the user's photo. The new file is stored first and the old one deleted only once
 * the row points elsewhere, so a failure never leaves the profile pointing at a missing file. The stored photo is
 * resized to what pages show (a 400 px PNG was sent to every visitor for a 48 px signature).
 */
export async function replaceRepPhoto(db: Database, storage: Storage, userId: string, file: File | null) {
  const photoUrl = file ? (await storeImage(storage, PHOTO_BUCKET, userId, file, { extension: "webp", mime: "image/webp", convert: fitRepPhoto })).url : null;
  const { row, previous } = await db.transaction(async (tx) => {
    const [old] = await tx.select({ photoUrl: user.photoUrl }).from(user).where(eq(user.id, userId)).for("update");
    const [updated] = await tx.update(user).set({ photoUrl, updatedAt: new Date() }).where(eq(user.id, userId)).returning(profileColumns);
    return { row: updated, previous: old?.photoUrl ?? null };
  });
  if (!row) throw notFound("Account not found");
  const oldKey = previous !== photoUrl ? ownedKeyFromPublicPath(storage, PHOTO_BUCKET, userId, previous) : null;
  if (oldKey) await storage.delete(PHOTO_BUCKET, oldKey);
  return row;
}
