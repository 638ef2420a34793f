import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Draws its content only once it scrolls into view; expensive cells stay cheap off-screen. */
export function LazyCell({ render }: { render: () => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  return <div ref={ref}>{visible ? render() : null}</div>;
}
