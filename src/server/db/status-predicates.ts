import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { COMPLETED_MICROSITE_STATUSES, DELIVERED_MICROSITE_STATUSES } from "@/shared/microsite-status";

// The shared constants as SQL lists. They are fixed identifiers from src/shared, never user input, so they are inlined.
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** A status column (or, in raw SQL, its qualified name such as "m.status"). */
type StatusColumn = SQLWrapper | string;
const column = (status: StatusColumn) => (typeof status === "string" ? sql.raw(status) : status);

/** The microsite was generated and is published. */
export const isCompletedMicrosite = (status: StatusColumn): SQL => sql`${column(status)} in (${sqlList(COMPLETED_MICROSITE_STATUSES)})`;

/** The microsite was delivered: published now, or published and since expired. */
export const isDeliveredMicrosite = (status: StatusColumn): SQL => sql`${column(status)} in (${sqlList(DELIVERED_MICROSITE_STATUSES)})`;
