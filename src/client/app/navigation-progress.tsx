import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigation } from "react-router";

// Spec 4: jump to >= 10 %, grow 5-15 % every 200 ms up to 85 %, complete to 100 % and hide after 220 ms;
// a route change completes after 500 ms.
const TICK_MS = 200;
const CAP = 85;
const HIDE_AFTER_MS = 220;
const ROUTE_CHANGE_MS = 500;

/** The bar's timers live outside React; components only start/complete it and read its value. */
function createProgressBar() {
  let value: number | null = null;
  let tick: ReturnType<typeof setInterval> | undefined;
  let done: ReturnType<typeof setTimeout> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: number | null) => {
    value = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    start() {
      clearTimeout(hide);
      clearTimeout(done);
      set(Math.max(value ?? 0, 10));
      tick ??= setInterval(() => set(Math.min(CAP, (value ?? 10) + 5 + Math.random() * 10)), TICK_MS);
    },
    complete(after: number) {
      clearTimeout(done);
      done = setTimeout(() => {
        clearInterval(tick);
        tick = undefined;
        set(100);
        hide = setTimeout(() => set(null), HIDE_AFTER_MS);
      }, after);
    },
  };
}

const progressBar = createProgressBar();

export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const progress = useSyncExternalStore(progressBar.subscribe, progressBar.get);
  const firstLocation = useRef(location.key);

  useEffect(() => {
    if (navigation.state !== "idle") progressBar.start();
  }, [navigation.state]);

  useEffect(() => {
    if (location.key === firstLocation.current) return;
    progressBar.start();
    progressBar.complete(ROUTE_CHANGE_MS);
  }, [location.key]);

  if (progress === null) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5" role="progressbar" aria-label="Page loading" aria-valuenow={Math.round(progress)}>
      <div className="h-full bg-brand-500 transition-[width] duration-200 ease-out" style={{ width: `${progress}%` }} />
    </div>
  );
}
