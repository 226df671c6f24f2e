import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization } from "better-auth/plugins";
import type { Config } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { authInputRules } from "./auth-input-rules";
import { INVITATION_LIFETIME_DAYS } from "@/shared/workspace";
import { createPersonalWorkspace, latestWorkspaceOf } from "../db/membership";

import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/auth";

export function createAuth(db: Database, config: Config) {
  return betterAuth({
    // Explicit: Vitest sets process.env.BASE_URL='/', which better-auth would otherwise read.
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
      },
    },
    hooks: { before: authInputRules },
    databaseHooks: {
      // A personal workspace at sign-up (issue 12); a new session starts in the workspace joined last.
      user: { create: { after: async (created) => void (await createPersonalWorkspace(db, created)) } },
      session: {
        create: {
          before: async (session) => ({ data: { ...session, activeOrganizationId: await latestWorkspaceOf(db, session.userId) } }),
        },
      },
    },
    plugins: [
      organization({
        // Our two roles: the workspace's creator is an admin (marketing), invitees are members (reps) or admins.
        creatorRole: "admin",
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_LIFETIME_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
      }),
    ],
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
