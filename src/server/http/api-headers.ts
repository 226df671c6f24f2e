import { createMiddleware } from "hono/factory";

/**
 * Every /api answer, errors and the public beacon included: never sniffed into another type (a JSON body read as
 * HTML), never kept by a browser or proxy cache (answers are per user and change with every save).
 */
export const apiResponseHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Cache-Control", "no-store");
});
