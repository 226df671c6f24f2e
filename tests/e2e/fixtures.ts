import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export type E2EUser = { id: string; email: string; firstName: string; lastName: string; password: string };

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Creates an account through the API; the session cookie lands in the browser context of `request`. */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<E2EUser> = {}): Promise<E2EUser> {
  const user = { firstName: "Riley", lastName: "Morgan", email: uniqueEmail(), password: "e2e-password-123", ...overrides };
  const res = await request.post("/api/auth/sign-up/email", {
    data: { ...user, name: `${user.firstName} ${user.lastName}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { user: { id: string } };
  return { ...user, id: body.user.id };
}

/** Screenshots go to a git-ignored folder so a human (or the developer) can look at every page. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}

export const test = base.extend<{ user: E2EUser }>({
  page: async ({ page }, use) => {
    await use(page);
    // A route handler still fetching a polled answer as the test ends would fail the whole run ("route.fetch: Test
    // ended"), though the test passed: the page's routes go first, their last requests' errors ignored.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
  user: async ({ page }, use) => {
    await use(await signUpViaApi(page.request));
  },
});

export { expect };
