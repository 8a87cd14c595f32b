// A single-page app in the Tauri window: nothing is rendered on a server or at build time.
export const ssr = false;
export const prerender = false;
