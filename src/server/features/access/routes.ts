import { Hono } from "hono";
import { ACCESS_MESSAGES, accessSettingInputSchema, isDomain, normalizeDomain, pageAccessInputSchema } from "@/shared/schemas/access";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { ApiError, notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { listAccountPeople } from "./people";
import { admitAccessRequest } from "./requests";
import { getCampaignAccess, putCampaignAccess, putPageAccess } from "./setting";

/**
 * The owner's side of access gates (issue 27): a campaign's setting, a page's override, admitting a refused visitor,
 * and the account view (everyone seen at one company domain). One-time codes are offered only with SMTP_URL set.
 */
export function accessRoutes({ db, mailer }: AppDeps) {
  const codesAvailable = mailer !== null;
  const uuid = (id: string, message: string) => {
    if (!isUuid(id)) throw notFound(message);
    return id;
  };
  return new Hono<AppEnv>()
    .get("/campaigns/:id/access", async (c) => c.json(await getCampaignAccess(db, c.var.scope, uuid(c.req.param("id"), ACCESS_MESSAGES.campaignNotFound), codesAvailable)))
    .put("/campaigns/:id/access", validate("json", accessSettingInputSchema), async (c) =>
      c.json(await putCampaignAccess(db, c.var.scope, uuid(c.req.param("id"), ACCESS_MESSAGES.campaignNotFound), c.req.valid("json"), codesAvailable)),
    )
    .put("/microsites/:id/access", validate("json", pageAccessInputSchema), async (c) =>
      c.json(await putPageAccess(db, c.var.scope, uuid(c.req.param("id"), ACCESS_MESSAGES.micrositeNotFound), c.req.valid("json"), codesAvailable)),
    )
    .post("/access-requests/:id/admit", async (c) => c.json(await admitAccessRequest(db, c.var.scope, uuid(c.req.param("id"), ACCESS_MESSAGES.requestNotFound))))
    .get("/accounts/:domain/people", async (c) => {
      const domain = normalizeDomain(c.req.param("domain"));
      if (!isDomain(domain)) throw new ApiError(400, ACCESS_MESSAGES.domainInvalid);
      return c.json({ domain, people: await listAccountPeople(db, c.var.scope, domain) });
    });
}
