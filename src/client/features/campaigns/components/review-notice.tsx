import { normalizeMicrositeStatus } from "../../../../shared/microsite-status";
import { Notice } from "../../../components/ui/notice";
import { pluralize } from "../format";
import type { MicrositeRow } from "./microsite-table";

/**
 * A campaign under a framework that asks for review: how many of its pages wait for an admin, and how many an admin
 * turned down (their comments are under the rows). Nothing when neither.
 */
export function ReviewNotice({ microsites }: { microsites: MicrositeRow[] }) {
  const count = (status: "awaiting_approval" | "rejected") => microsites.filter((m) => normalizeMicrositeStatus(m.status) === status).length;
  const awaiting = count("awaiting_approval");
  const rejected = count("rejected");
  if (awaiting === 0 && rejected === 0) return null;
  const parts = [
    awaiting ? `${pluralize(awaiting, "page")} ${awaiting === 1 ? "is" : "are"} awaiting approval by a workspace admin and go${awaiting === 1 ? "es" : ""} live once approved.` : "",
    rejected ? `${pluralize(rejected, "page")} ${rejected === 1 ? "was" : "were"} rejected: the admin's comment is under ${rejected === 1 ? "it" : "each"}.` : "",
  ];
  return (
    <div data-testid="review-notice">
      <Notice>{parts.filter(Boolean).join(" ")}</Notice>
    </div>
  );
}
