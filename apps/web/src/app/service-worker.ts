/** The worker built with the app (vite-plugins/service-worker.ts). */
const WORKER_PATH = '/sw.js';

function scriptUrl(registration: ServiceWorkerRegistration): string | undefined {
  return (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
}

/**
 * Unregisters any worker left by an older app (spec part B section 2), then registers the app
 * shell worker in production builds; development runs without one.
 */
export async function setupServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const ours = new URL(WORKER_PATH, window.location.origin).href;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((r) => scriptUrl(r) !== ours).map((r) => r.unregister()));
    if (import.meta.env.PROD) await navigator.serviceWorker.register(WORKER_PATH, { scope: '/' });
  } catch (error) {
    console.warn('Service worker setup failed; the app works without it.', error);
  }
}
