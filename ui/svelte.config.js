import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/**
 * Muster's UI is a single-page app inside the Tauri window: no server, no prerendering.
 * Every route is rendered in the webview from `build/index.html` (the SPA fallback).
 * @type {import('@sveltejs/kit').Config}
 */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({
			pages: 'build',
			assets: 'build',
			fallback: 'index.html',
			strict: true
		})
	}
};

export default config;
