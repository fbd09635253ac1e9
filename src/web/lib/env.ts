/** True in the browser-only demo build (`vite build --mode demo`). */
export const isDemoMode = import.meta.env.MODE === 'demo'
