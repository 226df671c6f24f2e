import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { authInputRules } from "./auth-input-rules";

import { PASSWORD_MIN_LENGTH } from "../../shared/schemas/auth";

export function createAuth(db: Database, config: Config) {
  return betterAuth({
    // Explicit: Vitest sets process.env.BASE_URL='/', which better-auth would otherwise read.
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
      },
    },
    hooks: { before: authInputRules },
    rateLimit: {
      enabled: config.authRateLimit,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
