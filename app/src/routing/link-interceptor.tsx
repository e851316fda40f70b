import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The design system renders plain `<a href>` (it knows no router). Same-origin clicks without a
 * modifier key or target become client-side navigations here, once for the whole app.
 */
export function LinkInterceptor({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) return;
      // In-page anchors (#main, #order) keep the browser's own scrolling.
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return children;
}
