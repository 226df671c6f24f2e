import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { forgetWorkspaceData } from "./forget-workspace-data";

describe("forgetWorkspaceData", () => {
  it("drops every answer of the previous workspace and keeps the session", () => {
    const client = new QueryClient();
    client.setQueryData(["session"], { user: { id: "u1" } });
    client.setQueryData(["campaigns"], [{ id: "c1" }]);
    client.setQueryData(["campaigns", "c1"], { id: "c1" });
    client.setQueryData(["workspace"], { id: "w1" });
    client.setQueryData(["approvals", "count"], { count: 2 });
    forgetWorkspaceData(client);
    expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([["session"]]);
  });
});
