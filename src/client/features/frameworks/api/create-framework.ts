import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Framework, FrameworkInput } from "@/shared/schemas/framework";
import { api, unwrap } from "@/client/lib/api";
import { getFrameworksQueryOptions } from "./get-frameworks";

export const createFramework = (input: FrameworkInput): Promise<Framework> => unwrap(api.frameworks.$post({ json: input }));

export function useCreateFramework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFramework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFrameworksQueryOptions().queryKey }),
  });
}
