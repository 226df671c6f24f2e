import { FileSpreadsheet, Users } from "lucide-react";
import { useState } from "react";
import type { ContactRow } from "../../../../shared/schemas/contact";
import { Button } from "../../../components/ui/button";
import { ErrorBanner } from "../../../components/ui/feedback";
import { AddContactForm } from "../components/add-contact-form";
import { ContactsPreviewTable } from "../components/contacts-preview-table";
import { CsvDropzone } from "../components/csv-dropzone";
import { CsvRowErrors } from "../components/csv-row-errors";
import { SampleCsvButton } from "../components/sample-csv-button";
import { parseCsvFile } from "../csv/parse-csv-file";
import { pluralize } from "../format";
import type { CampaignWizard } from "./use-campaign-wizard";
import { newContactsOf } from "./wizard-draft";

const lower = (contacts: ContactRow[]) => contacts.map((c) => c.email.toLowerCase());

/** Step 3, Contact Import: a CSV (read in a worker), contacts added by hand, and a preview of what will be imported. */
export function StepContacts({ wizard, existingCount, onParsingChange }: { wizard: CampaignWizard; existingCount: number; onParsingChange: (busy: boolean) => void }) {
  const { draft, update } = wizard;
  const [parsing, setParsing] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pending = newContactsOf(draft);

  async function readFile(file: File) {
    setFileError(null);
    setParsing(file.name);
    onParsingChange(true);
    const result = await parseCsvFile(file, lower(draft.manualContacts));
    setParsing(null);
    onParsingChange(false);
    // A refused file changes nothing: the rows of an earlier upload stay.
    if (!result.ok) return setFileError(result.error);
    update({ csvContacts: result.contacts, csvRowErrors: result.errors, uploadedFileName: file.name });
  }

  function remove(email: string) {
    const key = email.toLowerCase();
    update({
      csvContacts: draft.csvContacts.filter((c) => c.email.toLowerCase() !== key),
      manualContacts: draft.manualContacts.filter((c) => c.email.toLowerCase() !== key),
    });
  }

  function clearFile() {
    update({ csvContacts: [], csvRowErrors: [], uploadedFileName: null });
  }

  return (
    <div className="space-y-5">
      {existingCount > 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <Users className="size-4 shrink-0" aria-hidden />
          This campaign already has {pluralize(existingCount, "contact")}. New contacts are added to them; one with the same email is updated.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Required columns: <code className="text-xs">email, first_name, last_name, company, industry, context, domain</code>
        </p>
        <SampleCsvButton />
      </div>
      <CsvDropzone onFile={readFile} parsingFileName={parsing} />
      {fileError ? <ErrorBanner message={fileError} /> : null}
      {draft.uploadedFileName && (draft.csvContacts.length > 0 || draft.csvRowErrors.length > 0) ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
          <span className="flex items-center gap-2 text-slate-700">
            <FileSpreadsheet className="size-4 text-emerald-600" aria-hidden />
            <span className="font-medium">{draft.uploadedFileName}</span>
            <span data-testid="csv-valid-count">{pluralize(draft.csvContacts.length, "valid contact")}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={clearFile}>
            Remove file
          </Button>
        </div>
      ) : null}
      {draft.uploadedFileName && draft.csvContacts.length === 0 && draft.csvRowErrors.length === 0 ? (
        <p className="text-sm text-slate-500">Last uploaded file: {draft.uploadedFileName}</p>
      ) : null}
      <CsvRowErrors errors={draft.csvRowErrors} />
      <ContactsPreviewTable contacts={pending} onRemove={remove} />
      <AddContactForm knownEmails={new Set(lower(pending))} onAdd={(contact) => update({ manualContacts: [...draft.manualContacts, contact] })} />
    </div>
  );
}
