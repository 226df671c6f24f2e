import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { saveBrandViaApi } from "../expiry/helpers";
import { expect, signUpViaApi, uniqueEmail } from "../fixtures";

export const WORKSPACE = "Ledgerline Marketing";

/** Marketing's seed through the API: the brand profile and a framework (legal review is switched on in the builder). */
export async function seedBrandAndFramework(request: APIRequestContext, frameworkName: string) {
  await saveBrandViaApi(request, "Ledgerline");
  const created = await request.post("/api/frameworks", { data: buildFrameworkInput({ name: frameworkName }) });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

/** Settings → Team: invites `email` with `role` and answers the link the page shows. */
export async function inviteFromTeamSettings(page: Page, email: string, role: "member" | "admin" = "member") {
  await page.goto("/settings?section=team");
  const form = page.getByRole("form", { name: "Invite a teammate" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption(role);
  await form.getByRole("button", { name: "Invite" }).click();
  const link = page.getByTestId("invitation-link");
  await expect(link).toContainText(email);
  return link.getByRole("textbox", { name: "Invitation link" }).inputValue();
}

/** A fresh browser (no session) for someone else, on the same app. */
export async function newPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Signs up on the invitation page (the email is the invitation's, read-only) and lands in the workspace. */
export async function signUpFromInvitation(page: Page, url: string, person: { firstName: string; lastName: string; email: string }) {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: `Join ${WORKSPACE} on Pitchsite` })).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveValue(person.email);
  await expect(page.getByLabel("Work email")).toHaveAttribute("readonly", "");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Password").fill("e2e-password-123");
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page.locator("[data-toast-type]").filter({ hasText: `You joined ${WORKSPACE}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export const person = (firstName: string, lastName: string) => ({ firstName, lastName, email: uniqueEmail(firstName.toLowerCase()) });

/**
 * Screenshots at desktop width, then at phone width (390 px), then back. Transitions are finished at once and the
 * resized layout painted first, so the shot shows the page at that width, not the sidebar sliding away.
 */
export async function snapBoth(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : size.height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(size);
}

/**
 * One element (a dialog, a table) at desktop and phone width, then back: a full-page shot leaves a fixed dialog out,
 * and a long page's shot paints the fixed sidebar where the page was scrolled to. The sticky top bar and the toasts
 * are hidden for the shot: over an element taller than the screen they would cover its top.
 */
export async function snapElement(page: Page, element: Locator, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await element.screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png`, animations: "disabled", style: "header.sticky, [data-toast-type] { visibility: hidden !important; }" });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Someone the admin invited, who signed up and accepted, all through the API (`rep` keeps their session). */
export async function joinViaApi(admin: APIRequestContext, rep: APIRequestContext, name: { firstName: string; lastName: string }) {
  const account = await signUpViaApi(rep, name);
  const invited = await admin.post("/api/workspace/invitations", { data: { email: account.email, role: "member" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  const accepted = await rep.post(`/api/workspace/invitations/${id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return account;
}
