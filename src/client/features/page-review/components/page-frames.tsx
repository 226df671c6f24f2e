import { useEffect, useRef, useState } from "react";

const DESKTOP_WIDTH = 1280;
const DESKTOP_HEIGHT = 800;
const MOBILE_WIDTH = 390;
const MOBILE_HEIGHT = 760;
// The phone frame shows a true 390 px layout, drawn at 80 % to sit beside the desktop frame.
const MOBILE_SCALE = 0.8;

/** The scale that fits a `width`-pixel page into the element's own width (never enlarged). */
function useFitScale(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, entry.contentRect.width / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, scale };
}

/**
 * A generated page shown as a desktop and a phone would show it. The page runs in a sandboxed srcdoc frame: no
 * script runs (the page has none in a preview anyway), and same-origin lets its /_fonts and /storage files load.
 */
export function PageFrames({ html, label, stacked = false }: { html: string; label: string; stacked?: boolean }) {
  const { ref: desktopBox, scale } = useFitScale(DESKTOP_WIDTH);
  return (
    <div className={stacked ? "grid gap-4" : "grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto]"}>
      <figure className="min-w-0 space-y-2">
        <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">Desktop</figcaption>
        <div ref={desktopBox} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" style={{ height: DESKTOP_HEIGHT * scale }}>
          <iframe
            title={`${label}, desktop`}
            data-testid="preview-desktop"
            srcDoc={html}
            sandbox="allow-same-origin"
            className="origin-top-left border-0"
            style={{ width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT, transform: `scale(${scale})` }}
          />
        </div>
      </figure>
      <figure className="space-y-2 justify-self-center">
        <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">Mobile</figcaption>
        <div
          className="overflow-hidden rounded-[1.75rem] border-8 border-slate-800 bg-white shadow-md"
          style={{ width: MOBILE_WIDTH * MOBILE_SCALE + 16, height: MOBILE_HEIGHT * MOBILE_SCALE + 16 }}
        >
          <iframe
            title={`${label}, mobile`}
            data-testid="preview-mobile"
            srcDoc={html}
            sandbox="allow-same-origin"
            className="origin-top-left border-0"
            style={{ width: MOBILE_WIDTH, height: MOBILE_HEIGHT, transform: `scale(${MOBILE_SCALE})` }}
          />
        </div>
      </figure>
    </div>
  );
}
