import { systemClock, type Clock } from "@/server/ai/clock";

/**
 * A clock whose sleeps last until the test opens the gate: the fake provider on it holds every answer, so a test
 * decides when answers arrive instead of guessing with a latency.
 */
export function gatedClock() {
  let held: Array<() => void> = [];
  let open = false;
  const clock: Clock = {
    now: systemClock.now,
    sleep: (_ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        if (open) resolve();
        else held.push(resolve);
      }),
  };
  return {
    clock,
    /** How many answers are being held. */
    get held() {
      return held.length;
    },
    /** Lets every answer held now go out (later ones are held again). */
    release() {
      const now = held;
      held = [];
      for (const resolve of now) resolve();
    },
    /** No more holding: every answer goes out at once (a test's clean-up). */
    open() {
      open = true;
      this.release();
    },
  };
}
