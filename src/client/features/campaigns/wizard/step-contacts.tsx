import { FileSpreadsheet, Users } from "lucide-react";
import type { ContactRow } from "@/shared/schemas/contact";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { AddContactForm } from "../components/add-contact-form";
import { ColumnMappingTable } from "../components/column-mapping-table";
import { ContactsPreviewTable } from "../components/contacts-preview-table";
import { CsvDropzone } from "../components/csv-dropzone";
import { RejectedRows } from "../components/rejected-rows";
import { SampleCsvButton } from "../components/sample-csv-button";
import { pluralize } from "../format";
import type { CampaignWizard } from "./use-campaign-wizard";
import { useCsvImport } from "./use-csv-import";
import { newContactsOf } from "./wizard-draft";

const lower = (contacts: ContactRow[]) => contacts.map((c) => c.email.toLowerCase());

/** Step 3, Contact Import: a CSV (read in a worker, its columns mapped), contacts added by hand, and a preview. */
export function StepContacts({ wizard, existingCount, onParsingChange }: { wizard: CampaignWizard; existingCount: number; onParsingChange: (busy: boolean) => void }) {
  const { draft, update } = wizard;
  const csv = useCsvImport(wizard, onParsingChange);
  const pending = newContactsOf(draft);

  function remove(email: string) {
    const key = email.toLowerCase();
    update({
      csvContacts: draft.csvContacts.filter((c) => c.email.toLowerCase() !== key),
      manualContacts: draft.manualContacts.filter((c) => c.email.toLowerCase() !== key),
    });
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
          Any CRM export works: you match its columns to <code className="text-xs">email, first_name, last_name, company, industry, context, domain</code> next.
        </p>
        <SampleCsvButton />
      </div>
      <CsvDropzone onFile={csv.readFile} parsingFileName={csv.reading} />
      {csv.fileError ? <ErrorBanner message={csv.fileError} /> : null}
      {draft.uploadedFileName && draft.csvTable ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-slate-700">
            <FileSpreadsheet className="size-4 text-emerald-600" aria-hidden />
            <span className="truncate font-medium">{draft.uploadedFileName}</span>
            <span data-testid="csv-valid-count">{pluralize(draft.csvContacts.length, "valid contact")}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={csv.clear}>
            Remove file
          </Button>
        </div>
      ) : null}
      {draft.uploadedFileName && !draft.csvTable ? <p className="text-sm text-slate-500">Last uploaded file: {draft.uploadedFileName}</p> : null}
      {draft.csvTable && draft.csvMapping ? <ColumnMappingTable table={draft.csvTable} mapping={draft.csvMapping} onChange={csv.remap} /> : null}
      {csv.mappingError ? <ErrorBanner message={csv.mappingError} /> : null}
      <RejectedRows rejected={draft.csvRejected} onFix={csv.fixRow} />
      <ContactsPreviewTable contacts={pending} onRemove={remove} derivedDomains={new Set(draft.csvDerivedDomains)} onDomainChange={csv.editDomain} />
      <AddContactForm knownEmails={new Set(lower(pending))} onAdd={(contact) => update({ manualContacts: [...draft.manualContacts, contact] })} />
    </div>
  );
}
