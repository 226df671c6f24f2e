// The API integration suite again, on a PostgreSQL server: only the test files that open a test database (directly or
// through test support that does). The others — pure units, embedded-only process tests — would run a second time
// for nothing. Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DATABASE_MODULE = path.resolve("src/server/test/test-database.ts");
// Relative imports and the "@/" alias (src/, tsconfig.json paths).
const IMPORT = /(?:import|export)\s[^"']*?from\s+["']((?:\.{1,2}|@)\/[^"']+)["']|import\(\s*["']((?:\.{1,2}|@)\/[^"']+)["']\s*\)/g;
const SRC = path.resolve("src");

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  const base = specifier.startsWith("@/") ? path.join(SRC, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => files.has(candidate));
}

const files = new Set(sourceFiles(SRC));
const imports = new Map(
  [...files].map((file) => {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2])).filter(Boolean);
    return [file, targets];
  }),
);

const opensDatabase = new Map();
function reachesDatabase(file, seen = new Set()) {
  if (file === DATABASE_MODULE) return true;
  if (opensDatabase.has(file)) return opensDatabase.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const result = (imports.get(file) ?? []).some((target) => reachesDatabase(target, seen));
  opensDatabase.set(file, result);
  return result;
}

const testFiles = [...files]
  .filter((file) => file.startsWith(path.resolve("src/server")) && /\.test\.ts$/.test(file))
  .filter((file) => reachesDatabase(file) || readFileSync(file, "utf8").includes("TEST_DATABASE_URL"))
  .map((file) => path.relative(process.cwd(), file))
  .sort();

if (process.argv.includes("--list")) {
  console.log(testFiles.join("\n"));
  process.exit(0);
}
const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" };
console.log(`PostgreSQL pass: ${testFiles.length} test files that open a database`);
const vitest = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2), ...testFiles], { stdio: "inherit", env });
process.exit(vitest.status ?? 1);
