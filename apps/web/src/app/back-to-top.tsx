import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether two boxes on screen share any area. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The floating button at the bottom right that brings the shopper back up. It steps aside (hidden, out
 * of the tab order) while it would cover what must stay in reach: the order buttons, a dashboard row,
 * anything marked `data-keep-clear`. `scrollY` is the page's scroll, passed in so it is measured anew
 * at every scroll.
 */
export function BackToTop({ scrollY }: { scrollY: number }) {
  const button = useRef<HTMLButtonElement>(null);
  const [aside, setAside] = useState(false);
  const check = useCallback(() => {
    if (!button.current) return;
    const box = button.current.getBoundingClientRect();
    setAside(
      [...document.querySelectorAll('[data-keep-clear]')].some((element) =>
        overlap(element.getBoundingClientRect(), box),
      ),
    );
  }, []);
  useLayoutEffect(() => {
    check();
    // Once more after what the scroll set off has been drawn (the phone's order bar appearing lifts the
    // button clear of it), so the button does not stay aside until the next scroll.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(check)));
    return () => cancelAnimationFrame(frame);
  }, [scrollY, check]);
  useEffect(() => {
    // The page can change under a still button: pictures arriving (its size), a table's rows loaded, a
    // bar shown once an observer noticed the scroll, after the checks above (its elements).
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    const changed = new MutationObserver(check);
    changed.observe(document.body, { subtree: true, childList: true, attributeFilter: ['hidden'] });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [check]);
  return (
    <button
      ref={button}
      type="button"
      className={aside ? 'to-top aside' : 'to-top'}
      aria-label="بازگشت به بالای صفحه"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" />
      </svg>
    </button>
  );
}
