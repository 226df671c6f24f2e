/**
 * Time as the AI provider and the fake provider see it. Production runs on the system clock; tests and the provider
 * bench run both sides on one scaled clock, so a minute-long rate-limit window passes in seconds while every
 * duration (latency, Retry-After, reset headers) keeps its meaning.
 */
export type Clock = {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

function abortableTimeout(realMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, Math.max(0, realMs));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export const systemClock: Clock = {
  now: () => performance.timeOrigin + performance.now(),
  sleep: (ms, signal) => abortableTimeout(ms, signal),
};

/**
 * A clock that runs `factor` times faster than real time (factor 60: a minute in a second), from `origin` (epoch
 * milliseconds): two threads given the same origin and factor read the same time.
 */
export function scaledClock(factor: number, origin = systemClock.now()): Clock {
  return {
    now: () => origin + (systemClock.now() - origin) * factor,
    sleep: (ms, signal) => abortableTimeout(ms / factor, signal),
  };
}
