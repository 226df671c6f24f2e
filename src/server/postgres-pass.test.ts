import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/**
 * `npm run test:postgres` runs again, on PostgreSQL, the test files that open a database, found by following imports
 * (scripts/ci/postgres-pass.mjs). A kind of import it cannot follow drops files silently (the "@/" alias once left
 * 70 of 110 out), so every file that plainly opens a test context or database must be on its list.
 */
describe("the PostgreSQL pass's choice of test files", () => {
  it("includes every test file that opens a test context or database", () => {
    const listed = new Set(execFileSync(process.execPath, ["scripts/ci/postgres-pass.mjs", "--list"], { cwd: root, encoding: "utf8" }).trim().split("\n"));
    const opening = testFiles(path.join(root, "src/server"))
      .filter((file) => /\b(createTestContext|openTestDatabase)\(/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(opening.length).toBeGreaterThan(50);
    expect(opening.filter((file) => !listed.has(file))).toEqual([]);
  });
});
