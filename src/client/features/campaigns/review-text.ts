import { pluralize } from "./format";

/** The campaign view's line about its pages under review: those awaiting an admin, and those an admin rejected. */
export function reviewNoticeText(awaiting: number, rejected: number): string {
  const one = (n: number, single: string, several: string) => (n === 1 ? single : several);
  return [
    awaiting ? `${pluralize(awaiting, "page")} ${one(awaiting, "is", "are")} awaiting approval by a workspace admin and ${one(awaiting, "goes", "go")} live once approved.` : "",
    rejected ? `${pluralize(rejected, "page")} ${one(rejected, "was", "were")} rejected: the admin's comment is under ${one(rejected, "it", "each")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
