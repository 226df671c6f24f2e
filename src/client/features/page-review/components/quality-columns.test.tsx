import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MicrositeStatus } from "@/shared/microsite-status";
import { qualityColumns } from "./quality-columns";

const row = (status: MicrositeStatus, quality_score: number | null) => ({ id: "m1", status, quality_score, first_name: "Ada", last_name: "Lovelace", email: "ada@acme.com" });
const cell = (status: MicrositeStatus, score: number | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <tr>{qualityColumns().cells(row(status, score))}</tr>
        </tbody>
      </table>
    </QueryClientProvider>,
  );

describe("the microsite table's Quality column", () => {
  it("a failed page's badge says Failed in red, never its green score", () => {
    const html = cell("error", 92);
    expect(html).toMatch(/data-testid="quality-score" data-failed="true"[^>]*>Failed</);
    expect(html).toContain('aria-label="Page failed: quality score 92 of 100"');
    expect(html).not.toContain("emerald");
  });

  it("a live page shows its score", () => {
    expect(cell("completed", 92)).toMatch(/data-testid="quality-score" data-failed="false"[^>]*>92</);
    expect(cell("completed", null)).toContain("—");
  });
});
