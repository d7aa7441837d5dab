import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { imageSources } from '../../../lib/images';
import { toPersianDigits } from '../../../lib/format';
import './image-zoom.css';

const MAX_SCALE = 5;
const STEP = 1.6;
const TAP_ZOOM = 2.5;
const DOUBLE_TAP_MS = 300;

interface View {
  scale: number;
  x: number;
  y: number;
}
const FITTED: View = { scale: 1, x: 0, y: 0 };
type Point = { x: number; y: number };

/** A view within bounds: never smaller than fitted, never panned past the picture's edges. */
function bounded({ scale, x, y }: View, box: DOMRect): View {
  const s = Math.min(MAX_SCALE, Math.max(1, scale));
  const room = { x: ((s - 1) * box.width) / 2, y: ((s - 1) * box.height) / 2 };
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return { scale: s, x: clamp(x, room.x), y: clamp(y, room.y) };
}

/** The view scaled to `scale` with the screen point `at` staying where it is (the centre when not given). */
function zoomedAt(view: View, scale: number, box: DOMRect, at?: Point): View {
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const p = at ?? centre;
  const ratio = Math.min(MAX_SCALE, Math.max(1, scale)) / view.scale;
  return bounded(
    {
      scale: view.scale * ratio,
      x: p.x - centre.x - (p.x - centre.x - view.x) * ratio,
      y: p.y - centre.y - (p.y - centre.y - view.y) * ratio,
    },
    box,
  );
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A product's pictures large, to read a nameplate: the widest stored size, zoomed by the buttons, a
 * double tap or click, two fingers, or + and −; dragged when zoomed. A modal dialog: the page behind is
 * inert, Escape and «بستن» close it, and the focus goes back to where it was.
 */
export default function ImageZoom({
  images,
  start,
  title,
  opener,
  onClose,
}: {
  images: string[];
  start: number;
  title: string;
  /** Where the focus goes back to once the dialog has closed (the page behind is inert until then). */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const lastTap = useRef(0);
  const [index, setIndex] = useState(start);
  const [view, setView] = useState(FITTED);
  const count = images.length;

  useEffect(() => {
    const shown = dialog.current;
    const back = opener.current;
    shown?.showModal();
    shown?.querySelector('button')?.focus();
    return () => {
      shown?.close();
      back?.focus();
    };
  }, [opener]);

  const box = () => stage.current!.getBoundingClientRect();
  const zoomBy = (factor: number, at?: Point) =>
    setView((current) => zoomedAt(current, current.scale * factor, box(), at));
  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setView(FITTED);
  };

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size > 1) return;
    const now = event.timeStamp;
    // A double tap or click: in to TAP_ZOOM at that point, or back out.
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      const at = { x: event.clientX, y: event.clientY };
      setView((current) => (current.scale > 1 ? FITTED : zoomedAt(current, TAP_ZOOM, box(), at)));
    } else lastTap.current = now;
  };

  const onPointerMove = (event: PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const after = { x: event.clientX, y: event.clientY };
    const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
    pointers.current.set(event.pointerId, after);
    if (other) {
      // Two fingers: scaled by how far they moved apart, about the point between them.
      const ratio = distance(after, other) / Math.max(1, distance(before, other));
      setView((current) => zoomedAt(current, current.scale * ratio, box(), middle(after, other)));
    } else {
      const dx = after.x - before.x;
      const dy = after.y - before.y;
      setView((current) =>
        current.scale > 1 ? bounded({ ...current, x: current.x + dx, y: current.y + dy }, box()) : current,
      );
    }
  };

  const onPointerUp = (event: PointerEvent) => pointers.current.delete(event.pointerId);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(STEP);
    else if (event.key === '-') zoomBy(1 / STEP);
    else return;
    event.preventDefault();
  };

  const label = count > 1 ? `${title}، تصویر ${toPersianDigits(index + 1)}` : title;
  return (
    <dialog
      ref={dialog}
      className="image-zoom"
      aria-label={`تصویر بزرگ ${label}`}
      onCancel={(event) => (event.preventDefault(), onClose())}
      onKeyDown={onKeyDown}
    >
      <div className="image-zoom-bar">
        <button type="button" className="button" onClick={onClose}>
          بستن
        </button>
        <button type="button" className="icon-button" aria-label="بزرگ‌تر" onClick={() => zoomBy(STEP)}>
          +
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="کوچک‌تر"
          disabled={view.scale <= 1}
          onClick={() => zoomBy(1 / STEP)}
        >
          −
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label="تصویر قبلی"
              onClick={() => go(index - 1)}
            >
              ›
            </button>
            <span aria-live="polite">
              {toPersianDigits(index + 1)} / {toPersianDigits(count)}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label="تصویر بعدی"
              onClick={() => go(index + 1)}
            >
              ‹
            </button>
          </>
        )}
      </div>
      <div
        ref={stage}
        className="image-zoom-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          src={imageSources(images[index]!, Infinity).src}
          alt={label}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p className="image-zoom-hint">برای بزرگ‌نمایی دو بار بزنید یا با دو انگشت باز کنید.</p>
    </dialog>
  );
}
