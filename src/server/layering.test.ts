import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layering complaints ESLint (eslint.config.js) raises against `code` written at `file`. */
async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("the server's import layers (eslint.config.js serverZones)", () => {
  it("refuses an import that runs back up the layers", async () => {
    expect(await layeringErrors("src/server/db/probe.ts", 'export { resolveScope } from "../features/workspace/service";\n')).toEqual([
      expect.stringContaining("Server layers, lowest first"),
    ]);
    expect(await layeringErrors("src/server/http/probe.ts", 'export { createMicrositeFastPath } from "../features/public-site/fast-path";\n')).toHaveLength(1);
    // The "@/" alias lands where a relative path would: the zones hold through it.
    expect(await layeringErrors("src/server/db/probe.ts", 'export { resolveScope } from "@/server/features/workspace/service";\n')).toHaveLength(1);
    expect(await layeringErrors("src/server/render/probe.ts", 'export { runQualityGates } from "../quality/run-quality-gates";\n')).toHaveLength(0);
    expect(await layeringErrors("src/server/ai/probe.ts", 'export { renderMicrosite } from "../render/render-microsite";\n')).toHaveLength(1);
    expect(await layeringErrors("src/server/jobs/probe.ts", 'export { recordPagesWaiting } from "../features/approvals/service";\n')).toHaveLength(1);
    expect(await layeringErrors("src/server/jobs/probe.ts", 'export { jobDefinitions } from "../job-worker/definitions/all";\n')).toHaveLength(1);
    expect(await layeringErrors("src/server/features/probe/x.ts", 'export { startWorker } from "../../job-worker/start-worker";\n')).toHaveLength(1);
  });

  it("allows imports down the layers, and the job worker (composition) to take the features' handlers", async () => {
    expect(await layeringErrors("src/server/features/probe/x.ts", 'export { owned } from "../../db/owner";\nexport { DiskLowError } from "../../disk/disk-guard";\n')).toEqual([]);
    expect(await layeringErrors("src/server/job-worker/definitions/probe.ts", 'export { removeAbandonedUploads } from "../../features/uploads/abandoned-uploads";\n')).toEqual([]);
  });

  it("lets a feature reach another feature only through its service.ts", async () => {
    expect(await layeringErrors("src/server/features/dashboard/probe.ts", 'export { listExpiringSoon } from "../expiry/campaign-expiry";\n')).toEqual([
      expect.stringContaining("A server feature imports another feature only through its service.ts."),
    ]);
    expect(await layeringErrors("src/server/features/dashboard/probe.ts", 'export { listExpiringSoon } from "../expiry/service";\n')).toEqual([]);
    expect(await layeringErrors("src/server/features/dashboard/probe.ts", 'export { listExpiringSoon } from "@/server/features/expiry/campaign-expiry";\n')).toHaveLength(1);
  });
});
