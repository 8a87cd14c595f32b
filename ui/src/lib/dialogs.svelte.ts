/**
 * In-window confirmations, one-line questions, texts to copy by hand (the native dialogs
 * are only allowed for files) and a unit's card. One at a time; `DialogHost.svelte` shows it.
 */
import type { GameId } from './api';

/** Which unit's card to show: `unit_card`'s arguments, and the name to show while it loads. */
export interface CardAsk {
	game: GameId;
	/** The Age of Sigmar faction or the Underworlds warband the unit is in; null elsewhere. */
	faction: string | null;
	unit: string;
	name: string;
}

/** What the open dialog asks. */
export interface DialogRequest {
	kind: 'confirm' | 'prompt' | 'text' | 'card';
	title: string;
	message: string;
	confirmLabel: string;
	/** A destructive action gets a red button. */
	danger: boolean;
	/** Prompt: the field's label and first value; text: the text shown, selected. */
	fieldLabel: string;
	initial: string;
	/** Card: the unit shown. */
	card?: CardAsk;
	resolve: (value: string | boolean | null) => void;
}

class Dialogs {
	current = $state<DialogRequest | null>(null);

	/** Asks yes or no; true when confirmed. */
	confirm(options: { title: string; message: string; confirmLabel: string; danger?: boolean }): Promise<boolean> {
		return new Promise((resolve) => {
			this.open({
				kind: 'confirm',
				fieldLabel: '',
				initial: '',
				danger: options.danger ?? false,
				...options,
				resolve: (value) => resolve(value === true)
			});
		});
	}

	/** Asks for one line of text; null when cancelled. */
	prompt(options: { title: string; message: string; confirmLabel: string; fieldLabel: string; initial: string }): Promise<string | null> {
		return new Promise((resolve) => {
			this.open({
				kind: 'prompt',
				danger: false,
				...options,
				resolve: (value) => resolve(typeof value === 'string' ? value : null)
			});
		});
	}

	/** Shows a read-only text, selected, for the user to copy; resolves when closed. */
	showText(options: { title: string; message: string; text: string }): Promise<void> {
		return new Promise((resolve) => {
			this.open({
				kind: 'text',
				title: options.title,
				message: options.message,
				confirmLabel: '',
				danger: false,
				fieldLabel: options.title,
				initial: options.text,
				resolve: () => resolve()
			});
		});
	}

	/** Shows a unit's card (`UnitCard.svelte`) over the page; resolves when closed. */
	showCard(card: CardAsk): Promise<void> {
		return new Promise((resolve) => {
			this.open({
				kind: 'card',
				title: card.name,
				message: '',
				confirmLabel: '',
				danger: false,
				fieldLabel: '',
				initial: '',
				card,
				resolve: () => resolve()
			});
		});
	}

	/** Closes the dialog with an answer (false/null is "cancel"). */
	answer(value: string | boolean | null): void {
		const request = this.current;
		this.current = null;
		request?.resolve(value);
	}

	private open(request: DialogRequest): void {
		// A new question cancels one still open.
		this.current?.resolve(null);
		this.current = request;
	}
}

/** The window's dialog. */
export const dialogs = new Dialogs();
