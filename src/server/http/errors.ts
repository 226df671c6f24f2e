import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** A failure with a message meant for the user; routes throw it, the app turns it into JSON. */
export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string, readonly issues?: unknown[]) {
    super(status, { message });
  }
}

export const notFound = (what = "Not found") => new ApiError(404, what);

export function validationErrorBody(error: z.ZodError) {
  return { error: error.issues[0]?.message ?? "Invalid request", issues: error.issues };
}

