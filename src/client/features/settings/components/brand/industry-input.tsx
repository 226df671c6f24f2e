import { INDUSTRY_SUGGESTIONS } from "@/shared/industries";
import { BrandInput } from "./brand-field";

/** Free text (spec 5) with the 50 suggestions offered by the browser's own datalist. */
export function IndustryInput() {
  return (
    <>
      <BrandInput name="industry" label="Industry" required list="industry-suggestions" autoComplete="off" placeholder="Start typing, e.g. SaaS" />
      <datalist id="industry-suggestions">
        {INDUSTRY_SUGGESTIONS.map((industry) => (
          <option key={industry} value={industry} />
        ))}
      </datalist>
    </>
  );
}
