import { useMutation } from "@tanstack/react-query";
import type { HubspotImportInput } from "@/shared/schemas/integrations";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/integrations/hubspot/import: a HubSpot list into a campaign, through the CSV import's mapping. */
export const importHubspotList = (input: HubspotImportInput) => unwrap(api.integrations.hubspot.import.$post({ json: input }));

export const useImportHubspotList = () => useMutation({ mutationFn: importHubspotList });
