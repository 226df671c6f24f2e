import { describe, expect, it } from "vitest";
import { proposeMapping } from "./column-mapping";
import { importMappedRows } from "./import-mapped-rows";
import { readCsvTable } from "./read-csv-table";
import { rejectedRowsCsv } from "./rejected-rows-csv";

describe("rejectedRowsCsv", () => {
  it("writes each skipped row with its row number and reason, neutralizing formulas, and maps back by itself", () => {
    const csv = rejectedRowsCsv([
      { row: 3, message: "Invalid email", values: { email: "bob@globex", first_name: "=HYPERLINK()", last_name: "Stone", company: "Globex, Inc", industry: "Retail", context: "Met", domain: "globex", title: "" } },
    ]);
    expect(csv).toBe('email,first_name,last_name,company,industry,context,domain,title,row,reason\r\nbob@globex,\'=HYPERLINK(),Stone,"Globex, Inc",Retail,Met,globex,,3,Invalid email\r\n');
    const read = readCsvTable(csv);
    if (!read.ok) throw new Error(read.error);
    const mapping = proposeMapping(read.table.headers);
    expect(mapping.domain_from_email).toBe(false);
    expect(importMappedRows(read.table, mapping)).toMatchObject({ ok: true, rejected: [{ row: 2, message: "Invalid email" }] });
  });
});
