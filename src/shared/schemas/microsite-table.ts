import { z } from "zod";
import { oneOf, SORT_DIRECTIONS } from "../list-query";
import { MICROSITE_STATUSES } from "../microsite-status";
import { storableString } from "./text-fields";

/**
 * GET /api/campaigns/:id/microsites (the campaign view's table, issue 13 item 2): what it sorts by, how it filters,
 * and how many rows a page and a bulk action may hold. The browser builds its URLs from the same lists.
 */
export const MICROSITE_SORTS = ["contact", "company", "status", "views", "last_viewed", "expires"] as const;
export type MicrositeSort = (typeof MICROSITE_SORTS)[number];
export const MICROSITE_PAGE_SIZE = 50;
export const MICROSITE_PAGE_MAX = 200;
export const BULK_IDS_MAX = 1000;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MICROSITE_PAGE_MAX}`;
const OFFSET_MESSAGE = "offset must be a whole number, 0 or more";

export const micrositeListQuerySchema = z.object({
  q: storableString().max(200, "q is too long (200 characters at most)").optional(),
  sort: oneOf("sort", MICROSITE_SORTS).default("contact"),
  dir: oneOf("dir", SORT_DIRECTIONS).default("asc"),
  status: oneOf("status", MICROSITE_STATUSES).optional(),
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MICROSITE_PAGE_MAX, LIMIT_MESSAGE).default(MICROSITE_PAGE_SIZE),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type MicrositeListQuery = z.infer<typeof micrositeListQuerySchema>;

/** POST /api/campaigns/:id/microsites/bulk/{extend,regenerate,delete} */
export const micrositeBulkSchema = z.object({
  ids: z.array(z.uuid("ids must be microsite ids"), { error: "ids must be a list of microsite ids" }).min(1, "Select at least one microsite").max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} microsites at a time`),
});
export type MicrositeBulkInput = z.infer<typeof micrositeBulkSchema>;
