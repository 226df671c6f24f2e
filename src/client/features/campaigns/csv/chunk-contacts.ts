import type { ContactRow } from "@/shared/schemas/contact";

// The API takes at most 10,000 rows and 10 MB per request; these limits keep every request well inside both.
export const CHUNK_MAX_ROWS = 5_000;
export const CHUNK_MAX_BYTES = 3_000_000;

// Keys, quotes and commas of one row in JSON, on top of the cell text itself.
const ROW_JSON_OVERHEAD = 110;

/** Splits contacts into import requests of at most `maxRows` rows and about `maxBytes` of JSON each. */
export function chunkContacts(contacts: readonly ContactRow[], maxRows = CHUNK_MAX_ROWS, maxBytes = CHUNK_MAX_BYTES): ContactRow[][] {
  const chunks: ContactRow[][] = [];
  let current: ContactRow[] = [];
  let bytes = 0;
  for (const contact of contacts) {
    let size = ROW_JSON_OVERHEAD;
    for (const value of Object.values(contact)) size += value.length * 2; // worst case: escaped characters
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(contact);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
