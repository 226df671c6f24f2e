import { Hono } from "hono";
import { CONTACT_PAGE_MESSAGES, contactPageQuerySchema, contactPageRequestSchema, type ContactPageAnswer } from "@/shared/schemas/contact-page";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { ApiError, notFound } from "@/server/http/errors";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { findContactPage, pageAnswer, requestContactPage, waitForPage } from "./service";

/** The answer's status code: 200 published already, 201 published within the wait, 202 still on its way. */
function answered(answer: ContactPageAnswer, publishedBefore: boolean) {
  if (answer.status === "completed") return publishedBefore ? 200 : 201;
  if (answer.status === "error") throw new ApiError(409, CONTACT_PAGE_MESSAGES.failed(answer.error));
  return 202;
}

/** POST /api/campaigns/:id/pages (a page for this contact, now) and GET /api/campaigns/:id/pages/:pageId (its status URL). */
export function contactPageRoutes({ db, queue, config, disk }: AppDeps) {
  return new Hono<AppEnv>()
    .post("/:id/pages", idParam(CAMPAIGN_MESSAGES.notFound), validate("query", contactPageQuerySchema), validate("json", contactPageRequestSchema), async (c) => {
      await disk?.require();
      const campaignId = c.req.valid("param").id;
      const deadline = Date.now() + c.req.valid("query").wait * 1000;
      const page = await requestContactPage({ db, queue, config }, c.var.scope, campaignId, c.req.valid("json"));
      const settled = await waitForPage(db, c.var.scope, campaignId, page, deadline, c.req.raw.signal);
      const answer = pageAnswer(config, campaignId, settled);
      const status = answered(answer, page.status === "completed");
      if (status === 202) c.header("Location", answer.status_url);
      return c.json(answer, status);
    })
    .get("/:id/pages/:pageId", idParam(CONTACT_PAGE_MESSAGES.notFound), async (c) => {
      const { id } = c.req.valid("param");
      const pageId = c.req.param("pageId");
      if (!isUuid(pageId)) throw notFound(CONTACT_PAGE_MESSAGES.notFound);
      return c.json(pageAnswer(config, id, await findContactPage(db, c.var.scope, id, pageId)));
    });
}
