import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

/**
 * SQL the type checker can see: production code names a table in SQL text only through its Drizzle object
 * (`${microsites}`, `${microsites.status}`), so renaming a table or column breaks tsc instead of a query at run time.
 * Scope: src/server, its sql`` templates, sql.raw() and the string arguments of execute/query/exec. Left out: tests,
 * test support (src/server/test) and the migrations, which are SQL.
 */
const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
const ROOT = path.resolve(SERVER_DIR, "../..");
const OUT_OF_SCOPE = /\.test\.tsx?$|^src\/server\/test\/|^src\/server\/db\/migrations\//;

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));
// A table's name as a word of SQL (bare, quoted or qualifying a column), not inside a longer name or a 'string'.
const namesATable = new RegExp(`(?<![\\w$'])(${tableNames.join("|")})(?![\\w'(])`, "g");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(ROOT, full).split(path.sep).join("/")] : [];
  });
}

/** The literal text of every SQL string in a file, with its line. */
function sqlTexts(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const literalTexts = (node: ts.Node): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return [];
  };
  const visit = (node: ts.Node) => {
    let texts: string[] = [];
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") texts = literalTexts(node.template);
    else if (ts.isCallExpression(node) && /^sql\.raw$|\.(execute|query|exec)$/.test(node.expression.getText(source))) texts = node.arguments.flatMap(literalTexts);
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    for (const text of texts) found.push({ line, text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("SQL strings in src/server", () => {
  it("know every table of the schema", () => {
    expect(tableNames).toEqual(expect.arrayContaining(["campaign_microsites", "campaign_campaigns", "contacts", "user"]));
  });

  it("name no table: tables and columns are interpolated Drizzle objects", () => {
    const offenders = sourceFiles(SERVER_DIR)
      .filter((file) => !OUT_OF_SCOPE.test(file))
      .flatMap((file) => sqlTexts(file).flatMap(({ line, text }) => [...text.matchAll(namesATable)].map((m) => `${file}:${line} names ${m[1]}`)));
    expect(offenders).toEqual([]);
  });

  it("catch a table named in a sql template", () => {
    expect("update campaign_microsites m set status = 'live'".match(namesATable)).toEqual(["campaign_microsites"]);
    expect('select contacts.email from "contacts"'.match(namesATable)).toEqual(["contacts", "contacts"]);
    expect("select contact_id, 'contacts' as kind from x".match(namesATable)).toBeNull();
  });
});
