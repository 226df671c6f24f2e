import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Framework, FrameworkPatch } from "@/shared/schemas/framework";
import { api, unwrap } from "@/client/lib/api";
import { getFrameworksQueryOptions } from "./get-frameworks";

export const updateFramework = ({ id, patch }: { id: string; patch: FrameworkPatch }): Promise<Framework> =>
  unwrap(api.frameworks[":id"].$patch({ param: { id }, json: patch }));

export function useUpdateFramework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFramework,
    // The list key prefixes every framework's own key, so both the list and the view refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFrameworksQueryOptions().queryKey }),
  });
}
