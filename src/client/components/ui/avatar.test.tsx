import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar";

describe("Avatar", () => {
  it("shows the photo when there is one", () => {
    const html = renderToStaticMarkup(<Avatar photoUrl="/storage/profile-photos/u1/a.png" initials="RM" />);
    expect(html).toContain('src="/storage/profile-photos/u1/a.png"');
    expect(html).not.toContain(">RM<");
  });

  it("falls back to the initials without one", () => {
    for (const photoUrl of [null, undefined, ""]) {
      const html = renderToStaticMarkup(<Avatar photoUrl={photoUrl} initials="RM" />);
      expect(html).toContain(">RM<");
      expect(html).not.toContain("<img");
    }
  });
});
