import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newQualityCheckpoint } from "../../shared/framework-defaults";
import { failedBlockers } from "../../shared/quality";
import { createFsStorage } from "../storage/fs-storage";
import { isBlockingStage } from "./checkpoint-policy";
import { QUALITY_CHECKS, runQualityGates } from "./run-quality-gates";
import { createImageChecker } from "./stored-images";
import { generationWithFramework, samplePage } from "./testing/page-fixtures";

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
    expect(report.checks.filter((c) => c.blocker).map((c) => c.stage)).toEqual(Array(5).fill("Brand compliance check"));
    expect(report.score).toBe(Math.round((100 * (QUALITY_CHECKS.length - 1)) / QUALITY_CHECKS.length));
  });

  it("gives only warnings when the framework lists no checkpoints", async () => {
    const report = await runQualityGates(samplePage({ generation: generationWithFramework({ checkpoints: [] }) }), createImageChecker(storage));
    expect(report.checks.every((c) => !c.blocker)).toBe(true);
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
