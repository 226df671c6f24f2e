import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { proposeMapping, unmappedColumns, type ColumnMapping } from "@/shared/csv/column-mapping";
import { importMappedRows, recheckRow } from "@/shared/csv/import-mapped-rows";
import { missingColumnsMessage } from "@/shared/csv/normalize-header";
import type { CsvTable } from "@/shared/csv/read-csv-table";
import type { ContactRow } from "@/shared/schemas/contact";
import { getImportMappingQueryOptions, useImportMapping } from "../api/get-import-mapping";
import { useSaveImportMapping } from "../api/save-import-mapping";
import { readCsvFile } from "../csv/read-csv-file";
import type { CampaignWizard } from "./use-campaign-wizard";

const lower = (contacts: readonly ContactRow[]) => contacts.map((c) => c.email.toLowerCase());

/**
 * The wizard's CSV import: read the file (in a worker), propose a column mapping (the account's remembered one
 * first), apply the spec's rules to the mapped columns, let the rep remap, fix skipped rows in place, and edit a
 * domain taken from an email. A complete mapping is remembered for the account's next import.
 */
export function useCsvImport({ draft, update }: CampaignWizard, onReadingChange: (busy: boolean) => void) {
  const queryClient = useQueryClient();
  // Asked for as the step opens, so it is usually there when a file is dropped.
  useImportMapping();
  const saveMapping = useSaveImportMapping();
  const [reading, setReading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const unmapped = draft.csvMapping ? unmappedColumns(draft.csvMapping) : [];
  const mappingError = unmapped.length > 0 ? missingColumnsMessage(unmapped) : null;

  function apply(table: CsvTable, mapping: ColumnMapping, fileName: string | null) {
    const result = importMappedRows(table, mapping, lower(draft.manualContacts));
    update({
      csvTable: table,
      csvMapping: mapping,
      uploadedFileName: fileName,
      csvContacts: result.ok ? result.contacts : [],
      csvRejected: result.ok ? result.rejected : [],
      csvDerivedDomains: result.ok ? result.derivedDomains : [],
    });
    if (result.ok) saveMapping.mutate(mapping);
  }

  /** The account's last mapping; without it (offline, first import) the file's own headers decide. */
  const rememberedMapping = () => queryClient.ensureQueryData(getImportMappingQueryOptions()).catch(() => null);

  async function readFile(file: File) {
    setFileError(null);
    setReading(file.name);
    onReadingChange(true);
    const [result, remembered] = await Promise.all([readCsvFile(file), rememberedMapping()]);
    setReading(null);
    onReadingChange(false);
    // A refused file changes nothing: the rows of an earlier upload stay.
    if (!result.ok) return setFileError(result.error);
    apply(result.table, proposeMapping(result.table.headers, remembered), file.name);
  }

  /** The rep changed a column: the file is read again through the new mapping (in-place fixes start over). */
  function remap(mapping: ColumnMapping) {
    if (draft.csvTable) apply(draft.csvTable, mapping, draft.uploadedFileName);
  }

  /** A skipped row edited in place: kept when it now passes, else its new message is shown. */
  function fixRow(row: number, values: ContactRow): string | null {
    const others = new Set(lower([...draft.csvContacts, ...draft.manualContacts]));
    const result = recheckRow(values, others);
    if (!result.ok) {
      update({ csvRejected: draft.csvRejected.map((r) => (r.row === row ? { ...r, values, message: result.message } : r)) });
      return result.message;
    }
    update({ csvRejected: draft.csvRejected.filter((r) => r.row !== row), csvContacts: [...draft.csvContacts, result.contact] });
    return null;
  }

  /** A domain taken from an email, corrected by the rep: it is theirs now, no longer marked as taken from the email. */
  function editDomain(email: string, domain: string) {
    const key = email.toLowerCase();
    if (!domain.trim()) return;
    update({
      csvContacts: draft.csvContacts.map((c) => (c.email.toLowerCase() === key ? { ...c, domain: domain.trim() } : c)),
      csvDerivedDomains: draft.csvDerivedDomains.filter((e) => e !== key),
    });
  }

  function clear() {
    update({ csvTable: null, csvMapping: null, csvContacts: [], csvRejected: [], csvDerivedDomains: [], uploadedFileName: null });
  }

  return { reading, fileError, mappingError, readFile, remap, fixRow, editDomain, clear };
}

export type CsvImport = ReturnType<typeof useCsvImport>;
