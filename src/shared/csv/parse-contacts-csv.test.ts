import { describe, expect, it } from "vitest";
import { CSV_MAX_BYTES } from "../constants";
import { joinRowErrors } from "../schemas/contact";
import { checkCsvFile, CSV_MESSAGES } from "./file-rules";
import { parseContactsCsv, SAMPLE_CSV } from "./parse-contacts-csv";

const HEADER = "email,first_name,last_name,company,industry,context,domain";
const row = (email: string, rest = "Ada,Lovelace,Acme,Software,Met at a conference,acme.com") => `${email},${rest}`;
const csv = (...lines: string[]) => [HEADER, ...lines].join("\n");

function parseOk(text: string, knownEmails: string[] = []) {
  const result = parseContactsCsv(text, knownEmails);
  if (!result.ok) throw new Error(`expected the file to be read, got: ${result.error}`);
  return result;
}

describe("checkCsvFile (spec 5 file rules)", () => {
  it("accepts a .csv name in any case", () => {
    expect(checkCsvFile({ name: "contacts.csv", size: 10 })).toBeNull();
    expect(checkCsvFile({ name: "CONTACTS.CSV", size: 10 })).toBeNull();
  });
  it.each(["contacts.txt", "contacts.xlsx", "contacts.csv.exe", "csv", "contacts"])("refuses %s", (name) =>
    expect(checkCsvFile({ name, size: 10 })).toBe("Please upload a CSV file"),
  );
  it("refuses 5MB + 1 byte and accepts 5MB", () => {
    expect(checkCsvFile({ name: "a.csv", size: CSV_MAX_BYTES + 1 })).toBe("File size must be less than 5MB");
    expect(checkCsvFile({ name: "a.csv", size: CSV_MAX_BYTES })).toBeNull();
  });
});

