/**
 * Tests talk to a fake shell: `mockCommands` answers each command with a handler and keeps
 * every call, through Tauri's own IPC mock (so `api.ts` runs exactly as in the app).
 */
import { mockIPC } from '@tauri-apps/api/mocks';
import { standInKebabIds } from '$lib/mock/ids';

export type Handler = (args: Record<string, unknown>) => unknown;

/** One call the UI made. */
export interface Call {
	command: string;
	args: Record<string, unknown>;
}

/** Installs the handlers; returns the list of calls, in order. */
export function mockCommands(handlers: Record<string, Handler>): Call[] {
	const calls: Call[] = [];
	mockIPC((command, payload) => {
		const args = (payload ?? {}) as Record<string, unknown>;
		calls.push({ command, args });
		const handler = handlers[command];
		if (!handler) throw { code: 'app.unexpected', message: `no mock for ${command}` };
		return handler(args);
	});
	return calls;
}

/** The calls of one command. */
export function callsOf(calls: Call[], command: string): Record<string, unknown>[] {
	return calls.filter((c) => c.command === command).map((c) => c.args);
}

/** `kebab_ids` answered by the mock mode's rough stand-in (ids are Rust's; its tests are there). */
export const kebabIdsStandIn: Handler = ({ names }) => standInKebabIds(names as string[]);
