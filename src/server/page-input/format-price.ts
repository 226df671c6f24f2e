import type { OfferingView } from "./generation-input";

const UNIT_LABELS: Record<string, string> = { item: "item", hour: "hour", day: "day", week: "week", month: "month", year: "year" };

export const QUOTE_ONLY_PRICE = "Pricing on request";

// Building an Intl.NumberFormat costs far more than using one; a launch formats the same currencies thousands of times.
const formatters = new Map<string, Intl.NumberFormat>();

/** Whole amounts without decimals ("$1,450"), others with the currency's own ("£49.50", "¥50,000"). */
function currencyFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" });
    } catch {
      formatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, trailingZeroDisplay: "stripIfInteger" });
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** A price as people write it: "$1,450 / month", "£49.50 / hour", "¥50,000"; quote-only offerings say so (spec 5). */
export function formatOfferingPrice(offering: Pick<OfferingView, "price" | "currency" | "unitType" | "requiresQuote">): string | null {
  if (offering.requiresQuote) return QUOTE_ONLY_PRICE;
  if (offering.price === null || !Number.isFinite(offering.price)) return null;
  const amount = currencyFormatter((offering.currency || "USD").toUpperCase()).format(offering.price);
  const unit = offering.unitType ? UNIT_LABELS[offering.unitType] : undefined;
  return unit ? `${amount} / ${unit}` : amount;
}
