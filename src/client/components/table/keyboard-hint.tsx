/** The line under a table that says its keys exist (not on phone-sized screens, which have no keyboard). */
export function KeyboardHint({ enter = "opens it" }: { enter?: string | null }) {
  return (
    <p className="px-3 pb-3 text-xs text-slate-500 max-sm:hidden" data-testid="keyboard-hint">
      <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> move between rows · <kbd className="font-sans">Space</kbd> ticks a row
      {enter ? (
        <>
          {" "}
          · <kbd className="font-sans">Enter</kbd> {enter}
        </>
      ) : null}
    </p>
  );
}
