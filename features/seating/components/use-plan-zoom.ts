import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const STEP = 1.5;

const clamp = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/**
 * Zoom of the plan inside its scroll container: the SVG is `zoom` times the container's width, the
 * container scrolls (and pans by touch). Buttons step by 1.5; two fingers on the plan pinch. The point
 * in the middle of the view stays there when the zoom changes. `pinching()` tells a click handler
 * that the touch was a pinch, not a tap.
 */
export function usePlanZoom() {
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const currentZoom = useRef(zoom);
  const before = useRef<{ x: number; y: number } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const pinchedAt = useRef(0);

  const change = useCallback(
    (next: number) => {
      const el = scroller.current;
      if (el && el.scrollWidth > 0)
        before.current = {
          x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
          y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
        };
      setZoom(clamp(next));
    },
    [scroller],
  );

  useLayoutEffect(() => {
    const el = scroller.current;
    const svg = el?.querySelector('svg');
    if (!el || !svg) return;
    currentZoom.current = zoom;
    svg.style.width = `${zoom * 100}%`;
    const at = before.current;
    if (at) {
      el.scrollLeft = at.x * el.scrollWidth - el.clientWidth / 2;
      el.scrollTop = at.y * el.scrollHeight - el.clientHeight / 2;
      before.current = null;
    }
  }, [zoom, scroller]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const distance = () => {
      const [a, b] = [...pointers.current.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom: currentZoom.current };
    };
    const move = (e: PointerEvent) => {
      if (!pointers.current.has(e.pointerId)) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2 && pinch.current && pinch.current.distance > 0) {
        pinchedAt.current = Date.now();
        change(pinch.current.zoom * (distance() / pinch.current.distance));
      }
    };
    const up = (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) el.addEventListener(type, up);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) el.removeEventListener(type, up);
    };
  }, [scroller, change]);

  return {
    /** For the scroll container around the plan's SVG. */
    scroller,
    zoom,
    zoomIn: () => change(zoom * STEP),
    zoomOut: () => change(zoom / STEP),
    /** A tap right after (or during) a pinch is part of the pinch. */
    pinching: () => pointers.current.size > 1 || Date.now() - pinchedAt.current < 350,
  };
}
