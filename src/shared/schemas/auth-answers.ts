import { z } from "zod";
import { storableString } from "./text-fields";
import { authId, nullableTimestamp, timestamp } from "./answer-fields";

/**
 * better-auth answers /api/auth/* itself: these schemas name the fields Pitchsite relies on and stay open (`loose`)
 * to the rest, which are better-auth's to add to.
 */
const authUserSchema = z
  .object({ id: authId, email: storableString(), name: storableString(), firstName: storableString(), lastName: storableString(), emailVerified: z.boolean(), image: storableString().nullable(), createdAt: timestamp, updatedAt: timestamp })
  .loose();

/** Sign-up and sign-in: the user, and the session token the cookie also carries. */
export const signedInAnswerSchema = z.object({ user: authUserSchema, token: storableString().nullable().optional() }).loose();

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const sessionAnswerSchema = z
  .object({
    session: z.object({ id: storableString(), userId: authId, expiresAt: timestamp, activeOrganizationId: storableString().nullable().optional(), createdAt: timestamp, updatedAt: nullableTimestamp }).loose(),
    user: authUserSchema,
  })
  .nullable();

/** Sign-out. */
export const signedOutAnswerSchema = z.object({ success: z.boolean() });

/** Changing the profile and signing out other sessions. */
export const authStatusAnswerSchema = z.object({ status: z.boolean() });

/** POST /api/auth/change-password: the user, and a new session token when other sessions were revoked. */
export const passwordChangedAnswerSchema = z.object({ token: storableString().nullable(), user: authUserSchema });
