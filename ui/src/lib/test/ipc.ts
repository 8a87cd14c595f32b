/**
 * Tests talk to a fake shell: `mockCommands` answers each command with a handler and keeps
 * every call, through Tauri's own IPC mock (so `api.ts` runs exactly as in the app).
 */
import { mockIPC } from '@tauri-apps/api/mocks';
import type * as commands from '$lib/bindings';
import { standInKebabIds } from '$lib/mock/ids';

/** `snake_case` as `camelCase` (a command's name as its generated function's). */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** What command `C` answers, from its generated function (`unknown` for a name it does not know). */
export type AnswerOf<C extends string> = Camel<C> extends keyof typeof commands
	? (typeof commands)[Camel<C>] extends (...args: never[]) => Promise<infer A>
		? A
		: unknown
	: unknown;

/** A fake command: takes the call's arguments and answers as Rust would (or throws its refusal). */
export type Handler<A = unknown> = (args: Record<string, unknown>) => A;

/** A handler per command, each answering that command's generated type. */
export type Handlers = { [C in string]?: Handler<AnswerOf<C>> };

/** One call the UI made. */
export interface Call {
	command: string;
	args: Record<string, unknown>;
}

/** Installs the handlers; returns the list of calls, in order. */
export function mockCommands<H extends Handlers>(handlers: H & { [C in keyof H & string]: Handler<AnswerOf<C>> }): Call[] {
	const calls: Call[] = [];
	mockIPC((command, payload) => {
		const args = (payload ?? {}) as Record<string, unknown>;
		calls.push({ command, args });
		const handler = (handlers as Handlers)[command];
		if (!handler) throw { code: 'app.unexpected', message: `no mock for ${command}` };
		return handler(args);
	});
	return calls;
}

/** The calls of one command. */
/** A list document a command was sent, as plain JSON to look into (the window sends it typed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sent(document: unknown): any {
	return JSON.parse(JSON.stringify(document ?? null));
}

export function callsOf(calls: Call[], command: string): Record<string, unknown>[] {
	return calls.filter((c) => c.command === command).map((c) => c.args);
}

/** `kebab_ids` answered by the mock mode's rough stand-in (ids are Rust's; its tests are there). */
export const kebabIdsStandIn: Handler<string[]> = ({ names }) => standInKebabIds(names as string[]);
