import { api, unwrap } from "@/client/lib/api";
import { queryClient } from "@/client/lib/query-client";
import { forgetWorkspaceData } from "./forget-workspace-data";

/** Joins the invitation's workspace as the signed-in user; the server makes it the session's active workspace. */
export async function acceptInvitation(token: string) {
  const accepted = await unwrap(api.workspace.invitations[":token"].accept.$post({ param: { token } }));
  forgetWorkspaceData(queryClient);
  return accepted;
}
