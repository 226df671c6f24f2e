import { pagesText } from "./approval-text";

/** The admin's dashboard: "1 page awaits your approval", "3 pages await your approval". */
export const awaitingYourApprovalText = (count: number) => `${pagesText(count)} ${count === 1 ? "awaits" : "await"} your approval`;
