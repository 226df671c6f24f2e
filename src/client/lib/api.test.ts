import { describe, expect, it } from "vitest";
import { ApiRequestError, loadErrorMessage } from "./api";

describe("loadErrorMessage", () => {
  it("keeps the server's message when it refused the request", () => {
    expect(loadErrorMessage(new ApiRequestError("Campaign not found", 404), "Failed to load campaign")).toBe("Campaign not found");
    expect(loadErrorMessage(new ApiRequestError("limit must be at most 200", 400), "Failed to fetch contacts")).toBe("limit must be at most 200");
  });

  it("uses the screen's text for a server fault or a network failure", () => {
    expect(loadErrorMessage(new ApiRequestError("Internal Server Error", 500), "Failed to load campaign")).toBe("Failed to load campaign");
    expect(loadErrorMessage(new TypeError("Failed to fetch"), "Failed to fetch contacts")).toBe("Failed to fetch contacts");
  });
});
