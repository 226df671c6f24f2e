import { z } from "zod";
import { storableString } from "./text-fields";

export const PASSWORD_MIN_LENGTH = 8;

export const signInSchema = z.object({
  email: storableString().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: storableString().min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: storableString().trim().min(1, "First name is required").max(80, "First name must be 80 characters or fewer"),
  lastName: storableString().trim().min(1, "Last name is required").max(80, "Last name must be 80 characters or fewer"),
  email: storableString().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: storableString().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(128),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
