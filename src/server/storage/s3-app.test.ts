import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existingFiles, seedEverythingOf, uploadLogo } from "../test/account/account-seed";
import { launchCampaign } from "../features/launch/service";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { S3RVER_CREDENTIALS, startS3TestServer } from "../test/s3-test-server";
import { createTestContext, type TestContext } from "../test/test-app";
import { personalScope, personalWorkspaceId } from "../db/membership";

const BUCKET = "pitchsite-app";

/** The whole app with STORAGE_DRIVER=s3: uploads, published microsites and account deletion go through the bucket. */
describe("the app on S3 storage", () => {
  let server: Awaited<ReturnType<typeof startS3TestServer>>;
  let s3: S3Client;
  let ctx: TestContext;

  beforeAll(async () => {
    server = await startS3TestServer();
    s3 = new S3Client({ region: "us-east-1", endpoint: server.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    ctx = await createTestContext({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: server.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_PREFIX: "app/",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.stop();
  });

  const keysUnder = async (prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!);

  it("stores an uploaded logo in the bucket and serves it back from the app", async () => {
    const owner = await ctx.signUp();
    const logo = await uploadLogo(ctx, owner, "brand-logos");
    expect(await keysUnder(`app/brand-logos/${personalWorkspaceId(owner.id)}/`)).toEqual([`app/brand-logos/${logo.path}`]);
    const res = await ctx.request(logo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer()).slice(1, 4)).toEqual(Uint8Array.from([0x50, 0x4e, 0x47])); // "PNG"
  });

  it("keeps every launched microsite in the database, not in the bucket", async () => {
    const owner = await ctx.signUp();
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 6 });
    await launchCampaign(ctx.deps, personalScope(owner.id), { campaignId: campaign.id, dedupeKey: null });
    const worker = await ctx.startWorker();
    const pages = await waitFor(() => micrositesOf(ctx.db, campaign.id), (all) => all.every((m) => m.status === "completed"));
    await worker.stop();
    expect(await keysUnder(`app/microsites/${owner.id}/`)).toEqual([]);
    expect(pages.every((p) => p.htmlContent?.startsWith("<!doctype html>") && p.storageKey === null)).toBe(true);
    const served = await ctx.request(`/site/${pages[0].slug}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(pages[0].htmlContent!.slice(0, 200));
  });

  it("deletes a closed account's files from the bucket, and nobody else's", async () => {
    const doomed = await ctx.signUp();
    const bystander = await ctx.signUp();
    const doomedData = await seedEverythingOf(ctx, doomed);
    const bystanderData = await seedEverythingOf(ctx, bystander);
    expect(await existingFiles(ctx, doomedData)).toBe(doomedData.files.length);

    const res = await ctx.request("/api/account", { method: "DELETE", cookie: doomed.cookie, body: { confirm: doomed.email } });
    expect(res.status).toBe(204);
    expect(await existingFiles(ctx, doomedData)).toBe(0);
    for (const bucket of ["brand-logos", "framework-logos"]) expect(await keysUnder(`app/${bucket}/${personalWorkspaceId(doomed.id)}/`)).toEqual([]);
    expect(await keysUnder(`app/microsites/${doomed.id}/`)).toEqual([]);
    expect(await existingFiles(ctx, bystanderData)).toBe(bystanderData.files.length);
  });
});
