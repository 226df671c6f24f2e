import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { LAUNCH_PROGRESS_HIDE_MS } from "@/shared/constants";
import { DISK_FULL_PREFIX } from "@/shared/disk";
import { isOpenRunStatus } from "@/shared/campaign-state";
import type { StoredRunStatus } from "@/shared/run-status";
import { toast } from "@/client/lib/toast-store";
import { getCampaignQueryOptions } from "../campaigns/api/get-campaign";
import { launchMutationOptions, startedInBackground } from "./api/launch-campaign";
import type { LaunchStart } from "./api/launch-reply";
import { pendingLookupQueryOptions, progressOf, runStatusQueryOptions } from "./launch-polling";
import { launchViewOf, type FailureKind, type LaunchSession, type LaunchState } from "./launch-state";
import { LAUNCH_TEXT } from "./launch-text";

// While a launch runs, the campaign (counts, table rows) is re-read at most this often.
const TABLE_REFRESH_MS = 3000;

const FAILURE_TOASTS: Record<FailureKind, string> = {
  request: LAUNCH_TEXT.launchFailed,
  run: LAUNCH_TEXT.runFailed,
  status: LAUNCH_TEXT.statusFailed,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** After the launch request answered: done already, or the run to follow. */
function sessionAfterStart(key: string, start: LaunchStart): LaunchSession {
  if (!start.keepPolling && start.status === "completed") return { kind: "completed", key, runId: start.runId, progress: progressOf(start) };
  if (!start.keepPolling && start.status === "failed") return { kind: "failed", key, error: LAUNCH_TEXT.runFailed, failure: "run" };
  return { kind: "following", key, runId: start.runId, start, immediate: false };
}

/**
 * The launch flow for one campaign (spec 4) on TanStack Query: the POST is a mutation with the spec's retries, the
 * run's status a query polled at the spec's delays, keyed per launch so a newer launch leaves the older polling
 * behind. The campaign query is refreshed on progress and at the end, with the spec's toasts. A run that was
 * already going when the page opened is followed at once.
 */
export function useLaunchCampaign(campaign: { id: string; launch_status: StoredRunStatus | null }) {
  const queryClient = useQueryClient();
  // Query keys are this panel's own: a panel opened again never reads the answers of the one before.
  const panel = useId();
  const campaignKey = getCampaignQueryOptions(campaign.id).queryKey;
  const [session, setSession] = useState<LaunchSession>({ kind: "idle", key: "initial" });
  // Bumped by every launch, halt and unmount: a launch request that answers after that is dropped (aborted if it can be).
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  // Spec 4: a campaign that is launching when the page opens (or starts to, from another tab) is followed.
  const [seenLaunchStatus, setSeenLaunchStatus] = useState<StoredRunStatus | null>(null);
  if (campaign.launch_status !== seenLaunchStatus) {
    setSeenLaunchStatus(campaign.launch_status);
    if (session.kind === "idle" && isOpenRunStatus(campaign.launch_status)) {
      setSession({ kind: "following", key: `watch-${session.key}`, runId: null, start: null, immediate: true });
    }
  }

  const mutation = useMutation(launchMutationOptions(campaign.id));
  const following = session.kind === "following" ? session : null;
  const statusQuery = useQuery({
    ...runStatusQueryOptions({
      queryKey: ["launch-status", campaign.id, panel, session.key],
      target: { campaignId: campaign.id, runId: following?.runId ?? null },
      immediate: following?.immediate ?? false,
    }),
    enabled: following !== null,
  });
  const lookupQuery = useQuery({ ...pendingLookupQueryOptions(["launch-lookup", campaign.id, panel, session.key], campaign.id), enabled: session.kind === "posting" });

  // A launch in another tab took the followed run over: follow the newer run, asking at once.
  const supersededBy = following && statusQuery.data?.superseded_by;
  if (following && supersededBy && following.runId !== supersededBy) {
    setSession({ kind: "following", key: `${following.key}>${supersededBy}`, runId: supersededBy, start: null, immediate: true });
  }

  const poll = { answer: following ? (statusQuery.data ?? null) : null, error: following && statusQuery.isError ? statusQuery.error : null };
  const view = launchViewOf(session, poll, session.kind === "posting" ? (lookupQuery.data ?? null) : null);

  // The campaign's counts and table follow the progress, at most every 3 s, and once more at the end.
  const lastRefresh = useRef({ at: 0, processed: -1 });
  const processed = view.state.progress?.processed ?? null;
  useEffect(() => {
    if (processed === null || processed === lastRefresh.current.processed || Date.now() - lastRefresh.current.at < TABLE_REFRESH_MS) return;
    lastRefresh.current = { at: Date.now(), processed };
    void queryClient.invalidateQueries({ queryKey: campaignKey });
  }, [processed, statusQuery.dataUpdatedAt, lookupQuery.dataUpdatedAt, queryClient, campaignKey]);

  // Spec 4: one toast per outcome.
  const outcome = view.outcome;
  const outcomeKey = outcome ? `${session.key}:${outcome.kind}` : null;
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || !outcomeKey || toasted.current === outcomeKey) return;
    toasted.current = outcomeKey;
    void queryClient.invalidateQueries({ queryKey: campaignKey });
    if (outcome.kind === "completed") toast.success(LAUNCH_TEXT.succeeded);
    // A full disk is not fixed by trying again: the toast says what is wrong.
    else toast.error(outcome.failure === "request" && outcome.message.startsWith(DISK_FULL_PREFIX) ? outcome.message : FAILURE_TOASTS[outcome.failure]);
  }, [outcome, outcomeKey, queryClient, campaignKey]);

  // Spec 2: the bar hides 1200 ms after reaching 100 %.
  const fullKey = view.state.progress?.percent === 100 ? session.key : null;
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  useEffect(() => {
    if (!fullKey) return;
    const timer = setTimeout(() => setHiddenFor(fullKey), LAUNCH_PROGRESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [fullKey]);

  useEffect(
    () => () => {
      generation.current += 1;
      inFlight.current?.abort();
    },
    [],
  );

  /** Starts a new launch: what the older one still had in flight is dropped. */
  async function launch() {
    const gen = ++generation.current;
    const key = `launch-${gen}`;
    inFlight.current?.abort();
    const request = new AbortController();
    inFlight.current = request;
    setSession({ kind: "posting", key });
    let start: LaunchStart;
    try {
      start = await mutation.mutateAsync({ dedupeKey: crypto.randomUUID(), signal: request.signal }).catch(startedInBackground);
    } catch (error) {
      if (gen === generation.current) setSession({ kind: "failed", key, error: messageOf(error), failure: "request" });
      return;
    }
    if (gen !== generation.current) return;
    inFlight.current = null;
    setSession(sessionAfterStart(key, start));
  }

  /** Stops following without a verdict (after the user paused or stopped the campaign). */
  function halt(phase: "idle" | "paused" = "idle") {
    generation.current += 1;
    inFlight.current?.abort();
    inFlight.current = null;
    setSession({ kind: phase, key: `halt-${generation.current}` });
  }

  const { barShown, ...rest } = view.state;
  const state: LaunchState = { ...rest, barVisible: barShown && !(fullKey !== null && hiddenFor === fullKey) };
  return { state, launch, halt };
}
