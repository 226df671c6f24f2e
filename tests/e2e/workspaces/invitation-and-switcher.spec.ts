import type { APIRequestContext } from "@playwright/test";
import { toastWith } from "../campaigns/helpers";
import { expect, signUpViaApi, test } from "../fixtures";
import { newPerson, snapBoth, WORKSPACE } from "./helpers";

async function invite(request: APIRequestContext, email: string) {
  const res = await request.post("/api/workspace/invitations", { data: { email, role: "member" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

test("someone with an account signs in from an invitation, switches between workspaces, cannot reuse the link, and leaves", async ({ page, request, browser, baseURL, user: admin }) => {
  expect((await page.request.patch("/api/workspace", { data: { name: WORKSPACE } })).ok()).toBe(true);
  // Jordan has an account (made outside the browser, which stays signed out) and a workspace of their own.
  const account = await signUpViaApi(request, { firstName: "Jordan", lastName: "Blake" });
  const own = ((await (await request.get("/api/workspace")).json()) as { name: string }).name;
  const jordan = await newPerson(browser, baseURL);
  const link = await invite(page.request, account.email);

  // Signed out: the invitation says who invites whom, and offers sign-up with a way to sign in instead.
  await jordan.page.goto(link);
  await expect(jordan.page.getByRole("heading", { name: `Join ${WORKSPACE} on Pitchsite` })).toBeVisible();
  await expect(jordan.page.getByText(`${admin.firstName} ${admin.lastName} invited ${account.email} as a member.`)).toBeVisible();
  await snapBoth(jordan.page, "workspaces-05-invite-page");
  await jordan.page.getByRole("button", { name: "Sign in" }).click();
  await expect(jordan.page.getByLabel("Email")).toHaveValue(account.email);
  await jordan.page.getByLabel("Password").fill(account.password);
  await jordan.page.getByRole("button", { name: "Sign in" }).click();
  await expect(toastWith(jordan.page, `You joined ${WORKSPACE}`)).toBeVisible();
  await expect(jordan.page).toHaveURL(/\/$/);

  // Two workspaces: the switcher shows the active one and moves to the other.
  const switcher = jordan.page.getByRole("button", { name: /Switch workspace/ });
  await expect(jordan.page.getByTestId("active-workspace")).toHaveText(WORKSPACE);
  await switcher.click();
  await expect(jordan.page.getByRole("menuitem")).toHaveCount(2);
  await snapBoth(jordan.page, "workspaces-06-switcher");
  await jordan.page.getByRole("menuitem", { name: new RegExp(own) }).click();
  await expect(toastWith(jordan.page, `Switched to ${own}`)).toBeVisible();
  await expect(jordan.page.getByTestId("active-workspace")).toHaveText(own);
  // The admin's frameworks and campaigns are not in Jordan's own workspace; the API answers from the new one.
  const active = (await (await jordan.page.request.get("/api/workspace")).json()) as { name: string; role: string };
  expect(active).toMatchObject({ name: own, role: "admin" });

  // The link worked once; a made-up one opens nothing.
  await jordan.page.goto("/invite/not-a-real-token");
  await expect(jordan.page.getByTestId("invitation-closed")).toHaveText(/Invitation not found/);
  await jordan.page.goto(link);
  await expect(jordan.page.getByTestId("invitation-closed")).toHaveText(/This invitation link has already been used or revoked/);
  await snapBoth(jordan.page, "workspaces-09-invite-used");

  // Back in the team's workspace, Jordan leaves it (confirming), and the switcher goes with it.
  await jordan.page.goto("/settings?section=team");
  await jordan.page.getByRole("button", { name: /Switch workspace/ }).click();
  await jordan.page.getByRole("menuitem", { name: new RegExp(WORKSPACE) }).click();
  await expect(jordan.page.getByTestId("active-workspace")).toHaveText(WORKSPACE);
  await jordan.page.goto("/settings?section=team");
  await expect(jordan.page.getByTestId("workspace-name")).toHaveText(WORKSPACE);
  await expect(jordan.page.getByRole("form", { name: "Invite a teammate" })).toHaveCount(0);
  await snapBoth(jordan.page, "workspaces-10-member-team");
  await jordan.page.getByRole("listitem", { name: "Jordan Blake" }).getByRole("button", { name: "Leave" }).click();
  const dialog = jordan.page.getByRole("dialog", { name: `Leave ${WORKSPACE}?` });
  await expect(dialog).toContainText("handed over to an admin");
  await dialog.getByRole("button", { name: "Leave workspace" }).click();
  await expect(toastWith(jordan.page, `You left ${WORKSPACE}`)).toBeVisible();
  await expect(jordan.page.getByRole("button", { name: /Switch workspace/ })).toHaveCount(0);
  await jordan.context.close();
});