describe("parseContactsCsv", () => {
  it("reads valid rows", () => {
    const result = parseOk(csv(row("ada@acme.com"), row("grace@navy.mil", "Grace,Hopper,US Navy,Defense,Compilers,navy.mil")));
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(2);
    expect(result.contacts[1]).toEqual({
      email: "grace@navy.mil",
      first_name: "Grace",
      last_name: "Hopper",
      company: "US Navy",
      industry: "Defense",
      context: "Compilers",
      domain: "navy.mil",
      title: "",
    });
  });

  it.each(["title", "Job Title", "job_title", "Role"])("reads the optional job title from a %j column", (header) => {
    const result = parseOk([`${HEADER},${header}`, `${row("ada@acme.com")},VP Finance`, row("bob@acme.com")].join("\n"));
    expect(result.errors).toEqual([]);
    expect(result.contacts.map((c) => c.title)).toEqual(["VP Finance", ""]);
  });

  it("refuses a job title longer than 200 characters with the row number", () => {
    const result = parseOk([`${HEADER},title`, `${row("ada@acme.com")},${"x".repeat(201)}`].join("\n"));
    expect(result.errors).toEqual(["Row 2: Title must be at most 200 characters"]);
  });

  it("normalizes headers (spaces, camel case, firstname/lastname) and keeps extra columns out", () => {
    const text = ["Email, First Name,lastname,Company,INDUSTRY,Context,Domain,Notes", row("a@b.co") + ",ignored"].join("\n");
    const result = parseOk(text);
    expect(result.contacts).toHaveLength(1);
    expect(result.contacts[0]).not.toHaveProperty("notes");
    expect(result.contacts[0].first_name).toBe("Ada");
  });

  it("handles a BOM, CRLF line ends, quoted fields with commas, quotes and line breaks", () => {
    const text = `\uFEFF${HEADER}\r\n"q@x.com","Q","O'Neil","Acme, Inc.","Soft""ware","line one\r\nline two",x.com\r\n`;
    const [contact] = parseOk(text).contacts;
    expect(contact.company).toBe("Acme, Inc.");
    expect(contact.industry).toBe('Soft"ware');
    expect(contact.context).toBe("line one\r\nline two");
  });

  it("skips empty and blank lines", () => {
    const result = parseOk(csv("", row("a@x.com"), "   ", "", row("b@x.com"), ""));
    expect(result.contacts.map((c) => c.email)).toEqual(["a@x.com", "b@x.com"]);
    expect(result.errors).toEqual([]);
  });

  it("refuses a file missing required columns, naming them", () => {
    const result = parseContactsCsv("email,first_name,company\na@x.com,A,Acme\n");
    // No domain column: domains come from the emails, so domain is not missing.
    expect(result).toEqual({ ok: false, error: "Missing required columns: last_name, industry, context" });
  });

  it("refuses an empty file and a header with no rows", () => {
    expect(parseContactsCsv("")).toEqual({ ok: false, error: CSV_MESSAGES.parseFailed });
    expect(parseContactsCsv(`${HEADER}\n`)).toEqual({ ok: false, error: CSV_MESSAGES.noRows });
    expect(parseContactsCsv(`${HEADER}\n\n  \n`)).toEqual({ ok: false, error: CSV_MESSAGES.noRows });
  });

  it("refuses unbalanced quotes with the spec's parse message", () => {
    expect(parseContactsCsv(csv(`"a@x.com,Ada,Lovelace,Acme,Software,ctx,acme.com`, row("b@x.com")))).toEqual({
      ok: false,
      error: "Error parsing CSV file. Please check the format.",
    });
  });

  it("reports 'Missing fields: ...' with row numbers from 2 and keeps the valid rows", () => {
    const result = parseOk(csv(row("ok@x.com"), "missing@x.com,Ada,,Acme,,ctx,acme.com", row("ok2@x.com"), "short@x.com,Ada"));
    expect(result.contacts.map((c) => c.email)).toEqual(["ok@x.com", "ok2@x.com"]);
    expect(result.errors).toEqual(["Row 3: Missing fields: last_name, industry", "Row 5: Missing fields: last_name, company, industry, context, domain"]);
  });

  it("treats whitespace-only cells as missing", () => {
    expect(parseOk(csv("a@x.com,  ,Lovelace,Acme,Software,ctx,acme.com")).errors).toEqual(["Row 2: Missing fields: first_name"]);
  });

  it("reports invalid emails", () => {
    const result = parseOk(csv(row("not-an-email"), row("a@@x.com"), row("good@x.com")));
    expect(result.errors).toEqual(["Row 2: Invalid email", "Row 3: Invalid email"]);
    expect(result.contacts).toHaveLength(1);
  });

  it("reports a repeated email case-insensitively and keeps the first", () => {
    const result = parseOk(csv(row("Ada@Acme.com"), row("ada@acme.COM"), row("other@acme.com"), row(" ADA@ACME.COM ")));
    expect(result.contacts.map((c) => c.email)).toEqual(["Ada@Acme.com", "other@acme.com"]);
    expect(result.errors).toEqual(["Row 3: Duplicate email", "Row 5: Duplicate email"]);
    expect(joinRowErrors(result.errors)).toBe("Row 3: Duplicate email; Row 5: Duplicate email");
  });

  it("counts emails already in the list (added by hand) as repeats", () => {
    const result = parseOk(csv(row("hand@x.com"), row("new@x.com")), ["HAND@x.com"]);
    expect(result.errors).toEqual(["Row 2: Duplicate email"]);
    expect(result.contacts.map((c) => c.email)).toEqual(["new@x.com"]);
  });

  it("refuses over-long cells with a clear message", () => {
    const longContext = "x".repeat(2001);
    expect(parseOk(csv(row("a@x.com", `Ada,Lovelace,Acme,Software,${longContext},acme.com`))).errors).toEqual([
      "Row 2: Context must be at most 2000 characters",
    ]);
  });

  it("keeps HTML and formula-prefixed cells as plain text", () => {
    const hostile = `"<script>alert(1)</script>","=HYPERLINK(""http://evil"")","+1+2","-2","@SUM(A1)","<img src=x onerror=alert(1)>",evil.com`;
    const [contact] = parseOk(csv(`ok@x.com,${hostile}`)).contacts;
    expect(contact).toEqual({
      email: "ok@x.com",
      first_name: "<script>alert(1)</script>",
      last_name: '=HYPERLINK("http://evil")',
      company: "+1+2",
      industry: "-2",
      context: "@SUM(A1)",
      domain: "<img src=x onerror=alert(1)>",
      title: "",
    });
  });

  it("refuses a formula or HTML in the email column as an invalid email", () => {
    expect(parseOk(csv(row("=cmd|' /C calc'!A0"), row("<b>x</b>@x.com"))).errors).toEqual(["Row 2: Invalid email", "Row 3: Invalid email"]);
  });

  it("reads 50,000 rows", () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => row(`person${i}@example.com`));
    const result = parseOk(csv(...lines));
    expect(result.contacts).toHaveLength(50_000);
    expect(result.errors).toEqual([]);
  });

  it("offers a sample file that parses cleanly", () => {
    const result = parseOk(SAMPLE_CSV);
    expect(result.contacts).toHaveLength(2);
    expect(result.errors).toEqual([]);
  });
});
