/**
 * The list being built: a game's muster-list/1 document as state, what Rust last said about
 * it, where it is saved, and the edits since it was opened (undo, redo). Edits go through
 * the pure functions of the game's document module (`builder.edit(doc => addUnit(doc, unit))`);
 * the page re-checks the document after each edit. Documents travel typed: Rust reads and
 * writes them, the builder only holds them.
 */
import { AppError, checkList, listOpen, listSave, type GameCheck, type Lang, type ListDocument, type OpenedList, type Saved } from './api';
import { listKey } from './list-document';
import { notices } from './notices.svelte';

/** What the list page gives its game's builder. */
export interface ListPageProps {
	/** The saved list to open, or null for a new list. */
	listId: number | null;
	/** The saved list, when the page has already read it. */
	opened?: OpenedList;
	/** Goes to another page of the app (`replace`: instead of this one in the history). */
	navigate: (href: string, replace?: boolean) => void;
	/** True while there are unsaved changes (bindable). */
	dirty?: boolean;
}

/** What the page's list actions need of a builder, whatever its game. */
export type ListHandle = Pick<Builder<ListDocument, unknown>, 'id' | 'version' | 'dirty' | 'doc' | 'save' | 'open'>;

/** How many edits undo can take back. */
const UNDO_DEPTH = 200;

export class Builder<D extends ListDocument, T> {
	/** The builder's shape of a document Rust gave (a game may fill in what Rust leaves out). */
	private readonly hold: (doc: ListDocument) => D;
	/** The game this builder edits (a saved list of another game is not opened in it). */
	private readonly game: string;
	/** The saved list this is, or null before the first save. */
	id = $state<number | null>(null);
	/** The stored version last opened or saved. */
	version = $state<number | null>(null);
	/** The document; replaced whole by each edit, never mutated. */
	doc: D = $state.raw() as D;
	/** The document's `listKey` when last opened or saved (null: never saved). */
	savedKey = $state<string | null>(null);
	/** Rust's verdict on `checkedKey`. */
	check = $state.raw<GameCheck<T> | null>(null);
	/** The `listKey` of the document the verdict is about (an older verdict stays shown until the new one comes). */
	checkedKey = $state<string | null>(null);
	/** Why the last check could not be made, if it failed. */
	checkError = $state.raw<unknown>(null);
	/** True once the page's list is there to edit (`begin`). */
	ready = $state(false);
	/** Why the page's saved list could not be read, if it could not. */
	openError = $state.raw<unknown>(null);
	/** Documents before each edit, oldest first; and those undone, next first. */
	private past = $state.raw<D[]>([]);
	private future = $state.raw<D[]>([]);
	/** What the last edit was (edits of one kind in a row, like typing a name, undo as one). */
	private lastKind: string | null = null;

	/** What tells two documents apart (`listKey`). */
	readonly key = $derived(listKey(this.doc));
	/** True when the document differs from the stored one. */
	readonly dirty = $derived(this.savedKey !== this.key);
	readonly canUndo = $derived(this.past.length > 0);
	readonly canRedo = $derived(this.future.length > 0);

	private checks = 0;

	constructor(empty: D, hold: (doc: ListDocument) => D = (doc) => doc as D) {
		this.hold = hold;
		this.game = empty.game;
		this.doc = empty;
	}

	/** Starts a new, unsaved list. */
	start(doc: D): void {
		this.id = null;
		this.version = null;
		this.doc = doc;
		this.savedKey = null;
		this.check = null;
		this.checkedKey = null;
		this.forget();
	}

	/**
	 * Starts the page's list, whatever its game: a new one (`fresh()`, asked then so its name
	 * is in the reader's language) when `listId` is null, else the saved one (`opened`, when
	 * the page already read it). A list that cannot be read is kept in `openError` and told.
	 */
	async begin(listId: number | null, opened: OpenedList | undefined, fresh: () => D): Promise<void> {
		if (listId === null) {
			this.start(fresh());
			this.ready = true;
			return;
		}
		try {
			await this.open(listId, opened);
			this.ready = true;
		} catch (error) {
			this.openError = error;
			notices.error(error);
		}
	}

	/** Loads saved list `id` (or shows `opened`, when the page already has it). */
	async open(id: number, opened?: OpenedList): Promise<void> {
		const list = opened ?? (await listOpen(id));
		if (list.document.game !== this.game) throw new AppError('list.invalid', 'Unexpected value at /game.');
		const doc = this.hold(list.document);
		this.id = list.summary.id;
		this.version = list.summary.version;
		this.doc = doc;
		this.savedKey = listKey(doc);
		this.forget();
	}

	/** Applies one edit; `kind` merges a run of edits of one kind into one step of undo. */
	edit(change: (doc: D) => D, kind?: string): void {
		const before = this.doc;
		const after = change(before);
		if (after === before) return;
		if (kind === undefined || kind !== this.lastKind) {
			this.past = [...this.past, before].slice(-UNDO_DEPTH);
		}
		this.lastKind = kind ?? null;
		this.future = [];
		this.doc = after;
	}

	/** Takes the last edit back; false when there is none. */
	undo(): boolean {
		const previous = this.past.at(-1);
		if (previous === undefined) return false;
		this.past = this.past.slice(0, -1);
		this.future = [this.doc, ...this.future];
		this.doc = previous;
		this.lastKind = null;
		return true;
	}

	/** Brings the last undone edit back; false when there is none. */
	redo(): boolean {
		const next = this.future[0];
		if (next === undefined) return false;
		this.future = this.future.slice(1);
		this.past = [...this.past, this.doc];
		this.doc = next;
		this.lastKind = null;
		return true;
	}

	private forget(): void {
		this.past = [];
		this.future = [];
		this.lastKind = null;
	}

	/** Asks Rust about the current document; an answer to an older one is dropped. */
	async runCheck(lang: Lang): Promise<void> {
		const doc = this.doc;
		const key = this.key;
		const ticket = ++this.checks;
		try {
			// The report is of this builder's game: its totals are `T`.
			const result = (await checkList(doc, lang)) as GameCheck<T>;
			if (ticket !== this.checks) return;
			this.check = result;
			this.checkedKey = key;
			this.checkError = null;
		} catch (error) {
			if (ticket === this.checks) this.checkError = error;
		}
	}

	/** Saves the document as a new version (or a new list). */
	async save(): Promise<Saved> {
		const key = this.key;
		const saved = await listSave(this.id, this.doc);
		this.id = saved.id;
		this.version = saved.version;
		this.savedKey = key;
		return saved;
	}
}
