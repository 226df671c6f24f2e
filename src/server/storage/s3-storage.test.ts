import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type S3StorageOptions } from "../config";
import { S3RVER_CREDENTIALS, startS3TestServer } from "../test/s3-test-server";
import { createStorage } from "./create-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";
import { storageContract } from "../test/storage/storage-contract";

const BUCKET = "pitchsite-test";
const credentials = S3RVER_CREDENTIALS;
// loadConfig wants a DATA_DIR even when files go to S3.
const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-s3-config-"));
let server: Awaited<ReturnType<typeof startS3TestServer>>;
let endpoint = "";
let storage: Storage;
const s3Options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: BUCKET, region: "us-east-1", endpoint, forcePathStyle: true, credentials, prefix: "", ...overrides,
});

beforeAll(async () => {
  server = await startS3TestServer();
  endpoint = server.endpoint;
  await new S3Client(s3Options()).send(new CreateBucketCommand({ Bucket: BUCKET }));
  storage = createS3Storage(s3Options({ prefix: "contract/" }));
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("s3 storage on a real S3 server", () => {
  storageContract(() => storage);

  it("keeps every logical bucket under S3_PREFIX inside the one configured bucket", async () => {
    const env = { DATA_DIR: dataDir, STORAGE_DRIVER: "s3", S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_PREFIX: "tenant-a/" };
    const tenantA = createStorage(loadConfig(env));
    await tenantA.put("brand-logos", "owner-1/logo.png", "logo", "image/png");
    await tenantA.put("microsites", "owner-1/site.html", "site", "text/html; charset=utf-8");

    const listed = await new S3Client(s3Options()).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "tenant-a/" }));
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual(["tenant-a/brand-logos/owner-1/logo.png", "tenant-a/microsites/owner-1/site.html"]);

    const tenantB = createStorage(loadConfig({ ...env, S3_PREFIX: "tenant-b/" }));
    expect(await tenantB.get("brand-logos", "owner-1/logo.png")).toBeNull();
    await tenantB.deletePrefix("microsites", "owner-1/");
    expect(await tenantA.get("microsites", "owner-1/site.html")).not.toBeNull();
  });

  it("fails with an error naming the bucket and the settings to check when the credentials are wrong", async () => {
    // s3rver verifies the access key id; it does not recompute SigV4 signatures, so a wrong secret alone passes here.
    const wrong = createS3Storage(s3Options({ credentials: { accessKeyId: "NOT-A-KEY", secretAccessKey: "very-secret-value" } }));
    const failure = /S3 storage: put microsites\/owner-1\/a\.html in bucket "pitchsite-test" failed: InvalidAccessKeyId: .*check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/;
    await expect(wrong.put("microsites", "owner-1/a.html", "x", "text/html")).rejects.toThrow(failure);
    await expect(wrong.get("microsites", "owner-1/a.html")).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(wrong.deletePrefix("microsites", "owner-1/")).rejects.toThrow(/InvalidAccessKeyId/);
    await wrong.put("microsites", "owner-1/a.html", "x", "text/html").catch((error: Error) => expect(error.message).not.toContain("very-secret-value"));
  });

  it("reports a bucket that does not exist instead of answering 'not found'", async () => {
    const missing = createS3Storage(s3Options({ bucket: "no-such-bucket" }));
    await expect(missing.get("brand-logos", "owner-1/logo.png")).rejects.toThrow(/bucket "no-such-bucket" failed: NoSuchBucket/);
  });
});
