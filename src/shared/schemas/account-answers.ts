import { z } from "zod";
import { storableString } from "./text-fields";
import { authId } from "./answer-fields";

/** GET /api/me and the account routes: who the user is and what their microsites show of them. */
export const accountProfileSchema = z.object({
  id: authId,
  email: storableString(),
  firstName: storableString(),
  lastName: storableString(),
  jobTitle: storableString(),
  /** A served /storage/profile-photos/… path, or null without a photo. */
  photoUrl: storableString().nullable(),
  schedulingUrl: storableString().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PATCH /api/account: the new name. */
export const accountNameAnswerSchema = accountProfileSchema.pick({ id: true, email: true, firstName: true, lastName: true });

/** POST /api/uploads/:bucket: the stored file's key (what a form saves) and the URL it is served at. */
export const uploadAnswerSchema = z.object({ path: storableString(), url: storableString() });
