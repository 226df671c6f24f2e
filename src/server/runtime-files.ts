import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Files the server reads at run time, by their path under src/server. The build (scripts/build-server.ts) bundles the
 * server into dist/server/{main,worker}.js and copies these to the same paths beside the bundles. This module sits at
 * the top of src/server, the level of the bundles in dist/server, so its import.meta.url resolves them from source
 * (tsx) and from the build alike.
 */
export const RUNTIME_FILES = ["auth/common-passwords.txt", "db/migrations"] as const;

/** A path relative to src/server when running from source, to dist/server when running the build. */
export const serverPath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The built web app; src/server and dist/server both sit two folders below the project root. */
export const CLIENT_DIST_DIR = serverPath("../../dist/client");

/** An entry point of the running server: main.ts from source, main.js from the build. */
export const serverEntry = (name: "main" | "worker") => serverPath(`./${name}${path.extname(fileURLToPath(import.meta.url))}`);
