import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FaqValues, ProofPointValues } from "@/shared/schemas/brand-proof";
import { api, unwrap } from "@/client/lib/api";

const stories = api["brand-profile"]["proof-points"];
const faqs = api["brand-profile"].faqs;

const getProofPoints = () => unwrap(stories.$get());
const getFaqs = () => unwrap(faqs.$get());

export const getProofPointsQueryOptions = () => queryOptions({ queryKey: ["brand-profile", "proof-points"], queryFn: getProofPoints });
export const getFaqsQueryOptions = () => queryOptions({ queryKey: ["brand-profile", "faqs"], queryFn: getFaqs });

export const useProofPoints = (enabled = true) => useQuery({ ...getProofPointsQueryOptions(), enabled });
export const useFaqs = (enabled = true) => useQuery({ ...getFaqsQueryOptions(), enabled });

export type ProofPoint = Awaited<ReturnType<typeof getProofPoints>>[number];
export type Faq = Awaited<ReturnType<typeof getFaqs>>[number];

/** Save (add when no id, else replace) and delete, each refreshing the list it changed. */
function useItemMutations<V>(queryKey: readonly unknown[], calls: { create: (v: V) => Promise<unknown>; update: (id: string, v: V) => Promise<unknown>; remove: (id: string) => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey });
  return {
    save: useMutation({ mutationFn: ({ id, values }: { id: string | null; values: V }) => (id ? calls.update(id, values) : calls.create(values)), onSuccess }),
    remove: useMutation({ mutationFn: calls.remove, onSuccess }),
  };
}

export const useProofPointMutations = () =>
  useItemMutations<ProofPointValues>(getProofPointsQueryOptions().queryKey, {
    create: (json) => unwrap(stories.$post({ json })),
    update: (id, json) => unwrap(stories[":id"].$put({ param: { id }, json })),
    remove: (id) => unwrap(stories[":id"].$delete({ param: { id } })),
  });

export const useFaqMutations = () =>
  useItemMutations<FaqValues>(getFaqsQueryOptions().queryKey, {
    create: (json) => unwrap(faqs.$post({ json })),
    update: (id, json) => unwrap(faqs[":id"].$put({ param: { id }, json })),
    remove: (id) => unwrap(faqs[":id"].$delete({ param: { id } })),
  });
