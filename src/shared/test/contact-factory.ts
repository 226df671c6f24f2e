import type { ContactRow } from "../schemas/contact";

/** A valid imported contact; `n` makes the email unique, overrides change any column. */
export function contactRow(n: number, overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    email: `person${n}@example.com`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    company: `Company ${n % 97}`,
    industry: n % 2 ? "Software" : "Retail",
    context: `Met at event ${n}`,
    domain: `company${n % 97}.com`,
    title: "",
    ...overrides,
  };
}

export const contactRows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => contactRow(from + i));
