import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { SalesforceImportInput } from "@/shared/schemas/integrations";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/integrations/salesforce/authorize: the Salesforce sign-in page to send the browser to. */
export const startSalesforceSignIn = () => unwrap(api.integrations.salesforce.authorize.$post());
export const useStartSalesforceSignIn = () => useMutation({ mutationFn: startSalesforceSignIn, onSuccess: ({ url }) => window.location.assign(url) });

/** The campaigns, list views and fields the Salesforce import offers. */
const salesforceQuery = <T,>(key: string, fetch: () => Promise<T>) => queryOptions({ queryKey: ["integrations", "salesforce", key], queryFn: fetch });
export const useSalesforceCampaigns = () => useQuery(salesforceQuery("campaigns", () => unwrap(api.integrations.salesforce.campaigns.$get({ query: {} }))));
export const useSalesforceListViews = () => useQuery(salesforceQuery("list-views", () => unwrap(api.integrations.salesforce["list-views"].$get())));
export const useSalesforceFields = () => useQuery(salesforceQuery("fields", () => unwrap(api.integrations.salesforce.fields.$get())));

/** POST /api/integrations/salesforce/import: a campaign's members or a list view into a campaign, through the CSV mapping. */
export const importSalesforce = (input: SalesforceImportInput) => unwrap(api.integrations.salesforce.import.$post({ json: input }));
export const useImportSalesforce = () => useMutation({ mutationFn: importSalesforce });
