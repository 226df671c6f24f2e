import { describe, expect, it } from "vitest";
import { accountNameSchema, changePasswordSchema, confirmsEmail } from "./account";

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
