import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { campaignStateOf } from "@/shared/test/campaign-state-factory";
import { ApiRequestError } from "@/client/lib/api";
import { fakeClockForQueries } from "@/client/test/fake-clock-queries";
import { followRun } from "./follow-run";

const answer = (status: CampaignStatusAnswer["status"]): CampaignStatusAnswer => ({
  campaign_id: "c",
  run_id: "r",
  runId: "r",
  status,
  processed: status === "running" ? 0 : 1,
  total: 1,
  remaining: status === "running" ? 1 : 0,
  percent: status === "running" ? 0 : 100,
  etaMs: null,
  generating: 0,
  recovering: 0,
  error: status === "failed" ? "Provider down" : null,
  pause_reason: null,
  superseded_by: null,
  campaign_state: campaignStateOf(),
  usage: { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0, priced: true },
});

function scripted(replies: Array<CampaignStatusAnswer | Error>) {
  const at: number[] = [];
  const fetchStatus = async () => {
    at.push(Date.now());
    const reply = replies[Math.min(at.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetchStatus, at };
}

describe("followRun", () => {
  fakeClockForQueries();

  it("polls the run with the launch delays until it ends, riding out a passing error", async () => {
    const t0 = Date.now();
    const net = scripted([answer("queued"), new ApiRequestError("Failed to fetch campaign status (502)", 502), answer("completed")]);
    const result = followRun(new QueryClient(), { campaignId: "c", runId: "r" }, { fetchStatus: net.fetchStatus });
    await vi.runAllTimersAsync();
    expect((await result)?.status).toBe("completed");
    expect(net.at.map((t) => t - t0)).toEqual([1000, 2600, 5160]);
  });

  it("returns the failed answer, and null for a lost run", async () => {
    const failed = followRun(new QueryClient(), { campaignId: "c", runId: "r" }, { fetchStatus: scripted([answer("failed")]).fetchStatus });
    await vi.runAllTimersAsync();
    expect((await failed)?.error).toBe("Provider down");

    const lost = followRun(new QueryClient(), { campaignId: "c", runId: "r" }, { fetchStatus: scripted([new ApiRequestError("Launch run not found", 404)]).fetchStatus });
    await vi.runAllTimersAsync();
    expect(await lost).toBeNull();
  });

  it("gives up after maxRounds", async () => {
    const net = scripted([answer("running")]);
    const result = followRun(new QueryClient(), { campaignId: "c", runId: "r" }, { fetchStatus: net.fetchStatus, maxRounds: 4 });
    await vi.runAllTimersAsync();
    expect(await result).toBeNull();
    expect(net.at).toHaveLength(4);
  });
});
