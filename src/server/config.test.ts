import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
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
});
