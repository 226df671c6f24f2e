import { z } from "zod";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "./auth";

/** PATCH /api/account and the Account Management name form: the sign-up rules for names, written once there. */
// A missing name gets the same "... is required" message as a blank one.
export const accountNameSchema = z.object({
  firstName: z.string("First name is required").pipe(signUpSchema.shape.firstName),
  lastName: z.string("Last name is required").pipe(signUpSchema.shape.lastName),
});
export type AccountNameInput = z.infer<typeof accountNameSchema>;

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
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(128),
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * DELETE /api/account: the user types their own email address, so a stray click or a forged request
 * without it cannot erase an account. Compared case-insensitively after trimming.
 */
export const deleteAccountSchema = z.object({ confirm: z.string(ACCOUNT_MESSAGES.confirmMismatch).trim().min(1, ACCOUNT_MESSAGES.confirmMismatch) });

export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();
