import { z } from "zod";
import { FRAMEWORK_CATEGORIES } from "./framework-constants";
import { storableString } from "./schemas/text-fields";

/**
 * The search, sort and paging of the lists a rep works in (contacts, campaigns, frameworks): the values the server
 * accepts and the browser puts in the URL, so both sides agree on them.
 */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const CONTACT_SORTS = ["name", "email", "company", "created"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export const CAMPAIGN_SORTS = ["name", "status", "contacts", "created"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

export const FRAMEWORK_SORTS = ["name", "created"] as const;
export type FrameworkSort = (typeof FRAMEWORK_SORTS)[number];

/** GET /api/frameworks: the list's query plus the category filter ("all", or absent, passes every framework). */
export const frameworkListQuerySchema = () => listQuerySchema(FRAMEWORK_SORTS).extend({ category: oneOf("category", FRAMEWORK_CATEGORIES).optional() });

/** The largest page a list answers in one request. */
export const LIST_PAGE_MAX = 500;
export const LIST_SEARCH_MAX = 200;

/** Dates read newest first, everything else A to Z, unless the caller says otherwise. */
export const defaultDirection = (sort: string): SortDirection => (sort === "created" ? "desc" : "asc");

/** A value from a fixed list; the 400 names the allowed ones. */
export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(", ")}` });

/**
 * `?q&sort&dir&limit&offset` of a list. `limit` stays optional: a list that answered everything before paging existed
 * still does when no limit is asked for (the wizard's framework picker reads them all).
 */
export const listQuerySchema = <const T extends readonly [string, ...string[]]>(sorts: T) =>
  z.object({
    q: storableString().max(LIST_SEARCH_MAX, `Search text must be ${LIST_SEARCH_MAX} characters or fewer`).optional(),
    sort: oneOf("sort", sorts).optional(),
    dir: oneOf("dir", SORT_DIRECTIONS).optional(),
    limit: z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(LIST_PAGE_MAX, `limit is ${LIST_PAGE_MAX} at most`)
      .optional(),
    offset: z.coerce.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0, "offset must be 0 or more").optional(),
  });
