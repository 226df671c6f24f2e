import type { OfferingView } from "../ai/generation-input";

const UNIT_LABELS: Record<string, string> = { item: "item", hour: "hour", day: "day", week: "week", month: "month", year: "year" };

// Building an Intl.NumberFormat costs far more than using one; a launch formats the same currencies thousands of times.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    } catch {
      formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** "$1,200.00 / month", "¥50,000", or "Pricing on request" for quote-only offerings (spec 5). */
export function formatOfferingPrice(offering: Pick<OfferingView, "price" | "currency" | "unitType" | "requiresQuote">): string | null {
  if (offering.requiresQuote) return "Pricing on request";
  if (offering.price === null || !Number.isFinite(offering.price)) return null;
  const amount = currencyFormatter(offering.currency || "USD").format(offering.price);
  const unit = offering.unitType ? UNIT_LABELS[offering.unitType] : undefined;
  return unit ? `${amount} / ${unit}` : amount;
}
