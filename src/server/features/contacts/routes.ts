import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_SORTS, listQuerySchema } from "@/shared/list-query";
import { contactBulkSchema, contactUpdateSchema } from "@/shared/schemas/contact";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { CONTACT_NOT_FOUND, contactsDeleteSummary, deleteContact, deleteContacts, listContacts, updateContact } from "./service";

const contactListQuery = listQuerySchema(CONTACT_SORTS);
const listQuery = contactListQuery.extend({
  limit: contactListQuery.shape.limit.default(50),
  offset: contactListQuery.shape.offset.default(0),
  /** Only the contacts of this campaign (the campaign view pages through them with it). */
  campaignId: z.uuid("campaignId must be a valid UUID").optional(),
});

const contactId = idParam(CONTACT_NOT_FOUND);

export function contactRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      const { total, contacts } = await listContacts(db, c.var.scope, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(contacts);
    })
    // What a bulk delete would take down, for the confirmation (a selection spans pages the browser has not loaded).
    .post("/bulk/summary", validate("json", contactBulkSchema), async (c) => c.json(await contactsDeleteSummary(db, c.var.scope, c.req.valid("json").ids)))
    .post("/bulk/delete", validate("json", contactBulkSchema), async (c) => c.json(await deleteContacts(db, c.var.scope, c.req.valid("json").ids)))
    .patch("/:id", contactId, validate("json", contactUpdateSchema), async (c) =>
      c.json(await updateContact(db, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", contactId, async (c) => {
      await deleteContact(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
