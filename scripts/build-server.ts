// `npm run build` (after vite): bundles the server into plain JavaScript, dist/server/main.js and dist/server/worker.js,
// so production starts without compiling TypeScript. The app's code is bundled; packages stay in node_modules (they
// read their own files at run time: PGlite's wasm, fonts, dictionaries). The files the server reads itself are copied
// beside the bundles under their paths in src/server. `node --import tsx scripts/build-server.ts [outdir]`.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { RUNTIME_FILES } from "@/server/runtime-files";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER_SRC = path.join(ROOT, "src/server");

/** Builds into `outDir`, which must sit two folders below the project root as dist/server does (see runtime-files.ts). */
export async function buildServer(outDir = path.join(ROOT, "dist/server")): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(SERVER_SRC, "main.ts"), worker: path.join(SERVER_SRC, "worker.ts") },
    outdir: outDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Stack traces name the TypeScript files and lines.
    sourcemap: "linked",
    logLevel: "warning",
  });
  for (const file of RUNTIME_FILES) cpSync(path.join(SERVER_SRC, file), path.join(outDir, file), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2] && path.resolve(process.argv[2]));
