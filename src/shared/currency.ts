import { CURRENCIES } from "./constants";

export type CurrencyCode = keyof typeof CURRENCIES;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Intl knows each currency's minor unit: JPY has no decimals, the others two.
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A price as people read it in that currency: 1234.5 USD -> "$1,234.50", 1500 JPY -> "¥1,500". */
export function formatPrice(amount: number, currency: CurrencyCode, locale = "en-US"): string {
  return formatterFor(currency, locale).format(amount);
}

/** The currency picker's label: "USD ($)". */
export const currencyLabel = (currency: CurrencyCode) => `${currency} (${CURRENCIES[currency]})`;

type PricedOffering = { price: number | null; currency: string | null; unit_type: string | null; requires_quote: boolean };

/** The price line of an offering: "$49.00 / month", "¥1,500 / item", or "Quote required". */
export function offeringPriceLabel(offering: PricedOffering, locale = "en-US"): string {
  if (offering.requires_quote || offering.price === null || !offering.currency) return "Quote required";
  const price = isCurrencyCode(offering.currency) ? formatPrice(offering.price, offering.currency, locale) : `${offering.price} ${offering.currency}`;
  return offering.unit_type ? `${price} / ${offering.unit_type}` : price;
}

export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(CURRENCIES, value);
