import { normalizeMicrositeStatus } from "../../../../shared/microsite-status";
import { Notice } from "../../../components/ui/notice";
import { reviewNoticeText } from "../review-text";
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
  return (
    <div data-testid="review-notice">
      <Notice>{reviewNoticeText(awaiting, rejected)}</Notice>
    </div>
  );
}
