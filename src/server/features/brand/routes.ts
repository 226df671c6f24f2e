import { Hono } from "hono";
import { brandProfileSchema } from "../../../shared/schemas/brand-profile";
import { faqSchema, PROOF_MESSAGES, proofPointSchema } from "../../../shared/schemas/brand-proof";
import type { AppDeps, AppEnv } from "../../http/env";
import { idParam } from "../../http/id-param";
import { validate } from "../../http/validate";
import { faqs, proofPoints, toFaqDto, toProofPointDto } from "./proof-points";
import { getBrandProfile, saveBrandProfile, toBrandProfileDto } from "./service";

const storyId = idParam(PROOF_MESSAGES.storyNotFound);
const faqId = idParam(PROOF_MESSAGES.faqNotFound);

export function brandRoutes({ db, storage }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const profile = await getBrandProfile(db, c.var.user.id);
      return c.json(profile ? toBrandProfileDto(profile) : null);
    })
    .put("/", validate("json", brandProfileSchema), async (c) => {
      const saved = await saveBrandProfile(db, storage, c.var.user.id, c.req.valid("json"));
      return c.json(toBrandProfileDto(saved));
    })
    // Customer stories and FAQ entries: their own records, so saving the profile form never touches them.
    .get("/proof-points", async (c) => c.json((await proofPoints.list(db, c.var.user.id)).map(toProofPointDto)))
    .post("/proof-points", validate("json", proofPointSchema), async (c) =>
      c.json(toProofPointDto(await proofPoints.create(db, c.var.user.id, c.req.valid("json"))), 201),
    )
    .put("/proof-points/:id", storyId, validate("json", proofPointSchema), async (c) =>
      c.json(toProofPointDto(await proofPoints.update(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")))),
    )
    .delete("/proof-points/:id", storyId, async (c) => {
      await proofPoints.remove(db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/faqs", async (c) => c.json((await faqs.list(db, c.var.user.id)).map(toFaqDto)))
    .post("/faqs", validate("json", faqSchema), async (c) => c.json(toFaqDto(await faqs.create(db, c.var.user.id, c.req.valid("json"))), 201))
    .put("/faqs/:id", faqId, validate("json", faqSchema), async (c) =>
      c.json(toFaqDto(await faqs.update(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")))),
    )
    .delete("/faqs/:id", faqId, async (c) => {
      await faqs.remove(db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
