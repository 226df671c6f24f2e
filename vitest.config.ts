import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // "@/x" is src/x, as in tsconfig.json and vite.config.ts.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }] },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    // The migrated schema is built once per run and copied into each file's own database.
    globalSetup: ["src/server/test/migrated-database-template.ts"],
    // Each integration file opens its own PGlite (~300 MB); two at a time fits the 2-core machine.
    maxWorkers: 2,
    // Hang detectors, not expectations: a few times the slowest run seen. On a machine loaded to ~20 runnable tasks
    // the slowest test took 122 s (a real server's SIGTERM and restart) and nearly all others under 40 s; the few
    // slower ones set their own. A test that hangs or regresses badly turns red in minutes instead of hiding.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for a condition; its 1 s default is a timing assumption on a busy machine.
    expect: { poll: { timeout: 120_000 } },
  },
});
