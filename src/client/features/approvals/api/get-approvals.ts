import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QualityReport } from "@/shared/quality";
import { api, unwrap } from "@/client/lib/api";

/**
 * GET /api/approvals (admins): every page of the workspace awaiting approval, grouped by campaign. Each page's
 * quality is the report the gates stored for it (null for a page generated before the gates existed).
 */
export const getApprovals = async () =>
  (await unwrap(api.approvals.$get())).map((group) => ({
    ...group,
    pages: group.pages.map((page) => ({ ...page, quality: page.quality as QualityReport | null })),
  }));

export const getApprovalsQueryOptions = () => queryOptions({ queryKey: ["approvals"], queryFn: getApprovals });

export const useApprovals = () => useQuery(getApprovalsQueryOptions());

export type ApprovalGroup = Awaited<ReturnType<typeof getApprovals>>[number];
export type ApprovalPage = ApprovalGroup["pages"][number];
