import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import './sticky-order-bar.css';

/**
 * Whether `target` has scrolled up out of view, under the sticky header too. False until the page's
 * scripts run (the server draws the bar hidden).
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    const observer = new IntersectionObserver(
      ([entry]) => setPast(!entry!.isIntersecting && entry!.boundingClientRect.top < 0),
      { rootMargin: `-${Math.round(header)}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * On a phone, the chosen variant's price and the first way to order (`children`) at the bottom of the
 * screen once the buy box has scrolled away (into the specification table, the description…). The page
 * keeps room for it at its end, so it covers nothing; a desktop shows the buy box beside the pictures and
 * never this bar. Lazy, with its styles: the product page's first load carries only its stub.
 */
export default function StickyOrderBar({
  buyBox,
  children,
}: {
  buyBox: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const shown = useScrolledPast(buyBox);
  return (
    <section className="sticky-order-bar" aria-label="سفارش سریع" hidden={!shown} data-keep-clear>
      {children}
    </section>
  );
}
