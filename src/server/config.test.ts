import { mkdtempSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "pitchsite-config-"));

describe("loadConfig", () => {
  it("generates AUTH_SECRET once, keeps it in DATA_DIR with mode 600, and reuses it", () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it("uses defaults for a fresh install", () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config).toMatchObject({ port: 3000, appUrl: "http://localhost:3000", micrositeBaseUrl: "http://localhost:3000/site", databaseUrl: undefined, runWorker: true });
    expect(config.micrositeBaseUrlWarning).toBeNull();
  });

  it("warns once when MICROSITE_BASE_URL is not absolute and falls back to the app's /site", () => {
    const config = loadConfig({ DATA_DIR: freshDir(), MICROSITE_BASE_URL: "microsites.example.com", APP_URL: "https://app.example.com/" });
    expect(config.micrositeBaseUrl).toBe("https://app.example.com/site");
    expect(config.micrositeBaseUrlWarning).toMatch(/not an absolute URL/);
    expect(loadConfig({ DATA_DIR: freshDir(), MICROSITE_BASE_URL: "https://pages.example.com/" }).micrositeBaseUrl).toBe("https://pages.example.com");
  });

  it("refuses invalid settings with a clear message", () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), PORT: "http" })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("runs one web process unless WEB_PROCESSES asks for more on PostgreSQL", () => {
    const pg = "postgres://postgres@127.0.0.1:5432/postgres";
    expect(loadConfig({ DATA_DIR: freshDir() }).webProcesses).toBe(1);
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: pg }).webProcesses).toBe(1);
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: pg, WEB_PROCESSES: "3" }).webProcesses).toBe(3);
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: pg, WEB_PROCESSES: "auto" }).webProcesses).toBe(availableParallelism());
    // "auto" on the embedded database is the one process it allows; a number above 1 is a mistake worth stopping for.
    expect(loadConfig({ DATA_DIR: freshDir(), WEB_PROCESSES: "auto" }).webProcesses).toBe(1);
    expect(() => loadConfig({ DATA_DIR: freshDir(), WEB_PROCESSES: "2" })).toThrow(
      "Invalid configuration: WEB_PROCESSES=2 needs DATABASE_URL (PostgreSQL); the embedded database can only be opened by one process",
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: pg, WEB_PROCESSES: "0" })).toThrow(/Invalid configuration: WEB_PROCESSES: must be a whole number from 1 to 64/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: pg, WEB_PROCESSES: "many" })).toThrow(/WEB_PROCESSES: must be a whole number/);
  });

  it("keeps files in DATA_DIR unless STORAGE_DRIVER=s3", () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).storage).toEqual({ driver: "fs" });
    expect(() => loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "gcs" })).toThrow(/Invalid configuration: STORAGE_DRIVER/);
  });

  it("reads the S3 settings, with AWS defaults when no endpoint is given", () => {
    expect(loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "s3", S3_BUCKET: "pitchsite-files" }).storage).toEqual({
      driver: "s3",
      s3: { bucket: "pitchsite-files", region: "us-east-1", endpoint: undefined, forcePathStyle: false, credentials: undefined, prefix: "" },
    });
    const minio = loadConfig({
      DATA_DIR: freshDir(),
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "pitchsite",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret-key",
      S3_PREFIX: "prod/",
    }).storage;
    expect(minio).toEqual({
      driver: "s3",
      s3: { bucket: "pitchsite", region: "eu-central-1", endpoint: "http://minio:9000", forcePathStyle: true, credentials: { accessKeyId: "key-id", secretAccessKey: "secret-key" }, prefix: "prod/" },
    });
  });

  it("lets S3_FORCE_PATH_STYLE override the endpoint's default", () => {
    const base = { DATA_DIR: freshDir(), STORAGE_DRIVER: "s3", S3_BUCKET: "b" };
    const style = (env: Record<string, string>) => {
      const storage = loadConfig({ ...base, ...env }).storage;
      return storage.driver === "s3" ? storage.s3.forcePathStyle : null;
    };
    expect(style({ S3_ENDPOINT: "https://account.r2.cloudflarestorage.com", S3_FORCE_PATH_STYLE: "false" })).toBe(false);
    expect(style({ S3_FORCE_PATH_STYLE: "true" })).toBe(true);
  });

  it("refuses incomplete S3 settings with a clear message and never echoes the secret", () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "s3" })).toThrow("Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3");
    expect(() => loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toThrow(/Invalid configuration: S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toThrow(/Invalid configuration: S3_FORCE_PATH_STYLE/);
    const halfCredentials = () => loadConfig({ DATA_DIR: freshDir(), STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "top-secret-value" });
    expect(halfCredentials).toThrow(/set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(halfCredentials).not.toThrow(/top-secret-value/);
  });
});
