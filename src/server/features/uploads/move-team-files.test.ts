import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfiles, storageMoves, templateFrameworks } from "@/server/db/schema";
import { S3RVER_CREDENTIALS, startS3TestServer } from "@/server/test/s3-test-server";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";
import { moveTeamFilesToWorkspaces } from "./move-team-files";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
let fileCount = 0;
/** An upload's file name as storeImage gives it. */
const uploadName = () => `${1_790_000_000_000 + ++fileCount}-${fileCount.toString(16).padStart(16, "0")}.png`;

type Driver = { name: string; start: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }> };
const drivers: Driver[] = [
  { name: "fs", start: async () => ({ env: {}, stop: async () => {} }) },
  {
    name: "s3",
    start: async () => {
      const server = await startS3TestServer();
      const s3 = new S3Client({ region: "us-east-1", endpoint: server.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
      await s3.send(new CreateBucketCommand({ Bucket: "pitchsite-moves" }));
      s3.destroy();
      const env = {
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "pitchsite-moves",
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      };
      return { env, stop: server.stop };
    },
  },
];

/**
 * Issue 23 item 2: framework and brand logos stored in their uploader's folder (before they belonged to the
 * workspace) move to the workspace's folder, on either storage driver; the move is idempotent and resumes after a
 * restart at any step, and pages published before it still load the logo at its old path.
 */
describe.each(drivers)("moving team logos to their workspace ($name storage)", (driver) => {
  let ctx: TestContext;
  let ada: TestUser;
  let lead: TestUser;
  let stopStorage: () => Promise<void>;
  beforeAll(async () => {
    const storage = await driver.start();
    stopStorage = storage.stop;
    ctx = await createTestContext(storage.env);
    ada = await ctx.signUp({ firstName: "Ada" });
    lead = await ctx.signUp({ firstName: "Lead" });
  });
  afterAll(async () => {
    await ctx?.close();
    await stopStorage?.();
  });

  const team = () => personalWorkspaceId(lead.id);
  const move = () => moveTeamFilesToWorkspaces({ db: ctx.db, storage: ctx.storage });
  const bytesAt = async (bucket: string, key: string) => (await ctx.storage.get(bucket, key))?.body ?? null;
  /** A logo as the old uploads left it: in Ada's folder. */
  async function legacyUpload(bucket: "framework-logos" | "brand-logos") {
    const name = uploadName();
    await ctx.storage.put(bucket, `${ada.id}/${name}`, PNG, "image/png");
    return { name, key: `${ada.id}/${name}` };
  }
  /** A framework of the lead's team (or of Ada's own workspace) showing `brandLogo`. */
  const framework = async (workspaceId: string, brandLogo: string) => {
    const userId = workspaceId === team() ? lead.id : ada.id;
    return (await ctx.db.insert(templateFrameworks).values({ workspaceId, userId, name: "Team look", brandLogo }).returning())[0];
  };
  const logoOf = async (id: string) => (await ctx.db.select().from(templateFrameworks).where(eq(templateFrameworks.id, id)))[0].brandLogo;

  it("moves an existing framework and brand logo, rewrites their rows, and serves the old path from the new place", async () => {
    const frameworkLogo = await legacyUpload("framework-logos");
    const brandLogo = await legacyUpload("brand-logos");
    // The same upload in the frameworks of two workspaces: each gets its own copy.
    const teamFramework = await framework(team(), frameworkLogo.key);
    const ownFramework = await framework(personalWorkspaceId(ada.id), frameworkLogo.key);
    await ctx.db.insert(brandProfiles).values({ workspaceId: team(), userId: lead.id, companyName: "Acme", logoUrl: `/storage/brand-logos/${brandLogo.key}` });

    expect(await move()).toBe(3);
    expect(await logoOf(teamFramework.id)).toBe(`${team()}/${frameworkLogo.name}`);
    expect(await logoOf(ownFramework.id)).toBe(`${personalWorkspaceId(ada.id)}/${frameworkLogo.name}`);
    const [profile] = await ctx.db.select().from(brandProfiles).where(eq(brandProfiles.workspaceId, team()));
    expect(profile.logoUrl).toBe(`/storage/brand-logos/${team()}/${brandLogo.name}`);
    expect(await bytesAt("framework-logos", `${team()}/${frameworkLogo.name}`)).toEqual(PNG);
    expect(await bytesAt("framework-logos", `${personalWorkspaceId(ada.id)}/${frameworkLogo.name}`)).toEqual(PNG);
    expect(await bytesAt("brand-logos", `${team()}/${brandLogo.name}`)).toEqual(PNG);
    // Nothing is left in Ada's folder; her account's deletion cannot take the team's logos.
    expect(await bytesAt("framework-logos", frameworkLogo.key)).toBeNull();
    expect(await bytesAt("brand-logos", brandLogo.key)).toBeNull();
    for (const path of [`/storage/framework-logos/${frameworkLogo.key}`, `/storage/brand-logos/${brandLogo.key}`, `/storage/framework-logos/${team()}/${frameworkLogo.name}`]) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
    expect((await ctx.request("/api/account", { method: "DELETE", cookie: ada.cookie, body: { confirm: ada.email } })).status).toBe(204);
    expect((await ctx.request(`/storage/framework-logos/${team()}/${frameworkLogo.name}`)).status).toBe(200);
    expect((await ctx.request(`/storage/brand-logos/${brandLogo.key}`)).status).toBe(200);
    ada = await ctx.signUp({ firstName: "Ada" });

    // Once moved, a second run finds nothing to do and changes nothing.
    const journal = await ctx.db.select().from(storageMoves);
    expect(await move()).toBe(0);
    expect(await ctx.db.select().from(storageMoves)).toEqual(journal);
    expect(await logoOf(teamFramework.id)).toBe(`${team()}/${frameworkLogo.name}`);
  });

  it("resumes after a restart between the copy and the rows, and between the rows and the old file's removal", async () => {
    // Stopped after the copy: the copy is there, the row still names the old file.
    const copied = await legacyUpload("framework-logos");
    await ctx.storage.put("framework-logos", `${team()}/${copied.name}`, PNG, "image/png");
    const first = await framework(team(), copied.key);
    // Stopped after the rows: the journal and the row name the new file, the old file is still there.
    const repointed = await legacyUpload("framework-logos");
    await ctx.storage.put("framework-logos", `${team()}/${repointed.name}`, PNG, "image/png");
    await ctx.db.insert(storageMoves).values({ bucket: "framework-logos", oldKey: repointed.key, newKey: `${team()}/${repointed.name}` });
    const second = await framework(team(), `${team()}/${repointed.name}`);

    expect(await move()).toBe(1);
    expect(await logoOf(first.id)).toBe(`${team()}/${copied.name}`);
    expect(await logoOf(second.id)).toBe(`${team()}/${repointed.name}`);
    for (const old of [copied, repointed]) {
      expect(await bytesAt("framework-logos", old.key)).toBeNull();
      expect(await bytesAt("framework-logos", `${team()}/${old.name}`)).toEqual(PNG);
    }
    const open = await ctx.db.select().from(storageMoves);
    expect(open.every((m) => m.oldRemovedAt !== null)).toBe(true);
  });

  it("leaves a row whose file is missing from storage as it is", async () => {
    const missing = `${ada.id}/${uploadName()}`;
    const row = await framework(team(), missing);
    expect(await move()).toBe(0);
    expect(await logoOf(row.id)).toBe(missing);
  });
});
