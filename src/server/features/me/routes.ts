import { Hono } from "hono";
import type { AppEnv } from "../../http/env";

export function meRoutes() {
  return new Hono<AppEnv>().get("/", (c) => {
    const { id, email, firstName, lastName } = c.var.user;
    return c.json({ id, email, firstName, lastName });
  });
}
