import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";

/** The app's HTTP API as the browser uses it, with a session cookie. */
export function apiClient(baseUrl: string, cookie: string) {
  async function call(path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body };
  }
  return {
    call,
    async launch(campaignId: string) {
      const res = await call("/api/launch-campaign", { method: "POST", body: { campaignId } });
      if (res.status !== 202) throw new Error(`launch answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body as LaunchAnswer;
    },
    async status(runId: string): Promise<CampaignStatusAnswer | null> {
      try {
        const res = await call(`/api/campaign-status?runId=${runId}`);
        return res.status === 200 ? (res.body as CampaignStatusAnswer) : null;
      } catch {
        return null; // the server is down (killed, restarting)
      }
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
