import type { APIRequestContext, Page } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { expect } from "../fixtures";

export const CSV_HEADER = "email,first_name,last_name,company,industry,context,domain";

/** A CSV upload for the file picker (`setInputFiles`). */
export const csvFile = (name: string, lines: string[]) => ({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });

export async function createFrameworkViaApi(request: APIRequestContext, name = "Acme Brand") {
  const res = await request.post("/api/frameworks", { data: buildFrameworkInput({ name }) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

export async function createCampaignViaApi(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post("/api/campaigns", { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** Answers the confirm toast showing `message`. */
export async function answerConfirm(page: Page, message: string, answer: "Yes" | "No") {
  const confirm = page.locator('[data-toast-type="confirm"]').filter({ hasText: message });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: answer }).click();
}

export const toastWith = (page: Page, text: string) => page.locator("[data-toast-type]").filter({ hasText: text });

/** A form's own error line (FieldError), as opposed to the toast repeating it. */
export const inlineError = (page: Page, text: string) => page.locator("p[role=alert]").filter({ hasText: text });

/** A new campaign's wizard at its contacts step (name and framework filled in). */
export async function openContactStep(page: Page) {
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("Big list");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("wizard-step-label")).toHaveText("Step 3 of 5");
}
