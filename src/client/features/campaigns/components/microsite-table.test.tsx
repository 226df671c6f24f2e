import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MicrositeTable, type MicrositeRow } from "./microsite-table";

const DAY = 86_400_000;
const site = (n: number, overrides: Partial<MicrositeRow> = {}): MicrositeRow => ({
  id: `m${n}`,
  slug: `ada-lovelace-${n}`,
  status: "completed",
  expires_at: new Date(Date.now() + 10 * DAY).toISOString(),
  first_name: "Ada",
  last_name: `Lovelace${n}`,
  email: `ada${n}@acme.com`,
  company: "<b>Acme</b>",
  ...overrides,
});

const rowsOf = (html: string) => html.split('data-testid="microsite-row"').slice(1);

/** A selection with `ticked` ids ticked (the table only reads it here). */
const selectionOf = (...ticked: string[]) => ({
  isSelected: (id: string) => ticked.includes(id),
  pageTick: (ids: readonly string[]) => (ids.every((id) => ticked.includes(id)) && ids.length > 0 ? "all" : ticked.length > 0 ? "some" : "none") as "all" | "some" | "none",
  toggle: () => {},
  setMany: () => {},
});

const render = (microsites: MicrositeRow[], props: Partial<ComponentProps<typeof MicrositeTable<MicrositeRow>>> = {}) =>
  renderToStaticMarkup(<MicrositeTable rows={microsites} sort="contact" dir="asc" onSort={() => {}} selection={selectionOf()} {...props} />);

describe("MicrositeTable", () => {
  it("shows contact, email, company, slug, status and the expiry label with warning styling at <= 3 days", () => {
    const html = render(
        [
          site(1),
          site(2, { expires_at: new Date(Date.now() + 2.5 * DAY).toISOString() }),
          site(3, { expires_at: new Date(Date.now() - DAY).toISOString(), status: "expired" }),
          site(4, { status: "completed", expires_at: null }),
          site(5, { status: "error", error: "The AI provider refused the API key (401)" }),
          site(6, { status: "pending" }),
        ],
    );
    const [fresh, soon, expired, noExpiry, failed, pending] = rowsOf(html);
    expect(fresh).toContain("Ada Lovelace1");
    expect(fresh).toContain("ada1@acme.com");
    expect(fresh).toContain("&lt;b&gt;Acme&lt;/b&gt;"); // contact text is escaped, never HTML
    expect(fresh).toMatch(/<button[^>]*title="Open ada-lovelace-1"[^>]*>ada-lovelace-1<\/button>/); // opens the owner's preview
    expect(fresh).toContain("Live");
    expect(fresh).toMatch(/data-warning="false"[^>]*>.*Expires in 10d/);
    expect(soon).toMatch(/data-warning="true"[^>]*>.*Expires in 3d/);
    expect(expired).toContain("Expired");
    expect(expired).toMatch(/data-warning="true"/);
    // A legacy 'generated' cannot reach the table: migration 0004 folded it into completed and the CHECK refuses it.
    expect(noExpiry).toContain("Live");
    expect(noExpiry).toContain("—");
    expect(failed).toContain("Error");
    expect(failed).toContain("The AI provider refused the API key (401)");
    expect(failed).not.toContain(`title="Open `); // no preview link before a page exists
    expect(pending).toContain("Pending");
    expect(html).not.toContain("Actions");
  });

  it("says when a page generated ahead of the campaign's start date goes live (issue 15 item 10)", () => {
    const html = render([site(1, { published_at: "2099-12-01T00:00:00.000Z" }), site(2, { published_at: new Date(Date.now() - DAY).toISOString() })]);
    const [scheduled, live] = rowsOf(html);
    expect(scheduled).toContain("Live on Dec 1, 2099");
    expect(scheduled).not.toContain("Expires in");
    expect(live).toContain("Expires in 10d");
  });

  it("renders per-row actions in their own column when given", () => {
    const html = render([site(1)], { actions: (m) => <button type="button">Extend {m.slug}</button> });
    expect(html).toContain("Actions");
    expect(html).toContain("Extend ada-lovelace-1");
  });

  it("marks the sorted column with aria-sort and the others as sortable", () => {
    const html = render([site(1)], { sort: "expires", dir: "desc" });
    expect(html).toMatch(/aria-sort="descending"[^>]*><button[^>]*>Expiry/);
    expect(html).toMatch(/aria-sort="none"[^>]*><button[^>]*>Contact/);
  });

  it("ticks rows and shows the header box part-ticked when only some of the page is", () => {
    const html = render([site(1), site(2)], { selection: selectionOf("m1") });
    const [first, second] = rowsOf(html);
    expect(first).toMatch(/aria-selected="true"/);
    expect(first).toMatch(/aria-label="Select Ada Lovelace1"[^>]*data-state="checked"|data-state="checked"[^>]*aria-label="Select Ada Lovelace1"/);
    expect(second).toMatch(/aria-selected="false"/);
    expect(html).toMatch(/data-state="indeterminate"[^>]*data-testid="page-tick"|data-testid="page-tick"[^>]*data-state="indeterminate"/);
  });

  it("puts exactly one row in the Tab order (arrow keys move between rows)", () => {
    const html = render([site(1), site(2), site(3)]);
    expect(html.match(/<tr[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/<tr[^>]*tabindex="-1"/g)).toHaveLength(2);
  });

  it("shows a page held by the quality checks as Held in amber, its reason and way out under it, never as an Error (issue 24 item 4)", () => {
    const reason = "Quality check failed: No prohibited terms: The page uses “Cobol”";
    const html = render([site(1, { status: "error", held: true, error: reason }), site(2, { status: "error", error: "The AI provider refused the API key (401)" })], {
      heldActions: (m) => <button type="button">Edit copy of {m.first_name}</button>,
    });
    const [held, failed] = rowsOf(html);
    expect(held).toMatch(/bg-amber-50[^>]*>Held</);
    expect(held).not.toContain(">Error<");
    expect(held).toMatch(/text-amber-700.*Quality check failed: No prohibited terms/);
    expect(held).toContain("Edit copy of Ada");
    expect(failed).toMatch(/bg-red-50[^>]*>Error</);
    expect(failed).toMatch(/text-red-700.*The AI provider refused the API key/);
    expect(failed).not.toContain("Edit copy of");
  });
});
