import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FrameworkSampleInput } from "@/shared/schemas/framework-sample";
import { api, unwrap } from "@/client/lib/api";

export const getFrameworkSample = async (input: FrameworkSampleInput) => (await unwrap(api["framework-sample"].$post({ json: input }))).html;

/** The sample page for the framework form as given (the builder passes it once editing pauses); the last page meanwhile. */
export function useFrameworkSample(input: FrameworkSampleInput) {
  return useQuery({
    queryKey: ["framework-sample", JSON.stringify(input)],
    queryFn: () => getFrameworkSample(input),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
