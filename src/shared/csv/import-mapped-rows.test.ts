import { describe, expect, it } from "vitest";
import { proposeMapping } from "./column-mapping";
import { importMappedRows, recheckRow } from "./import-mapped-rows";
import { readCsvTable } from "./read-csv-table";

const CRM_CSV = [
  "Email Address,First Name,Last Name,Company Name,Job Title,Industry,Notes",
  "ada@acme.com,Ada,Lovelace,Acme,CTO,Software,Met at a conference",
  "bob@globex,Bob,Stone,Globex,VP,Retail,Asked for pricing",
  "carol@initech.io,Carol,Shaw,,CFO,Finance,Referred by Ada",
  "dan@initech.io,Dan,Brown,Initech,CEO,Finance,Webinar",
].join("\n");

function table(text: string) {
  const read = readCsvTable(text);
  if (!read.ok) throw new Error(read.error);
  return read.table;
}

describe("importMappedRows", () => {
  it("imports a CRM export through the proposed mapping, keeps bad rows aside with their values and messages", () => {
    const t = table(CRM_CSV);
    const result = importMappedRows(t, proposeMapping(t.headers));
    if (!result.ok) throw new Error(result.error);
    expect(result.contacts.map((c) => [c.email, c.domain, c.title])).toEqual([
      ["ada@acme.com", "acme.com", "CTO"],
      ["dan@initech.io", "initech.io", "CEO"],
    ]);
    expect(result.derivedDomains).toEqual(["ada@acme.com", "dan@initech.io"]);
    expect(result.rejected.map((r) => [r.row, r.message])).toEqual([
      [3, "Invalid email"],
      [4, "Missing fields: company"],
    ]);
    expect(result.rejected[1].values).toMatchObject({ email: "carol@initech.io", first_name: "Carol", domain: "initech.io" });
  });

  it("refuses the file with the spec's message while a required column is mapped to nothing", () => {
    const t = table(CRM_CSV);
    const mapping = proposeMapping(t.headers);
    expect(importMappedRows(t, { ...mapping, columns: { ...mapping.columns, industry: null }, domain_from_email: false })).toEqual({
      ok: false,
      error: "Missing required columns: industry, domain",
    });
  });

  it("keeps a domain column's value (as a domain) and fills only its empty cells from the email", () => {
    const t = table(["email,first_name,last_name,company,industry,context,website", "a@x.com,A,B,C,D,E,https://www.acme.com/", "b@y.org,A,B,C,D,E,"].join("\n"));
    const mapping = proposeMapping(t.headers);
    expect(importMappedRows(t, mapping)).toMatchObject({ ok: true, rejected: [{ row: 3, message: "Missing fields: domain" }] });
    const filled = importMappedRows(t, { ...mapping, domain_from_email: true });
    if (!filled.ok) throw new Error(filled.error);
    expect(filled.contacts.map((c) => c.domain)).toEqual(["acme.com", "y.org"]);
    expect(filled.derivedDomains).toEqual(["b@y.org"]);
  });

  it("counts emails added by hand as repeats", () => {
    const t = table(CRM_CSV);
    const result = importMappedRows(t, proposeMapping(t.headers), ["ADA@acme.com"]);
    expect(result.ok && result.rejected[0]).toMatchObject({ row: 2, message: "Duplicate email" });
  });
});

describe("recheckRow", () => {
  const fixed = { email: "bob@globex.com", first_name: "Bob", last_name: "Stone", company: "Globex", industry: "Retail", context: "x", domain: "globex.com", title: "" };
  it("accepts a fixed row and refuses one still wrong or repeating a kept email", () => {
    expect(recheckRow(fixed, new Set())).toEqual({ ok: true, contact: fixed });
    expect(recheckRow({ ...fixed, company: " " }, new Set())).toEqual({ ok: false, message: "Missing fields: company" });
    expect(recheckRow(fixed, new Set(["bob@globex.com"]))).toEqual({ ok: false, message: "Duplicate email" });
  });
});
