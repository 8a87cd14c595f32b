/**
 * The match on the tracker screen, of any game: Rust's last view of it, the rules' last
 * refusal, and the one-tap actions (record an event, undo, redo, keep the result). Every change goes through
 * `match_record`, which checks, stores and then answers with the match as it is now; the
 * tracker never changes the view itself, so what it shows is always what is stored.
 */
import { matchFinish, matchOpen, matchRecord, type Diagnostic, type LocalizedName, type MatchEntry, type TrackerView } from './api';
import { i18n } from './i18n.svelte';
import { attempt } from './notices.svelte';

class Tracker {
	/** The match as Rust last answered, or null before it is loaded. */
	view = $state<TrackerView | null>(null);
	/** Why the rules refused the last entry (nothing changed), until the next one. */
	refused = $state<Diagnostic | null>(null);
	/** The match could not be loaded (the banner says why). */
	failed = $state(false);
	/** Commands on their way (each tap waits for the ones before it). */
	pending = $state(0);
	private queue: Promise<unknown> = Promise.resolve();

	/**
	 * Runs `task` after every earlier tap has been answered, so quick taps are all recorded, in
	 * order, each against the match as Rust last answered.
	 */
	private enqueue<T>(task: () => Promise<T>): Promise<T> {
		this.pending += 1;
		const run = async () => {
			try {
				return await task();
			} finally {
				this.pending -= 1;
			}
		};
		const result = this.queue.then(run, run);
		this.queue = result.catch(() => undefined);
		return result;
	}

	/** Loads match `id` in the current language. */
	async open(id: number): Promise<void> {
		const view = await attempt(() => matchOpen(id, i18n.lang));
		if (view) {
			this.view = view;
			this.failed = false;
			this.refused = null;
		} else if (!this.view || this.view.id !== id) {
			this.view = null;
			this.failed = true;
		}
	}

	/** Shows a view Rust gave (a match just started). */
	show(view: TrackerView): void {
		this.view = view;
		this.failed = false;
		this.refused = null;
	}

	/**
	 * Records one entry (or the entry `make` builds from the match as it is when its turn
	 * comes); true when the rules took it.
	 */
	record(entry: MatchEntry | ((view: TrackerView) => MatchEntry | null)): Promise<boolean> {
		return this.enqueue(async () => {
			const view = this.view;
			const wanted = typeof entry === 'function' ? (view ? entry(view) : null) : entry;
			if (!view || !wanted) return false;
			const answer = await attempt(() => matchRecord(view.id, wanted, i18n.lang));
			if (!answer) return false;
			this.view = answer.view;
			this.refused = answer.refused;
			return answer.refused === null;
		});
	}

	/** Takes the last event that counts back. */
	undo(): Promise<boolean> {
		return this.record((view) => (view.canUndo ? { type: 'undo', to: view.head - 1 } : null));
	}

	/** Brings the next undone event back. */
	redo(): Promise<boolean> {
		return this.record((view) => (view.canRedo ? { type: 'redo', to: view.head + 1 } : null));
	}

	/** Keeps the result of a match that is over in the history. */
	finish(): Promise<boolean> {
		return this.enqueue(async () => {
			const view = this.view;
			if (!view) return false;
			const kept = await attempt(() => matchFinish(view.id, i18n.lang));
			if (kept) this.view = kept;
			return kept !== undefined;
		});
	}

	dismissRefusal(): void {
		this.refused = null;
	}

	/** Back to nothing loaded (tests). */
	reset(): void {
		this.view = null;
		this.refused = null;
		this.failed = false;
		this.pending = 0;
		this.queue = Promise.resolve();
	}
}

/** The match on the tracker screen. */
export const tracker = new Tracker();

/** A card's or unit's name in the current language (English where no Spanish name is known). */
export function nameOf(name: LocalizedName): string {
	return i18n.lang === 'es' ? (name.es ?? name.en) : name.en;
}
