import type { Context } from "hono";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants";
import { ApiError } from "../../http/errors";
import { UPLOAD_MISSING_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from "./service";

/** The `file` field of a multipart upload; a body far past the size limit is refused before it is read. */
export async function readUploadedFile(c: Context): Promise<File> {
  const length = Number(c.req.header("content-length") ?? 0);
  // Multipart framing adds a little; the exact size is checked again on the file itself.
  if (length > UPLOAD_MAX_BYTES + 64 * 1024) throw new ApiError(400, UPLOAD_TOO_LARGE_MESSAGE);
  const form = await c.req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File)) throw new ApiError(400, UPLOAD_MISSING_MESSAGE);
  return file;
}
