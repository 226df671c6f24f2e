import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnMappingInput } from "@/shared/csv/column-mapping";
import { api, unwrap } from "@/client/lib/api";
import { getImportMappingQueryOptions } from "./get-import-mapping";

export const saveImportMapping = (mapping: ColumnMappingInput) => unwrap(api["import-mapping"].$put({ json: mapping }));

/** Remembers the mapping for this account's next import. */
export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportMapping,
    onSuccess: (saved) => queryClient.setQueryData(getImportMappingQueryOptions().queryKey, saved),
  });
}
