/** Spec 2: "Starting..." covers the app until the session and brand-profile warm-up settle. */
export function BootOverlay() {
  return (
    <div role="status" className="fixed inset-0 z-[80] grid place-items-center bg-white">
      <div className="flex flex-col items-center gap-3">
        <span className="grid size-12 animate-pulse place-items-center rounded-xl bg-brand-600 text-lg font-bold text-white">P</span>
        <p className="text-sm text-slate-500">Starting...</p>
      </div>
    </div>
  );
}
