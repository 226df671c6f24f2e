import { Hono } from "hono";
import { z } from "zod";
import { UPLOAD_BUCKETS } from "../../../shared/constants";
import type { AppDeps, AppEnv } from "../../http/env";
import { validate } from "../../http/validate";
import { readUploadedFile } from "./read-upload";
import { storeImage } from "./service";

const bucketParam = z.object({ bucket: z.enum(UPLOAD_BUCKETS, { error: "Unknown upload bucket" }) });

export function uploadRoutes({ storage, disk }: AppDeps) {
  return new Hono<AppEnv>().post("/:bucket", validate("param", bucketParam), async (c) => {
    await disk?.require();
    const file = await readUploadedFile(c);
    const stored = await storeImage(storage, c.req.valid("param").bucket, c.var.user.id, file);
    return c.json(stored, 201);
  });
}
