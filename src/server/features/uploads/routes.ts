import { Hono } from "hono";
import { z } from "zod";
import { UPLOAD_BUCKETS, UPLOAD_MAX_BYTES } from "../../../shared/constants";
import { ApiError } from "../../http/errors";
import type { AppDeps, AppEnv } from "../../http/env";
import { validate } from "../../http/validate";
import { storeImage, UPLOAD_MISSING_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from "./service";

const bucketParam = z.object({ bucket: z.enum(UPLOAD_BUCKETS, { error: "Unknown upload bucket" }) });

export function uploadRoutes({ storage }: AppDeps) {
  return new Hono<AppEnv>().post("/:bucket", validate("param", bucketParam), async (c) => {
    const length = Number(c.req.header("content-length") ?? 0);
    // Multipart framing adds a little; anything far past the limit is refused before it is read.
    if (length > UPLOAD_MAX_BYTES + 64 * 1024) throw new ApiError(400, UPLOAD_TOO_LARGE_MESSAGE);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) throw new ApiError(400, UPLOAD_MISSING_MESSAGE);
    const stored = await storeImage(storage, c.req.valid("param").bucket, c.var.user.id, file);
    return c.json(stored, 201);
  });
}
