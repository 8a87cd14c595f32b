/**
 * The notifications, shown one at a time in a corner of every page: failures (nothing
 * fails silently) and short confirmations. Texts are rendered when shown, so they follow a
 * change of language. A confirmation belongs to the page it was given on (or the page its
 * deed goes to, `carryTo`) and goes when the player leaves that page (`leave`).
 */
import { toAppError } from './api';
import { describeError, type ErrorText } from './errors';

/** What a confirmation offers to do next ("Open folder"): its label and the deed. */
export type NoticeAction = { label: () => string; run: () => Promise<void> };

/** One message of the banner region. */
export type Notice =
	| { id: number; kind: 'error'; key: string; text: () => ErrorText }
	| { id: number; kind: 'success'; text: () => string; action?: NoticeAction; page: string };

let nextId = 1;

/** The page shown now (a path without its query), which a confirmation belongs to. */
function here(): string {
	return globalThis.location?.pathname ?? '/';
}

/** The path of `href`, without its query or fragment. */
function pathOf(href: string): string {
	return href.replace(/[?#].*$/, '');
}

class Notices {
	/** Oldest first. */
	items = $state<Notice[]>([]);

	/** Shows a failure until the user dismisses it (once, while the same failure is shown). */
	error(error: unknown): void {
		const { code, message } = toAppError(error);
		const key = `${code}\n${message}`;
		if (this.items.some((n) => n.kind === 'error' && n.key === key)) return;
		this.items = [...this.items, { id: nextId++, kind: 'error', key, text: () => describeError(error) }];
	}

	/**
	 * Shows a confirmation; it goes away by itself after a few seconds (one with an action
	 * stays longer, to leave time to take it).
	 */
	success(text: () => string, action?: NoticeAction): void {
		const id = nextId++;
		this.items = [...this.items, { id, kind: 'success', text, action, page: here() }];
		setTimeout(() => this.dismiss(id), action ? 10_000 : 4000);
	}

	/**
	 * The confirmations of this page go with a deed that moves to `href` (a new list saved
	 * goes to its page): call it just before that navigation.
	 */
	carryTo(href: string): void {
		const from = here();
		const to = pathOf(href);
		this.items = this.items.map((n) => (n.kind === 'success' && n.page === from ? { ...n, page: to } : n));
	}

	/** The page `path` is shown: confirmations of any other page go (failures stay until dismissed). */
	leave(path: string): void {
		const to = pathOf(path);
		if (this.items.some((n) => n.kind === 'success' && n.page !== to)) {
			this.items = this.items.filter((n) => n.kind !== 'success' || n.page === to);
		}
	}

	dismiss(id: number): void {
		this.items = this.items.filter((notice) => notice.id !== id);
	}

	clear(): void {
		this.items = [];
	}
}

/** The banner's messages. */
export const notices = new Notices();

/** Runs `task`; a failure becomes an error notice and the result `undefined`. */
export async function attempt<T>(task: () => Promise<T>): Promise<T | undefined> {
	try {
		return await task();
	} catch (error) {
		notices.error(error);
		return undefined;
	}
}
