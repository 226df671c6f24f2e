import { describe, expect, it } from "vitest";
import { invitationSubtitle, invitationTitle, joinedMessage } from "./invitation-text";

const invitation = { workspace_name: "Northwind", inviter_name: "Dana Reyes", email: "sam@northwind.example", role: "member" as const, state: "pending" as const };

describe("invitation texts", () => {
  it("names the workspace, the inviter, the invited address and the role", () => {
    expect(invitationTitle(invitation)).toBe("Join Northwind on Pitchsite");
    expect(invitationSubtitle(invitation)).toBe("Dana Reyes invited sam@northwind.example as a member.");
    expect(invitationSubtitle({ ...invitation, role: "admin" })).toBe("Dana Reyes invited sam@northwind.example as an admin.");
    expect(joinedMessage("Northwind")).toBe("You joined Northwind");
  });
});
