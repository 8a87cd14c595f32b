import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
	// The mock mode is a build-time constant, so a normal build drops the mock code entirely.
	const mock = loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === '1' ? '1' : '';
	return {
		plugins: [sveltekit(), svelteTesting()],
		define: {
			'import.meta.env.VITE_MOCK': JSON.stringify(mock)
		},
		// Tauri loads the dev server at http://localhost:5173 (src-tauri/tauri.conf.json: devUrl)
		// and its errors must stay visible in the terminal.
		clearScreen: false,
		server: {
			port: 5173,
			strictPort: true,
			host: 'localhost'
		},
		build: {
			target: 'es2022'
		},
		test: {
			environment: 'jsdom',
			include: ['src/**/*.test.ts'],
			setupFiles: ['./src/vitest-setup.ts'],
			// A bound on a test that hangs, never a wait: on a machine busy with a Rust build a
			// correct test outlasted the default 5 s (each wait polls for the state it awaits).
			testTimeout: 60_000
		}
	};
});
