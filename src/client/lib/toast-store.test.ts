import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides success and error toasts after 3000 ms", () => {
    const seen: string[][] = [];
    const stop = subscribeMessages((messages) => seen.push(messages));
    toast.success("Campaign saved successfully!");
    toast.error("Failed to save campaign. Please try again.");
    expect(seen.at(-1)).toEqual(["Campaign saved successfully!", "Failed to save campaign. Please try again."]);
    vi.advanceTimersByTime(2999);
    expect(seen.at(-1)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toEqual([]);
    stop();
  });

  it("keeps a confirm toast until answered and resolves with the answer", async () => {
    const seen: string[][] = [];
    const stop = subscribeMessages((messages) => seen.push(messages));
    const yes = toast.confirm("Are you sure you want to delete this campaign?");
    vi.advanceTimersByTime(60_000);
    expect(seen.at(-1)).toEqual(["Are you sure you want to delete this campaign?"]);
    toast.answer(toast.list()[0].id, true);
    await expect(yes).resolves.toBe(true);
    expect(seen.at(-1)).toEqual([]);

    const no = toast.confirm("Are you sure you want to delete this contact?");
    toast.answer(toast.list()[0].id, false);
    await expect(no).resolves.toBe(false);
    stop();
  });
});

function subscribeMessages(onChange: (messages: string[]) => void) {
  return toast.subscribe(() => onChange(toast.list().map((t) => t.message)));
}
