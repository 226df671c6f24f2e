import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** A failure with a message meant for the user; routes throw it, the app turns it into JSON (with `headers`). */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly issues?: unknown[],
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

/** 429 with Retry-After: a limit the caller reached, and when they may try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const notFound = (what = "Not found") => new ApiError(404, what);

export function validationErrorBody(error: z.ZodError) {
  return { error: error.issues[0]?.message ?? "Invalid request", issues: error.issues };
}

