import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { z } from "zod";
import { ApiError } from "./errors";

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Invalid request";

/**
 * Marks a validator with its schema the way hono-openapi's own `validator` does, so the OpenAPI document
 * (src/server/openapi) describes every validated query, path and body from the very schema that checks it.
 */
export function documented<M extends object>(middleware: M, target: keyof ValidationTargets, schema: z.ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema, { unrepresentable: "any" }) } });
}

/**
 * zValidator that throws a 400 ApiError (the app answers `{error, issues}`), so the spec's messages reach the user
 * verbatim. Throwing rather than returning keeps the error body out of the route's typed responses, so
 * `unwrap(api.x.$post(...))` infers the success type. `toMessage` picks the message (offerings join them all).
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  toMessage: (error: z.ZodError) => string = firstMessage,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const error = result.error as unknown as z.ZodError;
      throw new ApiError(400, toMessage(error), error.issues);
    }
  });
  return documented(middleware, target, schema);
}
