import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** The CSV column mapping this account used last (null before its first import). */
export const getImportMapping = () => unwrap(api["import-mapping"].$get());

export const getImportMappingQueryOptions = () => queryOptions({ queryKey: ["import-mapping"], queryFn: getImportMapping });

export const useImportMapping = () => useQuery(getImportMappingQueryOptions());
