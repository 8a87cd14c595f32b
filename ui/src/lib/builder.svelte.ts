/**
 * The list being built: the muster-list/1 document as state, what Rust last said about it,
 * and where it is saved. Edits go through the pure functions of `list-document.ts`
 * (`builder.edit(doc => addUnit(doc, unit))`); the page re-checks the text after each edit.
 */
import { checkList, listOpen, listSave, type CheckResult, type Lang, type Saved } from './api';
import { newList, parseList, serializeList, type ListDocument } from './list-document';

export class Builder {
	/** The saved list this is, or null before the first save. */
	id = $state<number | null>(null);
	/** The stored version last opened or saved. */
	version = $state<number | null>(null);
	/** The document; replaced whole by each edit, never mutated. */
	doc = $state.raw<ListDocument>(newList('', ''));
	/** The document's text when last opened or saved (null: never saved). */
	savedText = $state<string | null>(null);
	/** Rust's verdict on `checkedText`. */
	check = $state.raw<CheckResult | null>(null);
	/** The text the verdict is about (the verdict of an older text stays shown until the new one comes). */
	checkedText = $state<string | null>(null);
	/** Why the last check could not be made, if it failed. */
	checkError = $state.raw<unknown>(null);

	/** The document as the JSON text Rust reads. */
	readonly text = $derived(serializeList(this.doc));
	/** True when the document differs from the stored one. */
	readonly dirty = $derived(this.savedText !== this.text);

	private checks = 0;

	/** Starts a new, unsaved list. */
	start(name: string, faction: string): void {
		this.id = null;
		this.version = null;
		this.doc = newList(name, faction);
		this.savedText = null;
		this.check = null;
		this.checkedText = null;
	}

	/** Loads saved list `id`. */
	async open(id: number): Promise<void> {
		const opened = await listOpen(id);
		const doc = parseList(opened.document);
		this.id = opened.summary.id;
		this.version = opened.summary.version;
		this.doc = doc;
		this.savedText = serializeList(doc);
	}

	/** Applies one edit. */
	edit(change: (doc: ListDocument) => ListDocument): void {
		this.doc = change(this.doc);
	}

	/** Asks Rust about the current text; an answer to an older text is dropped. */
	async runCheck(lang: Lang): Promise<void> {
		const text = this.text;
		const ticket = ++this.checks;
		try {
			const result = await checkList(text, lang);
			if (ticket !== this.checks) return;
			this.check = result;
			this.checkedText = text;
			this.checkError = null;
		} catch (error) {
			if (ticket === this.checks) this.checkError = error;
		}
	}

	/** Saves the document as a new version (or a new list). */
	async save(): Promise<Saved> {
		const text = this.text;
		const saved = await listSave(this.id, text);
		this.id = saved.id;
		this.version = saved.version;
		this.savedText = text;
		return saved;
	}
}
