import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Framework } from "@/shared/schemas/framework";
import { api, ApiRequestError, unwrap } from "@/client/lib/api";
import { getFrameworksQueryOptions } from "./get-frameworks";

export const getFramework = (id: string, signal?: AbortSignal): Promise<Framework> =>
  unwrap(api.frameworks[":id"].$get({ param: { id } }, { init: { signal } }));

/** Spec 7: a framework fetch is abortable and retried up to 5 times; a 4xx (not found) is final at once. */
export const getFrameworkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...getFrameworksQueryOptions().queryKey, id],
    queryFn: ({ signal }) => getFramework(id, signal),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 5,
  });

export const useFramework = (id: string | undefined) => useQuery({ ...getFrameworkQueryOptions(id ?? ""), enabled: !!id });
