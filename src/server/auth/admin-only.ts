import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env";

/**
 * Shared assets and the team are the admins' to change: a member gets 403 with what they tried to change, before
 * the body is read, so the answer is the same whatever they sent.
 */
export const adminOnly = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.scope.role !== "admin") return c.json({ error: message }, 403);
    await next();
  });
