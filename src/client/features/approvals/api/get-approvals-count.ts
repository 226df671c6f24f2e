import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getApprovalsQueryOptions } from "./get-approvals";

/** GET /api/approvals/count (admins): the sidebar badge. Under the queue's key, so a decision refreshes both. */
export const getApprovalsCount = () => unwrap(api.approvals.count.$get());

export const getApprovalsCountQueryOptions = () =>
  queryOptions({ queryKey: [...getApprovalsQueryOptions().queryKey, "count"], queryFn: getApprovalsCount, refetchInterval: 60_000 });

export const useApprovalsCount = (enabled: boolean) => useQuery({ ...getApprovalsCountQueryOptions(), enabled });
