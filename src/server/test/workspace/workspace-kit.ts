import { expect } from "vitest";
import type { TestContext, TestUser } from "../test-app";

export type Invited = { id: string; url: string; emailed: boolean };

/** An admin invites `email` as `role` (POST /api/workspace/invitations): the answer, checked. */
export async function invite(ctx: TestContext, admin: TestUser, email: string, role: "admin" | "member" = "member"): Promise<Invited> {
  const res = await ctx.request("/api/workspace/invitations", { method: "POST", cookie: admin.cookie, body: { email, role } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Invited;
}

export const tokenOf = (invited: Invited) => invited.url.split("/").at(-1)!;

/** Someone new signs up with the invited email and accepts through the link's token: now in the admin's workspace. */
export async function joinAs(ctx: TestContext, admin: TestUser, role: "admin" | "member" = "member", name = "Rep"): Promise<TestUser> {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@team.example`;
  const invited = await invite(ctx, admin, email, role);
  const user = await ctx.signUp({ email, firstName: name, lastName: "Member" });
  const res = await ctx.request(`/api/workspace/invitations/${tokenOf(invited)}/accept`, { method: "POST", cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return user;
}

export async function json<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
