import { describe, expect, it } from "vitest";
import { formatOfferingPrice } from "./format-price";

const price = (amount: number | null, currency: string | null, unitType: string | null, requiresQuote = false) =>
  formatOfferingPrice({ price: amount, currency, unitType, requiresQuote });

describe("offering prices, as people write them", () => {
  it("drops .00 on whole amounts and keeps real cents", () => {
    expect(price(1450, "USD", "month")).toBe("$1,450 / month");
    expect(price(1200, "EUR", "year")).toBe("€1,200 / year");
    expect(price(49.5, "GBP", "month")).toBe("£49.50 / month");
    expect(price(12.99, "usd", "hour")).toBe("$12.99 / hour");
  });

  it("writes a one-off price without a unit and yen without decimals", () => {
    expect(price(25000, "USD", null)).toBe("$25,000");
    expect(price(50000, "JPY", "month")).toBe("¥50,000 / month");
    expect(price(980, "GBP", null)).toBe("£980");
  });

  it("says so for quote-only offerings and shows nothing without a price", () => {
    expect(price(null, null, null, true)).toBe("Pricing on request");
    expect(price(1450, "USD", "month", true)).toBe("Pricing on request");
    expect(price(null, "USD", "month")).toBeNull();
  });
});
