import { Hono } from "hono";
import { brandProfileSchema } from "@/shared/schemas/brand-profile";
import { faqSchema, PROOF_MESSAGES, proofPointSchema } from "@/shared/schemas/brand-proof";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { adminOnly } from "@/server/auth/admin-only";
import { faqs, proofPoints, toFaqDto, toProofPointDto } from "./proof-points";
import { getBrandProfile, saveBrandProfile, toBrandProfileDto } from "./service";

const storyId = idParam(PROOF_MESSAGES.storyNotFound);
const faqId = idParam(PROOF_MESSAGES.faqNotFound);

/** /api/brand-profile: the workspace's brand profile, stories and FAQs; everyone reads them, admins change them. */
export function brandRoutes({ db, storage }: AppDeps) {
  const admins = adminOnly(WORKSPACE_MESSAGES.adminOnlyBrand);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const profile = await getBrandProfile(db, c.var.scope);
      return c.json(profile ? toBrandProfileDto(profile) : null);
    })
    .put("/", admins, validate("json", brandProfileSchema), async (c) => {
      const saved = await saveBrandProfile(db, storage, c.var.scope, c.req.valid("json"));
      return c.json(toBrandProfileDto(saved));
    })
    // Customer stories and FAQ entries: their own records, so saving the profile form never touches them.
    .get("/proof-points", async (c) => c.json((await proofPoints.list(db, c.var.scope)).map(toProofPointDto)))
    .post("/proof-points", admins, validate("json", proofPointSchema), async (c) =>
      c.json(toProofPointDto(await proofPoints.create(db, c.var.scope, c.req.valid("json"))), 201),
    )
    .put("/proof-points/:id", admins, storyId, validate("json", proofPointSchema), async (c) =>
      c.json(toProofPointDto(await proofPoints.update(db, c.var.scope, c.req.valid("param").id, c.req.valid("json")))),
    )
    .delete("/proof-points/:id", admins, storyId, async (c) => {
      await proofPoints.remove(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/faqs", async (c) => c.json((await faqs.list(db, c.var.scope)).map(toFaqDto)))
    .post("/faqs", admins, validate("json", faqSchema), async (c) => c.json(toFaqDto(await faqs.create(db, c.var.scope, c.req.valid("json"))), 201))
    .put("/faqs/:id", admins, faqId, validate("json", faqSchema), async (c) =>
      c.json(toFaqDto(await faqs.update(db, c.var.scope, c.req.valid("param").id, c.req.valid("json")))),
    )
    .delete("/faqs/:id", admins, faqId, async (c) => {
      await faqs.remove(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
