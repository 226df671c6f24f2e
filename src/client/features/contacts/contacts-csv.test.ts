import { describe, expect, it } from "vitest";
import { contactRow } from "@/shared/test/contact-factory";
import { contactsCsv } from "./contacts-csv";

describe("contactsCsv", () => {
  it("writes the import's columns plus campaigns, escaped and with formulas neutralised", () => {
    const csv = contactsCsv([{ ...contactRow(1, { company: "=HYPERLINK(\"x\")", context: "said \"hi\", then left" }), campaigns: [{ name: "Spring" }, { name: "Fall" }] }]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("email,first_name,last_name,company,industry,context,domain,title,campaigns");
    expect(row).toBe(`person1@example.com,First1,Last1,"'=HYPERLINK(""x"")",Software,"said ""hi"", then left",company1.com,,Spring; Fall`);
  });
});
