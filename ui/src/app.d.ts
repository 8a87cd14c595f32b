// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	interface ImportMetaEnv {
		/** `1` answers every command from fixtures (`src/lib/mock/`), for a browser without the shell. */
		readonly VITE_MOCK?: string;
	}
}

export {};
