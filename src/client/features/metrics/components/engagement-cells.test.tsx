import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EngagementCells, EngagementHeaderCells } from "./engagement-cells";

const row = (cells: React.ReactNode) => renderToStaticMarkup(<table><tbody><tr>{cells}</tr></tbody></table>);

describe("engagement columns", () => {
  it("has the four headers of the campaign view", () => {
    const html = renderToStaticMarkup(<table><thead><tr><EngagementHeaderCells /></tr></thead></table>);
    expect(html.match(/<th[^>]*>([^<]+)<\/th>/g)?.map((th) => th.replace(/<[^>]+>/g, ""))).toEqual(["Views", "Clicks", "Last Viewed", "Time on Page"]);
  });

  it("shows human views, clicks, last view and average time, noting filtered bots", () => {
    const html = row(
      <EngagementCells
        engagement={{ views: 1234, clicks: 3, botViews: 7, avgSessionSeconds: 75, lastViewedAt: new Date().toISOString() }}
      />,
    );
    expect(html).toContain("1,234");
    expect(html).toContain(">3<");
    expect(html).toContain("just now");
    expect(html).toContain("1m 15s");
    expect(html).toContain('title="7 bot/scanner views filtered out"');
  });

  it("shows dashes before any engagement", () => {
    const html = row(<EngagementCells engagement={undefined} />);
    expect(html.match(/—/g)).toHaveLength(4);
  });
});
