import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newQualityCheckpoint } from "@/shared/framework-defaults";
import { failedBlockers } from "@/shared/quality";
import { createFsStorage } from "../storage/fs-storage";
import { isBlockingCheck, isBlockingStage } from "./checkpoint-policy";
import { QUALITY_CHECKS, runQualityGates } from "./run-quality-gates";
import { createImageChecker } from "./stored-images";
import { generationWithFramework, samplePage } from "../test/quality/page-fixtures";

const root = mkdtempSync(path.join(tmpdir(), "quality-gates-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createFsStorage(root);

describe("checkpoint policy", () => {
  const brand = { ...newQualityCheckpoint("Brand compliance check"), automated: true, blocker: true };

  it("blocks only for a stage listed as an automated blocker", () => {
    expect(isBlockingStage([brand], "Brand compliance check")).toBe(true);
    expect(isBlockingStage([{ ...brand, automated: false }], "Brand compliance check")).toBe(false);
    expect(isBlockingStage([{ ...brand, blocker: false }], "Brand compliance check")).toBe(false);
    expect(isBlockingStage([brand], "Performance optimization")).toBe(false);
    expect(isBlockingStage([], "Brand compliance check")).toBe(false);
  });

  it("blocks a default-blocker check unless the framework lists its stage with blocker off, and an always-blocker check whatever it lists", () => {
    const stage = "Brand compliance check" as const;
    expect(isBlockingCheck([], { stage, policy: "default" })).toBe(true);
    expect(isBlockingCheck([brand], { stage, policy: "default" })).toBe(true);
    expect(isBlockingCheck([{ ...brand, blocker: false }], { stage, policy: "default" })).toBe(false);
    expect(isBlockingCheck([{ ...brand, stage: "Performance optimization", blocker: false }], { stage, policy: "default" })).toBe(true);
    expect(isBlockingCheck([{ ...brand, blocker: false }], { stage, policy: "always" })).toBe(true);
    expect(isBlockingCheck([], { stage })).toBe(false);
  });
});

describe("runQualityGates", () => {
  it("runs every check, scores the share passed and marks the framework's blocker stages", async () => {
    await storage.put("framework-logos", "u1/logo.png", Buffer.from("png"), "image/png");
    const generation = generationWithFramework({
      constraints: { prohibitedTerms: ["autopilot"] },
      checkpoints: [{ ...newQualityCheckpoint("Brand compliance check"), automated: true, blocker: true }],
    });
    const report = await runQualityGates(samplePage({ generation }), createImageChecker(storage));
    expect(report.checks.map((c) => c.id)).toEqual(QUALITY_CHECKS.map((c) => c.id));
    expect(failedBlockers(report).map((c) => c.id)).toEqual(["prohibited-terms"]);
    const byPolicy = QUALITY_CHECKS.filter((c) => c.policy).map((c) => c.id);
    const brandStage = QUALITY_CHECKS.filter((c) => c.stage === "Brand compliance check").map((c) => c.id);
    expect(report.checks.filter((c) => c.blocker).map((c) => c.id)).toEqual(QUALITY_CHECKS.map((c) => c.id).filter((id) => byPolicy.includes(id) || brandStage.includes(id)));
    expect(report.score).toBe(Math.round((100 * (QUALITY_CHECKS.length - 1)) / QUALITY_CHECKS.length));
  });

  it("with no checkpoints, blocks on readability, prohibited terms, claims and required sections only, and all pass on a readable page", async () => {
    const report = await runQualityGates(samplePage({ generation: generationWithFramework({ checkpoints: [] }) }), createImageChecker(storage));
    expect(report.checks.filter((c) => c.blocker).map((c) => c.id)).toEqual([
      "prohibited-terms",
      "readable-english",
      "one-script",
      "no-code",
      "whole-sentences",
      "no-repetition",
      "cta-fits",
      "claims",
      "required-sections",
    ]);
    expect(failedBlockers(report)).toEqual([]);
  });

  it("keeps readability a blocker when the framework lowers its stage, and lowers prohibited terms to a warning", async () => {
    const lowered = [newQualityCheckpoint("Content accuracy review"), newQualityCheckpoint("Brand compliance check")];
    const report = await runQualityGates(samplePage({ generation: generationWithFramework({ checkpoints: lowered }) }), createImageChecker(storage));
    expect(report.checks.find((c) => c.id === "readable-english")?.blocker).toBe(true);
    expect(report.checks.find((c) => c.id === "prohibited-terms")?.blocker).toBe(false);
    expect(report.checks.find((c) => c.id === "required-sections")?.blocker).toBe(false);
  });

  it("finds a logo missing from storage, and reads each image once per checker", async () => {
    const gets: string[] = [];
    const counting = { ...storage, get: (bucket: string, key: string) => (gets.push(`${bucket}/${key}`), storage.get(bucket, key)) };
    const images = createImageChecker(counting);
    const page = samplePage({ html: samplePage().html.replace("u1/logo.png", "u1/gone.png") });
    const first = await runQualityGates(page, images);
    await runQualityGates(page, images);
    expect(first.checks.find((c) => c.id === "images-resolve")?.passed).toBe(false);
    expect(gets).toEqual(["framework-logos/u1/gone.png"]);
  });

  it("counts an image from another host as missing (the page's CSP refuses it)", async () => {
    const missing = await createImageChecker(storage).missing([
      { src: "https://cdn.example/logo.png", alt: "" },
      { src: "data:image/png;base64,AAAA", alt: "" },
    ]);
    expect(missing).toEqual(["https://cdn.example/logo.png"]);
  });
});
