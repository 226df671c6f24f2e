import { Notice } from "@/client/components/ui/notice";
import { reviewNoticeText } from "../review-text";

/**
 * A campaign under a framework that asks for review: how many of its pages wait for an admin, and how many an admin
 * turned down (their comments are under the rows). Nothing when neither.
 */
export function ReviewNotice({ awaiting, rejected }: { awaiting: number; rejected: number }) {
  if (awaiting === 0 && rejected === 0) return null;
  return (
    <div data-testid="review-notice">
      <Notice>{reviewNoticeText(awaiting, rejected)}</Notice>
    </div>
  );
}
