import { Hono } from "hono";
import { z } from "zod";
import { CAMPAIGN_STATUSES } from "@/shared/constants";
import { CAMPAIGN_SORTS, listQuerySchema, oneOf } from "@/shared/list-query";
import { CAMPAIGN_MESSAGES, campaignCreateSchema, campaignUpdateSchema } from "@/shared/schemas/campaign";
import { campaignLinkContactsSchema, importContactsSchema } from "@/shared/schemas/contact";
import { micrositeBulkSchema, micrositeListQuerySchema } from "@/shared/schemas/microsite-table";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { DETAIL_CONTACTS_DEFAULT, DETAIL_CONTACTS_MAX, DETAIL_MICROSITES_MAX, getCampaignDetail } from "./detail";
import { linkContactsToCampaign } from "./link-contacts";
import { bulkDelete, bulkExtend, bulkRegenerate } from "./microsite-bulk";
import { listCampaignMicrosites } from "./microsite-list";
import { createCampaign, deleteCampaign, importContactsIntoCampaign, listCampaigns, updateCampaign } from "./service";

const campaignId = idParam(CAMPAIGN_MESSAGES.notFound);
const listQuery = listQuerySchema(CAMPAIGN_SORTS).extend({ status: oneOf("status", CAMPAIGN_STATUSES).optional() });
const detailQuery = z.object({
  contacts_limit: z.coerce.number().int().min(0).max(DETAIL_CONTACTS_MAX).default(DETAIL_CONTACTS_DEFAULT),
  microsites_limit: z.coerce.number().int().min(0).max(DETAIL_MICROSITES_MAX).optional(),
});

export function campaignRoutes({ db, disk, queue, storage }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      const { items, total } = await listCampaigns(db, c.var.scope, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(items);
    })
    .post("/", validate("json", campaignCreateSchema), async (c) => {
      const input = c.req.valid("json");
      // A campaign created with its contact list is an import.
      if (input.contacts && input.contacts.length > 0) await disk?.require();
      return c.json(await createCampaign(db, c.var.scope, input), 201);
    })
    .get("/:id", campaignId, validate("query", detailQuery), async (c) => {
      const query = c.req.valid("query");
      return c.json(await getCampaignDetail(db, c.var.scope, c.req.valid("param").id, query.contacts_limit, query.microsites_limit));
    })
    .get("/:id/microsites", campaignId, validate("query", micrositeListQuerySchema), async (c) => {
      const page = await listCampaignMicrosites(db, c.var.scope, c.req.valid("param").id, c.req.valid("query"));
      return c.json(page, 200, { "X-Total-Count": String(page.total) });
    })
    .post("/:id/microsites/bulk/extend", campaignId, validate("json", micrositeBulkSchema), async (c) =>
      c.json(await bulkExtend(db, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/:id/microsites/bulk/regenerate", campaignId, validate("json", micrositeBulkSchema), async (c) =>
      c.json(await bulkRegenerate({ db, queue }, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/:id/microsites/bulk/delete", campaignId, validate("json", micrositeBulkSchema), async (c) =>
      c.json(await bulkDelete({ db, storage }, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .patch("/:id", campaignId, validate("json", campaignUpdateSchema), async (c) =>
      c.json(await updateCampaign(db, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", campaignId, async (c) => {
      await deleteCampaign(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/:id/contacts", campaignId, validate("json", importContactsSchema), async (c) => {
      await disk?.require();
      return c.json(await importContactsIntoCampaign(db, c.var.scope, c.req.valid("param").id, c.req.valid("json")));
    })
    .post("/:id/contacts/link", campaignId, validate("json", campaignLinkContactsSchema), async (c) =>
      c.json(await linkContactsToCampaign(db, c.var.scope, c.req.valid("param").id, c.req.valid("json").contact_ids)),
    );
}
