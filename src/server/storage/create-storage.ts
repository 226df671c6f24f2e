import path from "node:path";
import type { Config } from "../config";
import { createFsStorage } from "./fs-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** STORAGE_DRIVER picks the driver: fs for one machine, s3 when web and worker processes may run on several. */
export function createStorage(config: Pick<Config, "dataDir" | "storage">): Storage {
  return config.storage.driver === "s3" ? createS3Storage(config.storage.s3) : createFsStorage(path.join(config.dataDir, "storage"));
}
