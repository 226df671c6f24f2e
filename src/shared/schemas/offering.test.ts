import { describe, expect, it } from "vitest";
import { joinOfferingErrors, offeringSchema } from "./offering";

const product = { name: "Kit", type: "Product", price: 10, currency: "USD", unit_type: "item" };
const errorOf = (input: unknown) => {
  const result = offeringSchema.safeParse(input);
  return result.success ? null : joinOfferingErrors(result.error);
};

describe("offeringSchema (spec 5, Offering)", () => {
  it("requires a name and a type of Product or Service", () => {
    expect(errorOf({ ...product, name: "  " })).toBe("Name is required");
    expect(errorOf({ ...product, name: undefined })).toBe("Name is required");
    expect(errorOf({ ...product, type: undefined })).toBe("Type is required");
    expect(errorOf({ ...product, type: "Subscription" })).toBe("Type is required");
    expect(errorOf({ ...product, type: "Service" })).toBeNull();
  });

  it("needs a price of at least 0 unless a quote is required", () => {
    for (const price of [undefined, null, "", "abc", -0.01, Number.NaN, Infinity, 1e13]) {
      expect(errorOf({ ...product, price }), String(price)).toBe("Valid price is required");
    }
    expect(offeringSchema.parse({ ...product, price: 0 }).price).toBe(0);
    expect(offeringSchema.parse({ ...product, price: "19.99" }).price).toBe(19.99);
    // The form's step is 0.01: anything finer is rounded to the cent.
    expect(offeringSchema.parse({ ...product, price: 12.345 }).price).toBe(12.35);
  });

  it("needs a currency and a unit for a priced offering", () => {
    expect(errorOf({ ...product, currency: null })).toBe("Currency is required");
    expect(errorOf({ ...product, currency: "BTC" })).toBe("Currency is required");
    expect(errorOf({ ...product, unit_type: "decade" })).toBe("Unit type is required");
    for (const currency of ["USD", "EUR", "GBP", "JPY", "AUD", "CAD"]) expect(errorOf({ ...product, currency })).toBeNull();
    for (const unit_type of ["item", "hour", "day", "week", "month", "year"]) expect(errorOf({ ...product, unit_type })).toBeNull();
  });

  it("stores price, currency and unit_type as null when a quote is required, whatever was typed", () => {
    expect(offeringSchema.parse({ ...product, requires_quote: true, price: "abc" })).toMatchObject({
      requires_quote: true,
      price: null,
      currency: null,
      unit_type: null,
    });
    expect(offeringSchema.parse({ name: "Audit", type: "Service", requires_quote: true })).toMatchObject({ price: null, currency: null, unit_type: null });
  });

  it("trims the description and makes an empty one null", () => {
    expect(offeringSchema.parse({ ...product, description: "  Handy  " }).description).toBe("Handy");
    expect(offeringSchema.parse({ ...product, description: "   " }).description).toBeNull();
    expect(offeringSchema.parse(product).description).toBeNull();
    expect(offeringSchema.parse(product).requires_quote).toBe(false);
  });

  it("joins every message with commas, once each", () => {
    expect(errorOf({})).toBe("Name is required, Type is required, Valid price is required, Currency is required, Unit type is required");
    expect(errorOf({ name: "", type: "Product", price: -5, currency: "USD", unit_type: "item" })).toBe("Name is required, Valid price is required");
  });

  describe("outcomes", () => {
    it("keeps up to 5 phrases, trimmed, dropping blank rows; none is an empty list", () => {
      expect(offeringSchema.parse(product).outcomes).toEqual([]);
      expect(offeringSchema.parse({ ...product, outcomes: null }).outcomes).toEqual([]);
      const outcomes = offeringSchema.parse({ ...product, outcomes: ["  Invoices approved in 2 days instead of 9 ", "", "  ", "Month-end close in 3 days"] }).outcomes;
      expect(outcomes).toEqual(["Invoices approved in 2 days instead of 9", "Month-end close in 3 days"]);
    });

    it("refuses more than 5, a phrase over 160 characters, and anything but a list of text", () => {
      expect(errorOf({ ...product, outcomes: ["a", "b", "c", "d", "e", "f"] })).toBe("Add at most 5 outcomes");
      expect(errorOf({ ...product, outcomes: ["a", "b", "c", "d", "e", " "] })).toBeNull();
      expect(errorOf({ ...product, outcomes: ["x".repeat(161)] })).toBe("Each outcome must be 160 characters or fewer");
      expect(errorOf({ ...product, outcomes: "faster" })).toBe("Outcomes must be a list of phrases");
      expect(errorOf({ ...product, outcomes: [42] })).toBe("Outcomes must be a list of phrases");
    });
  });
});
