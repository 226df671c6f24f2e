import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { resolveScope } from "../db/membership";
import type { BeaconLimit } from "../http/beacon-limit";
import { apiKeyAuthenticator, bearerKey } from "./api-key-auth";
import type { Auth } from "./auth";
import type { AppEnv, SessionUser } from "../http/env";

export const UNAUTHENTICATED_MESSAGE = "You must be signed in";

/**
 * Every private route sits behind this: no session cookie -> 401, else `c.var.user` is the signed-in user and
 * `c.var.scope` their role in the session's workspace. A request with `Authorization: Bearer <key>` is the key's
 * (its cookie, if any, is ignored): the key's creator in the key's workspace.
 */
export function requireUser(auth: Auth, db: Database, apiKeyLimit: BeaconLimit) {
  const authenticateKey = apiKeyAuthenticator(db, apiKeyLimit);
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = bearerKey(c);
    if (key) {
      await authenticateKey(c, key);
      return next();
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: UNAUTHENTICATED_MESSAGE }, 401);
    const u = session.user as typeof session.user & { firstName?: string; lastName?: string };
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName ?? "",
      lastName: u.lastName ?? "",
    };
    c.set("user", user);
    const active = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId;
    c.set("scope", await resolveScope(db, user, active));
    await next();
  });
}
