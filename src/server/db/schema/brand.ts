import { boolean, index, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, updatedAt, workspaceId } from "./columns";

export type SocialLinks = { linkedin?: string; facebook?: string; twitter?: string };

/** The workspace's one brand profile (a shared asset); user_id is whoever saved it last. */
export const brandProfiles = pgTable("brand_profiles", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  workspaceId: workspaceId().unique(),
  companyName: text("company_name").notNull(),
  mission: text("mission").notNull().default(""),
  vision: text("vision").notNull().default(""),
  tagline: text("tagline").notNull().default(""),
  website: text("website").notNull().default(""),
  industry: text("industry").notNull().default(""),
  values: text("values"),
  idealCustomer: text("ideal_customer"),
  socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
  contactEmail: text("contact_email").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  logoUrl: text("logo_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productOfferings = pgTable(
  "product_offerings",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brandProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency"),
    unitType: text("unit_type"),
    requiresQuote: boolean("requires_quote").notNull().default(false),
    /** Outcome phrases in the sender's words (at most 5). */
    outcomes: jsonb("outcomes").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_offerings_brand_created_idx").on(t.brandId, t.createdAt)],
);

/** A customer story of the sender's: the only figures and quotes a microsite may show. */
export const brandProofPoints = pgTable(
  "brand_proof_points",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brandProfiles.id, { onDelete: "cascade" }),
    customer: text("customer").notNull(),
    industry: text("industry").notNull().default(""),
    figure: text("figure").notNull(),
    outcome: text("outcome").notNull(),
    quote: text("quote").notNull().default(""),
    author: text("author").notNull().default(""),
    authorTitle: text("author_title").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brand_proof_points_brand_created_idx").on(t.brandId, t.createdAt)],
);

export const brandFaqs = pgTable(
  "brand_faqs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brandProfiles.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brand_faqs_brand_created_idx").on(t.brandId, t.createdAt)],
);
