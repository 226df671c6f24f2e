import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import type { AppEnv, SessionUser } from "../http/env";

export const UNAUTHENTICATED_MESSAGE = "You must be signed in";

/** Every private route sits behind this: no session cookie -> 401, else `c.var.user` is the signed-in user. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
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
    await next();
  });
}
