import type { CurrencyCode } from "@/shared/currency";
import type { Offering } from "@/client/features/settings/api/get-offerings";

/** What the offering form edits: the price stays the typed string until the shared schema reads it. */
export type OfferingFormValues = {
  name: string;
  type: "Product" | "Service";
  description: string;
  requires_quote: boolean;
  price: string;
  currency: CurrencyCode;
  unit_type: string;
  /** One outcome per line; the shared schema drops blank lines. */
  outcomes: string;
};

/** The form's lines -> the list the API stores. */
export const outcomeLines = (text: string) => text.split(/\r?\n/);

export const EMPTY_OFFERING: OfferingFormValues = {
  name: "",
  type: "Product",
  description: "",
  requires_quote: false,
  price: "",
  currency: "USD",
  unit_type: "item",
  outcomes: "",
};

export function toOfferingFormValues(offering: Offering): OfferingFormValues {
  return {
    name: offering.name,
    type: offering.type === "Service" ? "Service" : "Product",
    description: offering.description ?? "",
    requires_quote: offering.requires_quote,
    price: offering.price === null ? "" : String(offering.price),
    currency: (offering.currency as CurrencyCode | null) ?? "USD",
    unit_type: offering.unit_type ?? "item",
    outcomes: offering.outcomes.join("\n"),
  };
}
