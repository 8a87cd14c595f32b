/**
 * The match on the tracker screen: Rust's last view of it, the rules' last refusal, and the
 * one-tap actions (record an event, undo, redo, keep the result). Every change goes through
 * `match_record`, which checks, stores and then answers with the match as it is now; the
 * tracker never changes the view itself, so what it shows is always what is stored.
 */
import { matchFinish, matchOpen, matchRecord, type Diagnostic, type LocalizedName, type MatchEntry, type MatchView } from './api';
import { i18n } from './i18n.svelte';
import { attempt } from './notices.svelte';

class Tracker {
	/** The match as Rust last answered, or null before it is loaded. */
	view = $state<MatchView | null>(null);
	/** Why the rules refused the last entry (nothing changed), until the next one. */
	refused = $state<Diagnostic | null>(null);
	/** The entry that was refused, for the message's context. */
	refusedEntry = $state<MatchEntry | null>(null);
	/** The match could not be loaded (the banner says why). */
	failed = $state(false);
	/** A command is on its way: further taps wait for it. */
	busy = $state(false);

	/** Loads match `id` in the current language. */
	async open(id: number): Promise<void> {
		const view = await attempt(() => matchOpen(id, i18n.lang));
		if (view) {
			this.view = view;
			this.failed = false;
			this.refused = null;
			this.refusedEntry = null;
		} else if (!this.view || this.view.id !== id) {
			this.view = null;
			this.failed = true;
		}
	}

	/** Shows a view Rust gave (a match just started). */
	show(view: MatchView): void {
		this.view = view;
		this.failed = false;
		this.refused = null;
		this.refusedEntry = null;
	}

	/** Records one entry; true when the rules took it. A tap while another is on its way is dropped. */
	async record(entry: MatchEntry): Promise<boolean> {
		const view = this.view;
		if (!view || this.busy) return false;
		this.busy = true;
		try {
			const answer = await attempt(() => matchRecord(view.id, entry, i18n.lang));
			if (!answer) return false;
			this.view = answer.view;
			this.refused = answer.refused;
			this.refusedEntry = answer.refused ? entry : null;
			return answer.refused === null;
		} finally {
			this.busy = false;
		}
	}

	/** Takes the last event that counts back. */
	undo(): Promise<boolean> {
		const view = this.view;
		if (!view?.canUndo) return Promise.resolve(false);
		return this.record({ type: 'undo', to: view.head - 1 });
	}

	/** Brings the next undone event back. */
	redo(): Promise<boolean> {
		const view = this.view;
		if (!view?.canRedo) return Promise.resolve(false);
		return this.record({ type: 'redo', to: view.head + 1 });
	}

	/** Keeps the result of a match that is over in the history. */
	async finish(): Promise<boolean> {
		const view = this.view;
		if (!view || this.busy) return false;
		this.busy = true;
		try {
			const kept = await attempt(() => matchFinish(view.id, i18n.lang));
			if (kept) this.view = kept;
			return kept !== undefined;
		} finally {
			this.busy = false;
		}
	}

	dismissRefusal(): void {
		this.refused = null;
		this.refusedEntry = null;
	}

	/** Back to nothing loaded (tests). */
	reset(): void {
		this.view = null;
		this.refused = null;
		this.refusedEntry = null;
		this.failed = false;
		this.busy = false;
	}
}

/** The match on the tracker screen. */
export const tracker = new Tracker();

/** A card's or unit's name in the current language (English where no Spanish name is known). */
export function nameOf(name: LocalizedName): string {
	return i18n.lang === 'es' ? (name.es ?? name.en) : name.en;
}
