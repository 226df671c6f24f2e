import { describe, expect, it } from "vitest";
import { columnMappingSchema, domainOfWebsite, emailDomain, proposeMapping, unmappedColumns } from "./column-mapping";

const CRM_HEADERS = ["Email Address", "First Name", "Last Name", "Company Name", "Job Title", "Industry", "Notes", "Phone"];

describe("proposeMapping", () => {
  it("matches a CRM export's headers through synonyms and fills the domain from the emails", () => {
    expect(proposeMapping(CRM_HEADERS)).toEqual({
      columns: {
        email: "Email Address",
        first_name: "First Name",
        last_name: "Last Name",
        company: "Company Name",
        industry: "Industry",
        context: "Notes",
        domain: null,
        title: "Job Title",
      },
      domain_from_email: true,
    });
  });

  it.each([
    ["Organization", "company"],
    ["organisation", "company"],
    ["Website", "domain"],
    ["companyWebsite", "domain"],
    ["Notes", "context"],
    ["Position", "title"],
    ["E-mail", "email"],
  ] as const)("reads %j as %s", (header, column) => {
    expect(proposeMapping([header]).columns[column]).toBe(header);
  });

  it("prefers the spec's own name over a synonym, and uses a header for one column only", () => {
    const mapping = proposeMapping(["Website", "Domain", "Notes", "Context"]);
    expect(mapping.columns.domain).toBe("Domain");
    expect(mapping.columns.context).toBe("Context");
    expect(mapping.domain_from_email).toBe(false);
    expect(Object.values(proposeMapping(["Email"]).columns).filter(Boolean)).toEqual(["Email"]);
  });

  it("uses the remembered header when the file has it, the synonyms otherwise", () => {
    const remembered = { columns: { context: "Phone", company: "Not In This File" }, domain_from_email: false };
    const mapping = proposeMapping(CRM_HEADERS, remembered);
    expect(mapping.columns.context).toBe("Phone");
    expect(mapping.columns.company).toBe("Company Name");
    expect(mapping.domain_from_email).toBe(false);
  });

  it("lists the required columns left unmapped, the domain counting as mapped when taken from emails", () => {
    const mapping = proposeMapping(["Email", "Company"]);
    expect(unmappedColumns(mapping)).toEqual(["first_name", "last_name", "industry", "context"]);
    expect(unmappedColumns({ ...mapping, domain_from_email: false })).toEqual(["first_name", "last_name", "industry", "context", "domain"]);
  });
});

describe("domains", () => {
  it("takes an email's domain, lower-cased", () => {
    expect(emailDomain("Ada@Acme.COM")).toBe("acme.com");
    expect(emailDomain("not-an-email")).toBe("");
  });
  it.each([
    ["https://www.acme.com/about?x=1", "acme.com"],
    ["http://acme.io:8080", "acme.io"],
    ["acme.com", "acme.com"],
    ["", ""],
  ])("reads %j as the domain %j", (website, domain) => expect(domainOfWebsite(website)).toBe(domain));
});

describe("columnMappingSchema", () => {
  it("accepts a mapping and refuses unknown columns, long names and a missing flag", () => {
    expect(columnMappingSchema.safeParse({ columns: { email: "E-mail", domain: null }, domain_from_email: true }).success).toBe(true);
    expect(columnMappingSchema.safeParse({ columns: { phone: "Phone" }, domain_from_email: true }).success).toBe(false);
    expect(columnMappingSchema.safeParse({ columns: { email: "x".repeat(201) }, domain_from_email: true }).error?.issues[0].message).toBe(
      "A column name must be at most 200 characters",
    );
    expect(columnMappingSchema.safeParse({ columns: {} }).error?.issues[0].message).toBe("domain_from_email must be true or false");
  });
});
