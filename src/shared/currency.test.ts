import { describe, expect, it } from "vitest";
import { currencyLabel, formatPrice, offeringPriceLabel } from "./currency";

describe("currency formatting", () => {
  it("formats each of the six currencies with Intl.NumberFormat", () => {
    expect(formatPrice(1234.5, "USD")).toBe("$1,234.50");
    expect(formatPrice(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatPrice(1234.5, "GBP")).toBe("£1,234.50");
    expect(formatPrice(1234.5, "AUD")).toBe("A$1,234.50");
    expect(formatPrice(1234.5, "CAD")).toBe("CA$1,234.50");
    expect(formatPrice(0, "USD")).toBe("$0.00");
  });

  it("shows JPY without decimals", () => {
    expect(formatPrice(1500, "JPY")).toBe("¥1,500");
    expect(formatPrice(1499.6, "JPY")).toBe("¥1,500");
  });

  it("follows the locale when one is given", () => {
    expect(formatPrice(1234.5, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
  });

  it("labels currencies with their symbols for the picker", () => {
    expect(currencyLabel("USD")).toBe("USD ($)");
    expect(currencyLabel("JPY")).toBe("JPY (¥)");
    expect(currencyLabel("CAD")).toBe("CAD (C$)");
  });

  it("writes an offering's price line, or Quote required", () => {
    expect(offeringPriceLabel({ price: 49, currency: "USD", unit_type: "month", requires_quote: false })).toBe("$49.00 / month");
    expect(offeringPriceLabel({ price: 1500, currency: "JPY", unit_type: "item", requires_quote: false })).toBe("¥1,500 / item");
    expect(offeringPriceLabel({ price: null, currency: null, unit_type: null, requires_quote: true })).toBe("Quote required");
  });
});
