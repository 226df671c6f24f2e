import { describe, expect, it } from "vitest";
import { roleForTitle } from "./roles";

describe("role from the job title", () => {
  it.each([
    ["VP Finance", "finance"],
    ["Chief Financial Officer", "finance"],
    ["CFO", "finance"],
    ["Financial Controller", "finance"],
    ["Accounts Payable Manager", "finance"],
    ["Head of Procurement", "finance"],
    ["Director of IT", "it"],
    ["CIO", "it"],
    ["Chief Technology Officer", "it"],
    ["VP Engineering", "it"],
    ["Chief Operating Officer", "operations"],
    ["COO", "operations"],
    ["Plant Manager", "operations"],
    ["VP Sales", "sales"],
    ["Chief Revenue Officer", "sales"],
    ["Business Development Manager", "sales"],
    ["Head of Marketing", "marketing"],
    ["CMO", "marketing"],
    ["Head of Digital Marketing", "marketing"],
    ["CEO", "executive"],
    ["Co-founder", "executive"],
    ["Managing Director", "executive"],
    ["General Manager", "executive"],
    ["Office Lead", "unknown"],
    ["", "unknown"],
  ])("%s → %s", (title, role) => {
    expect(roleForTitle(title).key).toBe(role);
  });

  it("matches whole words only: 'Digital' is not IT, 'Partnerships' is not 'partner'", () => {
    expect(roleForTitle("Digital Marketing Lead").key).toBe("marketing");
    expect(roleForTitle("Editor").key).toBe("unknown");
  });
});
