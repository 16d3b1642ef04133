// A new screen opens at its top. The router keeps the window's scroll position across navigations, so without
// this the preview (reached from the upload form halfway down the landing page) would open scrolled past its
// header. Back and forward (POP) keep the browser's own restoration.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // 'instant': the page's smooth scrolling is for in-page jumps, not for opening a new screen.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
  return null;
}
