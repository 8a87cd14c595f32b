/**
 * In-window confirmations, one-line questions and texts to copy by hand (the native dialogs
 * are only allowed for files). One at a time; `DialogHost.svelte` shows it.
 */

/** What the open dialog asks. */
export interface DialogRequest {
	kind: 'confirm' | 'prompt' | 'text';
	title: string;
	message: string;
	confirmLabel: string;
	/** A destructive action gets a red button. */
	danger: boolean;
	/** Prompt: the field's label and first value; text: the text shown, selected. */
	fieldLabel: string;
	initial: string;
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
