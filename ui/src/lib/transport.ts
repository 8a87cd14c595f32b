/**
 * How a command reaches the Rust shell: `call`, the one place that calls Tauri's `invoke`
 * (the generated command functions of `./bindings` all go through it), and the error a
 * refused command rejects with.
 *
 * A failing command rejects with an {@link AppError} (`code` stable, `message` for the user).
 * With `VITE_MOCK=1` (dev only) the answers come from `./mock/`, so the UI can be seen in a
 * plain browser; production builds never include that code.
 *
 * The contract sits at the bottom: nothing here imports a component or a game's module (nor
 * does the dev-only mock it loads with `VITE_MOCK=1`, compiled out of every other build).
 */
import { invoke, type InvokeArgs } from '@tauri-apps/api/core';
import type { ErrorCode } from './bindings';

/** The code given to failures that did not come as an `AppError` (a bug or a missing command). */
export const UNEXPECTED = 'app.unexpected';

/** What a refusal's code can be: one Rust declares, or {@link UNEXPECTED}. */
export type AppErrorCode = ErrorCode | typeof UNEXPECTED;

/** A command's refusal, as the shell sends it. */
export class AppError extends Error {
	/** Stable code, e.g. `store.not_found`. */
	readonly code: AppErrorCode;

	constructor(code: AppErrorCode, message: string) {
		super(message);
		this.name = 'AppError';
		this.code = code;
	}
}

/** Turns whatever a rejected call gave into an {@link AppError}. */
export function toAppError(error: unknown): AppError {
	if (error instanceof AppError) return error;
	if (typeof error === 'object' && error !== null) {
		const { code, message } = error as { code?: unknown; message?: unknown };
		if (typeof code === 'string' && typeof message === 'string') {
			// The shell's codes are the generated `ErrorCode`s, as its answers are the generated types.
			return new AppError(code as ErrorCode, message);
		}
		if (error instanceof Error) return new AppError(UNEXPECTED, error.message);
	}
	if (typeof error === 'string') return new AppError(UNEXPECTED, error);
	return new AppError(UNEXPECTED, String(error));
}

/**
 * Calls one command of `docs/app-commands.md` by its Rust name with its arguments; the answer
 * is typed by the generated function that calls it.
 */
export async function call<T>(command: string, args?: InvokeArgs): Promise<T> {
	try {
		if (import.meta.env.VITE_MOCK === '1') {
			const { mockInvoke } = await import('./mock/backend');
			return (await mockInvoke(command, (args ?? {}) as Record<string, unknown>)) as T;
		}
		return await invoke<T>(command, args);
	} catch (error) {
		throw toAppError(error);
	}
}
