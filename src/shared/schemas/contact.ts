import { z } from "zod";
import { importResultSchema } from "./contact-answers";
import { CONTACT_COLUMNS, IMPORT_COLUMNS, type ContactColumn } from "../csv/normalize-header";
import { storableString } from "./text-fields";

/** A contact as imported and stored: every column of spec 3 plus the optional job title ("" when absent), as trimmed text. */
export type ContactRow = Record<ContactColumn, string>;

export const CONTACT_MESSAGES = {
  emailRequired: "Email is required",
  invalidEmail: "Invalid email",
  duplicateEmail: "Duplicate email",
} as const;

/** Longest accepted value per column; generous for real data, bounded so a hostile file cannot bloat the database. */
export const CONTACT_FIELD_MAX: Record<ContactColumn, number> = {
  email: 254,
  first_name: 100,
  last_name: 100,
  company: 200,
  industry: 200,
  context: 2000,
  domain: 253,
  title: 200,
};

/** How each contact column is named on screen and in messages. */
export const CONTACT_FIELD_LABELS: Record<ContactColumn, string> = {
  email: "Email",
  first_name: "First name",
  last_name: "Last name",
  company: "Company",
  industry: "Industry",
  context: "Context",
  domain: "Domain",
  title: "Title",
};

const text = (column: ContactColumn) =>
  storableString().trim().max(CONTACT_FIELD_MAX[column], `${CONTACT_FIELD_LABELS[column]} must be at most ${CONTACT_FIELD_MAX[column]} characters`);

const emailField = storableString({ error: CONTACT_MESSAGES.emailRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.emailRequired)
  .max(CONTACT_FIELD_MAX.email, CONTACT_MESSAGES.invalidEmail)
  .pipe(z.email(CONTACT_MESSAGES.invalidEmail));

/**
 * Saving one contact (contacts page inline edit, PATCH /api/contacts/:id): spec 5 "when saving contacts only
 * email is required". Cells are stored as plain text: HTML or a leading = + - @ is kept verbatim (React escapes
 * it on screen; CSV exports neutralize it).
 */
export const contactUpdateSchema = z.object({
  email: emailField,
  first_name: text("first_name").optional(),
  last_name: text("last_name").optional(),
  company: text("company").optional(),
  industry: text("industry").optional(),
  context: text("context").optional(),
  domain: text("domain").optional(),
  title: text("title").optional(),
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

/** An imported contact (CSV row, contact added by hand in the wizard, import endpoint): all seven columns and the title. */
export const contactRowSchema = z.object({
  email: emailField,
  first_name: text("first_name"),
  last_name: text("last_name"),
  company: text("company"),
  industry: text("industry"),
  context: text("context"),
  domain: text("domain"),
  title: text("title"),
});

export const missingFieldsMessage = (missing: readonly string[]) => `Missing fields: ${missing.join(", ")}`;
export const rowError = (rowNumber: number, message: string) => `Row ${rowNumber}: ${message}`;

export type RowCheck = { ok: true; contact: ContactRow } | { ok: false; message: string };

const cellText = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** One imported row: missing columns first ('Missing fields: ...'), then the per-field rules. */
export function checkContactRow(raw: unknown): RowCheck {
  const record = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const values = Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, cellText(record[column])])) as ContactRow;
  const missing = IMPORT_COLUMNS.filter((column) => !values[column]);
  if (missing.length > 0) return { ok: false, message: missingFieldsMessage(missing) };
  const parsed = contactRowSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.invalidEmail };
  return { ok: true, contact: parsed.data };
}

export type RowsCheck = {
  contacts: ContactRow[];
  errors: string[];
  /** Index in `rows` of each kept contact, in the same order as `contacts`. */
  kept: number[];
  /** Index in `rows` of each skipped row and why, in the same order as `errors`. */
  rejected: Array<{ index: number; message: string }>;
};

/**
 * Every rule of spec 5 for imported contacts, shared by the browser's CSV step and the import endpoint:
 * row numbers start at `firstRow` (2: the header is row 1), emails repeat case-insensitively ('Duplicate email',
 * the first one wins), valid rows are kept and each bad one gives 'Row n: message'.
 */
export function checkContactRows(rows: readonly unknown[], firstRow = 2, alreadySeen: Iterable<string> = []): RowsCheck {
  const seen = new Set(Array.from(alreadySeen, (email) => email.toLowerCase()));
  const check: RowsCheck = { contacts: [], errors: [], kept: [], rejected: [] };
  const reject = (index: number, message: string) => {
    check.errors.push(rowError(firstRow + index, message));
    check.rejected.push({ index, message });
  };
  rows.forEach((raw, index) => {
    const result = checkContactRow(raw);
    if (!result.ok) return reject(index, result.message);
    const key = result.contact.email.toLowerCase();
    if (seen.has(key)) return reject(index, CONTACT_MESSAGES.duplicateEmail);
    seen.add(key);
    check.contacts.push(result.contact);
    check.kept.push(index);
  });
  return check;
}

/** Spec 5: row errors are shown joined by semicolons. */
export const joinRowErrors = (errors: readonly string[]) => errors.join("; ");

/** Most rows one import request may carry; the wizard sends bigger files in several requests. */
export const MAX_IMPORT_ROWS_PER_REQUEST = 10_000;
export const TOO_MANY_ROWS_MESSAGE = `Import at most ${MAX_IMPORT_ROWS_PER_REQUEST.toLocaleString("en-US")} contacts per request`;

export const importContactsSchema = z.object({
  // Rows stay loosely typed here on purpose: each one is checked by checkContactRows so a bad row becomes a
  // 'Row n: ...' error while the good rows are still imported, exactly as in the browser.
  contacts: z.array(z.unknown(), { error: "contacts must be a list" }).max(MAX_IMPORT_ROWS_PER_REQUEST, TOO_MANY_ROWS_MESSAGE),
  /** Row number of the first row, when a big file is sent in parts (row numbers then match the file). */
  first_row: z.number().int().min(1).optional(),
});
export type ImportContactsInput = z.infer<typeof importContactsSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;

/** The most contacts one bulk action (delete, summary, add to a campaign) takes: a page of selections, not a table dump. */
export const CONTACT_BULK_MAX = 1000;

const contactIds = (field: string) =>
  z
    .array(z.uuid(`${field} must hold contact ids`), `${field} must be a list of contact ids`)
    .min(1, `${field} must name at least one contact`)
    .max(CONTACT_BULK_MAX, `${field} can name at most ${CONTACT_BULK_MAX} contacts at once`);

/** POST /api/contacts/bulk/summary and /bulk/delete. */
export const contactBulkSchema = z.object({ ids: contactIds("ids") });
export type ContactBulkInput = z.infer<typeof contactBulkSchema>;

/** POST /api/campaigns/:id/contacts/link: existing contacts added to a campaign. */
export const campaignLinkContactsSchema = z.object({ contact_ids: contactIds("contact_ids") });
