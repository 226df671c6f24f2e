import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { userProfileUpdateSchema } from "@/shared/schemas/account";
import { signUpSchema } from "@/shared/schemas/auth";
import { isStorableText, storableString, UNSTORABLE_TEXT_MESSAGE } from "@/shared/schemas/text-fields";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy";

const notCommon = (password: string) => !isCommonPassword(password);

/** better-auth's own fields a client may send besides ours. */
const clientOptions = { callbackURL: storableString().max(2048).optional(), rememberMe: z.boolean().optional() };

/**
 * The app's rules for the better-auth endpoints that take user input, by endpoint path. better-auth checks types
 * and lengths only: these add the shared sign-up and account rules (names, storable text), the common-password
 * list, and refuse fields the app does not use (`image` and anything unknown).
 */
const RULES: Record<string, z.ZodType> = {
  "/sign-up/email": signUpSchema
    .extend({
      name: storableString().trim().max(161),
      password: signUpSchema.shape.password.refine(notCommon, COMMON_PASSWORD_MESSAGE),
      ...clientOptions,
    })
    .strict(),
  "/sign-in/email": z.looseObject({ email: storableString().max(254), password: z.string(), ...clientOptions }),
  "/change-password": z.looseObject({ newPassword: z.string().refine(notCommon, COMMON_PASSWORD_MESSAGE) }),
  "/update-user": userProfileUpdateSchema,
};

const firstMessage = (error: z.ZodError) => {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`;
  return issue?.message ?? "Invalid request";
};

/**
 * Every string in a body or query, keys included: tokens and ids of any endpoint reach the database too. Walked
 * with a stack of its own, not recursion: a body may be nested thousands deep.
 */
function allStorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string" && !isStorableText(value)) return false;
    if (typeof value !== "object" || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return false;
      pending.push(item);
    }
  }
  return true;
}

/**
 * A before-hook: text no endpoint can store is a 400 everywhere; then the endpoint's rule, if it has one, answers
 * 400 with its first message, else the endpoint runs on the cleaned body (trimmed names).
 */
export const authInputRules = createAuthMiddleware(async (ctx) => {
  if (!allStorable(ctx.body) || !allStorable(ctx.query)) throw new APIError("BAD_REQUEST", { message: UNSTORABLE_TEXT_MESSAGE });
  const rule = RULES[ctx.path];
  if (!rule) return;
  const parsed = rule.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new APIError("BAD_REQUEST", { message: firstMessage(parsed.error) });
  return { context: { body: parsed.data } };
});
