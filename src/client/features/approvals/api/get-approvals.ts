import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QualityReport } from "../../../../shared/quality";
import { fetchJson } from "../../../lib/api";

export type ApprovalPage = {
  microsite_id: string;
  contact_name: string;
  company: string;
  email: string;
  quality: QualityReport | null;
  created_at: string;
};

/** One campaign's pages held for review, with why its framework holds them. */
export type ApprovalGroup = {
  campaign_id: string;
  campaign_name: string;
  rep_name: string;
  framework_name: string;
  reasons: string[];
  pages: ApprovalPage[];
};

/** GET /api/approvals (admins): every page of the workspace awaiting approval, grouped by campaign. */
export const getApprovals = () => fetchJson<ApprovalGroup[]>("/api/approvals");

export const getApprovalsQueryOptions = () => queryOptions({ queryKey: ["approvals"], queryFn: getApprovals });

export const useApprovals = (enabled = true) => useQuery({ ...getApprovalsQueryOptions(), enabled });

export const countPages = (groups: ApprovalGroup[] | undefined) => (groups ?? []).reduce((sum, group) => sum + group.pages.length, 0);
