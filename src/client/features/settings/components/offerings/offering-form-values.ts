import type { CurrencyCode } from "../../../../../shared/currency";
import type { Offering } from "../../api/get-offerings";

/** What the offering form edits: the price stays the typed string until the shared schema reads it. */
export type OfferingFormValues = {
  name: string;
  type: "Product" | "Service";
  description: string;
  requires_quote: boolean;
  price: string;
  currency: CurrencyCode;
  unit_type: string;
};

export const EMPTY_OFFERING: OfferingFormValues = {
  name: "",
  type: "Product",
  description: "",
  requires_quote: false,
  price: "",
  currency: "USD",
  unit_type: "item",
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
  };
}
