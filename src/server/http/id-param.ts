import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { ApiError } from "./errors";
import { documented } from "./validate";

const idSchema = z.object({ id: z.uuid() });

/**
 * `:id` path parameter of an owned record. An id that is not even a UUID cannot exist, so it answers the same
 * 404 as another owner's record (never a 400 that would tell the two apart).
 */
export function idParam(notFoundMessage: string) {
  const middleware = zValidator("param", idSchema, (result) => {
    if (!result.success) throw new ApiError(404, notFoundMessage);
  });
  return documented(middleware, "param", idSchema);
}
