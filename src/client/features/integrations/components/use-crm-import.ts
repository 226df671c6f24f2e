import { useState } from "react";
import { CRM_PROVIDER_LABELS, type CrmProvider } from "@/shared/crm";
import type { ContactColumn } from "@/shared/csv/normalize-header";
import { toast } from "@/client/lib/toast-store";
import { useCrmMapping, type ChosenColumns, type CrmField } from "./crm-column-mapping";

export type CrmImportAnswer = { imported: number; linked: number; errors: string[] };

/** What an import answered, as the form shows it. */
const importSummary = (answer: CrmImportAnswer, crm: string) =>
  `${answer.imported} contacts imported, ${answer.linked} linked to ${crm}${answer.errors.length ? `; ${answer.errors.length} skipped` : ""}`;

/**
 * What a CRM import form keeps whatever the CRM's source: the campaign it fills, the column mapping over the CRM's
 * fields (null until they load; the rep's choices over the proposal) and what the last import did. Held by the CRM's
 * form, which stays mounted while its sources load or fail, so a retry keeps the rep's choices.
 */
export function useCrmImport(provider: CrmProvider, fields: CrmField[] | undefined) {
  const [campaignId, setCampaignId] = useState("");
  const [chosen, setChosen] = useState<ChosenColumns>({});
  const [result, setResult] = useState<string | null>(null);
  const mapping = useCrmMapping(fields, chosen);

  /** Runs an import and says what it did: a toast, and under the button its summary with the first errors. */
  const run = async (start: () => Promise<CrmImportAnswer>) => {
    try {
      const answer = await start();
      const summary = importSummary(answer, CRM_PROVIDER_LABELS[provider]);
      setResult([summary, ...answer.errors.slice(0, 5)].join("\n"));
      toast.success(summary);
    } catch (error) {
      setResult(null);
      toast.error(`Import failed: ${(error as Error).message}`);
    }
  };
  const choose = (column: ContactColumn, field: string | null) => setChosen((c) => ({ ...c, [column]: field }));
  return { provider, fields, mapping, campaignId, setCampaignId, choose, result, run };
}

export type CrmImport = ReturnType<typeof useCrmImport>;
