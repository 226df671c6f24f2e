import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { frameworkPagesQueryKey, getFrameworksQueryOptions } from "./get-frameworks";

export const deleteFramework = (id: string): Promise<null> => unwrap(api.frameworks[":id"].$delete({ param: { id } }));

export function useDeleteFramework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFramework,
    onSuccess: (_data, id) => {
      // Drop the deleted framework's own entry without refetching it (that would answer 404 on a page being left),
      // and refresh only the list and its pages.
      queryClient.removeQueries({ queryKey: [...getFrameworksQueryOptions().queryKey, id] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getFrameworksQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: frameworkPagesQueryKey }),
      ]);
    },
  });
}
