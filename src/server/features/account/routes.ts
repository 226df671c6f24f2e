import { Hono } from "hono";
import { accountNameSchema, ACCOUNT_MESSAGES, confirmsEmail, deleteAccountSchema, repProfileSchema } from "@/shared/schemas/account";
import { ApiError } from "@/server/http/errors";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { validate } from "@/server/http/validate";
import { requestRepPageRefresh } from "@/server/jobs/refresh-rep-pages";
import { readUploadedFile } from "../uploads/service";
import { replaceRepPhoto, updateRepProfile } from "./rep-profile";
import { deleteAccount, updateAccountName } from "./service";

/**
 * Account Management. Password change and signing out other sessions are better-auth's own endpoints
 * (/api/auth/change-password, /api/auth/revoke-other-sessions); these are the parts it does not know about.
 */
export function accountRoutes({ db, storage, logger, queue }: AppDeps) {
  return new Hono<AppEnv>()
    .patch("/", validate("json", accountNameSchema), async (c) => c.json(await updateAccountName(db, c.var.user.id, c.req.valid("json"))))
    // The rep's public profile: job title and scheduling link, and the photo (stored as soon as it is picked).
    .patch("/profile", validate("json", repProfileSchema), async (c) => c.json(await updateRepProfile(db, c.var.user.id, c.req.valid("json"))))
    .put("/photo", async (c) => c.json(await replaceRepPhoto(db, storage, c.var.user.id, await readUploadedFile(c))))
    .delete("/photo", async (c) => c.json(await replaceRepPhoto(db, storage, c.var.user.id, null)))
    .delete("/", validate("json", deleteAccountSchema), async (c) => {
      const { id, email } = c.var.user;
      if (!confirmsEmail(c.req.valid("json").confirm, email)) throw new ApiError(400, ACCOUNT_MESSAGES.confirmMismatch);
      const { fileErrors } = await deleteAccount(db, storage, id);
      // The rows are gone either way; a file that could not be removed is an operator's cleanup, not the user's.
      for (const err of fileErrors) logger.error({ err, userId: id }, "account deletion: file removal failed");
      // The pages handed to the teams' admins still show this rep until they are re-rendered.
      await requestRepPageRefresh(queue).catch((err) => logger.warn({ err }, "re-render of handed-over pages not requested; the sweep will"));
      logger.info({ userId: id }, "account deleted");
      return c.body(null, 204);
    });
}
