import { describe, expect, it } from "vitest";
import { accountNameSchema, changePasswordSchema, confirmsEmail, repProfileSchema } from "./account";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("account schemas", () => {
  it("requires both names, trimmed", () => {
    expect(accountNameSchema.parse({ firstName: " Ada ", lastName: " Lovelace " })).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(firstMessage(accountNameSchema.safeParse({ firstName: "", lastName: "L" }))).toBe("First name is required");
    expect(firstMessage(accountNameSchema.safeParse({ firstName: "A" }))).toBe("Last name is required");
  });

  it("checks the new password's length and that it was typed twice the same", () => {
    const base = { currentPassword: "old-password", newPassword: "new-password-1", confirmPassword: "new-password-1", revokeOtherSessions: true };
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, currentPassword: "" }))).toBe("Current password is required");
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, newPassword: "short", confirmPassword: "short" }))).toBe("Password must be at least 8 characters");
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, confirmPassword: "something-else" }))).toBe("Passwords do not match");
  });

  it("confirms deletion only with the account's own email, ignoring case and spaces", () => {
    expect(confirmsEmail(" Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(confirmsEmail("ada@example.co", "ada@example.com")).toBe(false);
    expect(confirmsEmail("DELETE", "ada@example.com")).toBe(false);
  });
});

describe("repProfileSchema (the rep on their microsites)", () => {
  it("trims the job title and clears blank fields", () => {
    expect(repProfileSchema.parse({ jobTitle: "  Account Executive ", schedulingUrl: "https://calendly.com/ada" })).toEqual({
      jobTitle: "Account Executive",
      schedulingUrl: "https://calendly.com/ada",
    });
    expect(repProfileSchema.parse({ jobTitle: " ", schedulingUrl: "  " })).toEqual({ jobTitle: "", schedulingUrl: null });
    expect(repProfileSchema.parse({})).toEqual({ jobTitle: "", schedulingUrl: null });
  });

  it("adds https:// to a bare link and refuses anything but a valid https link", () => {
    expect(repProfileSchema.parse({ schedulingUrl: "calendly.com/ada/30min" }).schedulingUrl).toBe("https://calendly.com/ada/30min");
    for (const schedulingUrl of ["http://calendly.com/ada", "javascript:alert(1)", "mailto:ada@example.com", "https://localhost", "not a link", `https://a.co/${"x".repeat(2048)}`]) {
      expect(firstMessage(repProfileSchema.safeParse({ schedulingUrl })), schedulingUrl).toBe("Enter a valid https:// scheduling link, e.g. https://calendly.com/you");
    }
  });

  it("caps the job title at 120 characters", () => {
    expect(firstMessage(repProfileSchema.safeParse({ jobTitle: "x".repeat(121) }))).toBe("Job title must be 120 characters or fewer");
  });
});
