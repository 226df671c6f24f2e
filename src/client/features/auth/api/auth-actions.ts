import { ApiRequestError, fetchJson, jsonBody } from "@/client/lib/api";
import { queryClient } from "@/client/lib/query-client";
import type { SignInInput, SignUpInput } from "@/shared/schemas/auth";

// better-auth answers `{code, message}`; these codes get wording a user can act on.
const FRIENDLY_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Wrong email or password.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Sign in instead.",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters.",
  INVALID_EMAIL: "Enter a valid email address.",
};

async function authCall(path: string, body: unknown) {
  try {
    return await fetchJson(path, jsonBody(body));
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const code = Object.keys(FRIENDLY_MESSAGES).find((c) => error.message.toUpperCase().replace(/[^A-Z]+/g, "_").includes(c));
      // The per-account sign-in throttle says how long to wait; better-auth's per-address limit says nothing useful.
      if (error.status === 429) throw new Error(/this account/.test(error.message) ? error.message : "Too many attempts. Wait a minute and try again.");
      throw new Error(code ? FRIENDLY_MESSAGES[code] : error.message);
    }
    throw new Error("Unable to reach the server. Check your connection and try again.");
  }
}

export async function signIn(input: SignInInput) {
  await authCall("/api/auth/sign-in/email", input);
  queryClient.clear();
}

export async function signUp(input: SignUpInput) {
  const name = `${input.firstName} ${input.lastName}`.trim();
  await authCall("/api/auth/sign-up/email", { ...input, name });
  queryClient.clear();
}

export async function signOut() {
  await fetchJson("/api/auth/sign-out", jsonBody({}));
  queryClient.clear();
}
