import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createStorage } from "./create-storage";
import { createFsStorage } from "./fs-storage";
import { storageContract } from "../test/storage/storage-contract";

const root = mkdtempSync(path.join(tmpdir(), "pitchsite-fs-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("fs storage", () => {
  const storage = createFsStorage(path.join(root, "storage"));
  storageContract(() => storage);
});

describe("createStorage", () => {
  it("uses DATA_DIR/storage unless STORAGE_DRIVER says otherwise", async () => {
    const dataDir = path.join(root, "data");
    await createStorage(loadConfig({ DATA_DIR: dataDir })).put("brand-logos", "owner-1/logo.png", "png", "image/png");
    expect(existsSync(path.join(dataDir, "storage", "brand-logos", "owner-1", "logo.png"))).toBe(true);
  });
});
