import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    // The migrated schema is built once per run and copied into each file's own database.
    globalSetup: ["src/server/test/migrated-database-template.ts"],
    // Each integration file opens its own PGlite (~300 MB, ~4 s initdb); two at a time fits the 2-core machine.
    maxWorkers: 2,
    // Hang detectors, not expectations: on a loaded machine (two CPU burners beside the suite) a PGlite initdb
    // alone has taken over 60 s and a launch of 400 pages several minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for a condition; its 1 s default is a timing assumption on a busy machine.
    expect: { poll: { timeout: 120_000 } },
  },
});
