import { describe, expect, it } from "vitest";
import { welcomeText } from "./welcome-text";

describe("dashboard greeting (issue 15 item 14)", () => {
  it("welcomes a new account without 'back'", () => {
    expect(welcomeText("Riley", false)).toBe("Welcome, Riley!");
    expect(welcomeText("  ", false)).toBe("Welcome!");
  });

  it("keeps the spec's 'Welcome back' once the account has a campaign or a framework", () => {
    expect(welcomeText("Riley", true)).toBe("Welcome back, Riley!");
    expect(welcomeText("", true)).toBe("Welcome back, there!");
    expect(welcomeText(undefined, true)).toBe("Welcome back, there!");
  });
});
