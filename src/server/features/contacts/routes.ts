import { Hono } from "hono";
import { z } from "zod";
import { storableString } from "../../../shared/schemas/text-fields";
import { contactUpdateSchema } from "../../../shared/schemas/contact";
import type { AppDeps, AppEnv } from "../../http/env";
import { idParam } from "../../http/id-param";
import { validate } from "../../http/validate";
import { CONTACT_NOT_FOUND, deleteContact, listContacts, updateContact } from "./service";

export const CONTACTS_PAGE_MAX = 500;

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACTS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  q: storableString().max(200).optional(),
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
    .patch("/:id", contactId, validate("json", contactUpdateSchema), async (c) =>
      c.json(await updateContact(db, c.var.scope, c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", contactId, async (c) => {
      await deleteContact(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
