import { useEffect, useRef, useState, type CSSProperties, type Ref } from "react";

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

type FrameProps = {
  device: "Desktop" | "Mobile";
  html: string;
  label: string;
  width: number;
  height: number;
  scale: number;
  box: { className: string; style: CSSProperties };
  boxRef?: Ref<HTMLDivElement>;
  className?: string;
};

/** One device frame: the page laid out at the device's true width, drawn at `scale` inside its box. */
function DeviceFrame({ device, html, label, width, height, scale, box, boxRef, className }: FrameProps) {
  return (
    <figure className={`space-y-2 ${className ?? ""}`}>
      <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">{device}</figcaption>
      <div ref={boxRef} className={`overflow-hidden bg-white ${box.className}`} style={box.style}>
        <iframe
          title={`${label}, ${device.toLowerCase()}`}
          data-testid={`preview-${device.toLowerCase()}`}
          srcDoc={html}
          sandbox="allow-same-origin"
          className="origin-top-left border-0"
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

/**
 * A generated page shown as a desktop and a phone would show it. The page runs in a sandboxed srcdoc frame: no
 * script runs (the page has none in a preview anyway), and same-origin lets its /_fonts and /storage files load.
 */
export function PageFrames({ html, label, stacked = false }: { html: string; label: string; stacked?: boolean }) {
  const { ref, scale } = useFitScale(DESKTOP_WIDTH);
  return (
    <div className={stacked ? "grid gap-4" : "grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto]"}>
      <DeviceFrame
        device="Desktop"
        html={html}
        label={label}
        width={DESKTOP_WIDTH}
        height={DESKTOP_HEIGHT}
        scale={scale}
        className="min-w-0"
        boxRef={ref}
        box={{ className: "rounded-lg border border-slate-200 shadow-sm", style: { height: DESKTOP_HEIGHT * scale } }}
      />
      <DeviceFrame
        device="Mobile"
        html={html}
        label={label}
        width={MOBILE_WIDTH}
        height={MOBILE_HEIGHT}
        scale={MOBILE_SCALE}
        className="justify-self-center"
        box={{
          className: "rounded-[1.75rem] border-8 border-slate-800 shadow-md",
          style: { width: MOBILE_WIDTH * MOBILE_SCALE + 16, height: MOBILE_HEIGHT * MOBILE_SCALE + 16 },
        }}
      />
    </div>
  );
}
