'use client';

import { useEffect } from 'react';
import { serviceWorkerPath, swRegisterDelay_ms, swUpdateInterval_ms } from '@/lib/pwa/service-worker';

/**
 * Registers the app's service worker (lib/pwa/service-worker.ts) once the page has loaded, so it
 * never competes with the page for the network, then asks for a newer one every minute (SPEC §9
 * service-worker thresholds 200 ms and 60 s). Production builds only: a dev server's unhashed
 * chunks must not be served from a cache.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' }).then((reg) => {
          poll = setInterval(() => reg.update().catch(() => undefined), swUpdateInterval_ms);
        }, () => undefined);
      }, swRegisterDelay_ms);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, []);
  return null;
}
