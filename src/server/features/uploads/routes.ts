import { Hono } from "hono";
import { z } from "zod";
import { UPLOAD_BUCKETS } from "@/shared/constants";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { readUploadedFile, storeImage, uploadFolder } from "./service";

const bucketParam = z.object({ bucket: z.enum(UPLOAD_BUCKETS, { error: "Unknown upload bucket" }) });

export function uploadRoutes({ storage, disk }: AppDeps) {
  return new Hono<AppEnv>().post("/:bucket", validate("param", bucketParam), async (c) => {
    await disk?.require();
    const file = await readUploadedFile(c);
    const { bucket } = c.req.valid("param");
    const stored = await storeImage(storage, bucket, uploadFolder(bucket, c.var.scope), file);
    return c.json(stored, 201);
  });
}
