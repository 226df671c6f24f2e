import { z } from "zod";
import { isHttpUrl, withDefaultScheme } from "../web-url";
import { storableString } from "./text-fields";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "./auth";

/** PATCH /api/account and the Account Management name form: the sign-up rules for names, written once there. */
// A missing name gets the same "... is required" message as a blank one.
export const accountNameSchema = z.object({
  firstName: storableString("First name is required").pipe(signUpSchema.shape.firstName),
  lastName: storableString("Last name is required").pipe(signUpSchema.shape.lastName),
});
export type AccountNameInput = z.infer<typeof accountNameSchema>;

/**
 * better-auth's /api/auth/update-user: only the names, each by the rules above, and the display name kept in step
 * (`First Last`) when both are sent. Anything else (`image`, `email`, unknown keys) is refused.
 */
export const userProfileUpdateSchema = z
  .strictObject({
    firstName: accountNameSchema.shape.firstName.optional(),
    lastName: accountNameSchema.shape.lastName.optional(),
    name: storableString("Name is required").trim().min(1, "Name is required").max(161, "Name must be 161 characters or fewer").optional(),
  })
  .transform((v) => (v.firstName !== undefined && v.lastName !== undefined ? { ...v, name: `${v.firstName} ${v.lastName}` } : v));

export const ACCOUNT_MESSAGES = {
  nameSaved: "Name updated",
  nameFailed: "Failed to update name",
  passwordChanged: "Password changed",
  otherSessionsSignedOut: "Signed out of all other sessions",
  confirmMismatch: "Type your email address exactly as shown to confirm",
  deleteFailed: "Failed to delete account. Please try again.",
} as const;

/** The password-change form; better-auth's /api/auth/change-password checks the current password and length again. */
export const changePasswordSchema = z
  .object({
    currentPassword: storableString().min(1, "Current password is required"),
    newPassword: storableString().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(128),
    confirmPassword: storableString(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * DELETE /api/account: the user types their own email address, so a stray click or a forged request
 * without it cannot erase an account. Compared case-insensitively after trimming.
 */
export const deleteAccountSchema = z.object({ confirm: storableString(ACCOUNT_MESSAGES.confirmMismatch).trim().min(1, ACCOUNT_MESSAGES.confirmMismatch) });

export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

export const REP_PROFILE_MESSAGES = {
  jobTitleTooLong: "Job title must be 120 characters or fewer",
  schedulingUrl: "Enter a valid https:// scheduling link, e.g. https://calendly.com/you",
  saved: "Profile updated",
  saveFailed: "Failed to update profile",
  photoSaved: "Photo updated",
  photoRemoved: "Photo removed",
  photoFailed: "Failed to update photo",
} as const;

/** An https link: it opens from public microsites, so nothing else (http, javascript:, mailto:) is stored. */
const httpsLink = storableString(REP_PROFILE_MESSAGES.schedulingUrl)
  .max(2048, REP_PROFILE_MESSAGES.schedulingUrl)
  .refine((v) => v.startsWith("https://") && isHttpUrl(v), REP_PROFILE_MESSAGES.schedulingUrl);

/**
 * PATCH /api/account/profile and the rep profile form: what a microsite shows beside its closing call to action.
 * Blank fields clear the value; a bare "calendly.com/you" gets https:// added.
 */
export const repProfileSchema = z.object({
  jobTitle: storableString()
    .trim()
    .max(120, REP_PROFILE_MESSAGES.jobTitleTooLong)
    .nullish()
    .transform((v) => v ?? ""),
  schedulingUrl: z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? withDefaultScheme(v) : v),
    httpsLink.nullable(),
  ),
});
export type RepProfileInput = z.input<typeof repProfileSchema>;
export type RepProfileValues = z.output<typeof repProfileSchema>;
