import { describe, expect, it } from "vitest";
import { findMissingColumns, IMPORT_COLUMNS, missingColumnsMessage, normalizeHeader } from "./normalize-header";

describe("normalizeHeader (spec 3)", () => {
  it.each([
    ["email", "email"],
    ["  Email  ", "email"],
    ["EMAIL", "email"],
    ["first_name", "first_name"],
    ["First Name", "first_name"],
    ["first  name", "first_name"],
    ["firstName", "first_name"],
    ["FirstName", "first_name"],
    ["firstname", "first_name"],
    ["FIRSTNAME", "first_name"],
    ["lastName", "last_name"],
    ["Last Name", "last_name"],
    ["lastname", "last_name"],
    ["Company", "company"],
    ["\uFEFFemail", "email"],
    ["Job Title", "title"],
    ["job_title", "title"],
    ["jobTitle", "title"],
    ["JOBTITLE", "title"],
    ["Title", "title"],
    ["Role", "title"],
    ["Department", "department"],
  ])("%j -> %j", (input, expected) => expect(normalizeHeader(input)).toBe(expected));
});

describe("findMissingColumns", () => {
  it("lists absent required columns in the spec's order", () => {
    expect(findMissingColumns(["email", "company", "first_name"])).toEqual(["last_name", "industry", "context", "domain"]);
    expect(findMissingColumns([...IMPORT_COLUMNS, "extra"])).toEqual([]);
    // The job title is optional: a file without it still has every required column.
    expect(IMPORT_COLUMNS).not.toContain("title");
  });
  it("words the message as the spec does", () => {
    expect(missingColumnsMessage(["domain", "context"])).toBe("Missing required columns: domain, context");
  });
});
