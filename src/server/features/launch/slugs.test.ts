import { describe, expect, it } from "vitest";
import { buildMicrositeSlug, slugError } from "@/shared/slug";
import { randomSlugSuffix } from "./service";

describe("microsite slugs for a launch", () => {
  it("are readable, valid and at most 60 characters", () => {
    const slug = buildMicrositeSlug(["José", "Müller", "Über Logistics GmbH & Co. KG with a very long legal name"], randomSlugSuffix());
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slugError(slug)).toBeNull();
    expect(slug.startsWith("jose-muller-uber-logistics")).toBe(true);
  });

  it("stay unique for many contacts with the same name", () => {
    const slugs = Array.from({ length: 5000 }, () => buildMicrositeSlug(["Jane", "Doe", "Acme"], randomSlugSuffix()));
    expect(new Set(slugs).size).toBe(5000);
    expect(slugs.every((s) => /^jane-doe-acme-[a-z0-9]{8}$/.test(s))).toBe(true);
  });
});
