/**
 * What the user can do to a saved list from the builder and from the lists page: each action
 * asks what it must (a confirmation, a name, a file), calls Rust, and says how it went.
 * Failures become error notices; every function resolves (null / false when nothing happened).
 */
import {
	listDelete,
	listDuplicate,
	listExportFile,
	listImportFile,
	listPrintSave,
	listRename,
	listRestore,
	listText,
	revealSaved,
	type Lang,
	type ListDocument,
	type PrintRequest,
	type Saved
} from './api';
import type { ListHandle } from './builder.svelte';
import { dialogs } from './dialogs.svelte';
import { i18n, t } from './i18n.svelte';
import { attempt, notices } from './notices.svelte';

/** A file name from a list name: letters, digits and dashes, `.json` (or `extension`). */
export function exportFileName(name: string, extension = 'json'): string {
	const stem = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
	return `${stem || 'list'}.${extension}`;
}

/** Today in the user's own time zone, as `YYYY-MM-DD` (the date a printed list shows). */
export function localDate(now: Date = new Date()): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Where a file went, as a person says it: its name and the name of its folder (`army.pdf`,
 * `Documents`), never the whole path.
 */
export function placeOf(path: string): { file: string; folder: string } {
	const parts = path.split(/[\\/]/).filter((part) => part !== '');
	const file = parts.at(-1) ?? path;
	const folder = parts.at(-2) ?? '/';
	return { file, folder };
}

/**
 * Confirms a file written at `path` (`key`: the words, given the file's and folder's names)
 * with "Open folder", which shows it in the file manager.
 */
export function fileSaved(key: 'print.saved' | 'actions.exported', path: string): void {
	notices.success(
		() => t(key, placeOf(path)),
		{ label: () => t('notice.openFolder'), run: () => attempt(() => revealSaved(path)).then(() => undefined) }
	);
}

/**
 * Saves the PDF of `document` where the player chooses (Rust opens the save dialog); the
 * path, or null.
 */
export async function savePrintedList(document: ListDocument, options: PrintRequest, name: string): Promise<string | null> {
	const path = await attempt(() => listPrintSave(document, options, t('print.saveTitle'), exportFileName(name, 'pdf')));
	if (!path) return null;
	fileSaved('print.saved', path);
	return path;
}

/**
 * Puts the text `asked` will give on the clipboard. Where the page has `ClipboardItem`
 * (WebKit), the clipboard is written at once with the text still to come: WebKit allows a
 * write only while the click that asked for it lasts, and the answer from Rust comes after.
 * Elsewhere, `writeText` once the text is there.
 */
function writeClipboard(asked: Promise<string>): Promise<void> {
	try {
		const clipboard = navigator.clipboard;
		if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
			const blob = asked.then((text) => new Blob([text], { type: 'text/plain' }));
			return clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
		}
		return asked.then((text) => clipboard.writeText(text));
	} catch (error) {
		return Promise.reject(error);
	}
}

/** What a copy says: its success notice, and the dialog's title and words when copying by hand. */
export interface CopyWords {
	copied: () => string;
	title: string;
	manual: string;
}

/**
 * Copies the text `asked` will give (one of Rust's answers) to the clipboard. Where the window
 * may not write the clipboard, the text is shown selected in a dialog to copy by hand. True
 * when copied. Call it straight from the click (before any `await`), so the clipboard write is
 * part of it.
 */
export async function copyAnswer(asked: Promise<string>, words: CopyWords): Promise<boolean> {
	const copied = writeClipboard(asked);
	const text = await attempt(() => asked);
	if (text === undefined) {
		copied.catch(() => undefined);
		return false;
	}
	try {
		await copied;
	} catch {
		void dialogs.showText({ title: words.title, message: words.manual, text });
		return false;
	}
	notices.success(words.copied);
	return true;
}

/** Copies `document` as plain text (Rust's `list_text`) to the clipboard (`copyAnswer`). */
export function copyListText(document: ListDocument, lang: Lang): Promise<boolean> {
	return copyAnswer(listText(document, lang), { copied: () => t('copy.copied'), title: t('copy.title'), manual: t('copy.manual') });
}

/** Saves a list file the player chooses (Rust opens the dialog) as a new list; the new list, or null. */
export async function importList(): Promise<Saved | null> {
	const saved = await attempt(() => listImportFile(t('actions.importTitle')));
	if (!saved) return null;
	notices.success(() => t('actions.imported'));
	return saved;
}

/** Writes list `id` where the player chooses (Rust opens the save dialog); true when written. */
export async function exportList(id: number, name: string): Promise<boolean> {
	const path = await attempt(() => listExportFile(id, t('actions.exportTitle'), exportFileName(name)));
	if (!path) return false;
	fileSaved('actions.exported', path);
	return true;
}

/** Asks for confirmation, then deletes list `id` and its history; true when deleted. */
export async function deleteList(id: number, name: string): Promise<boolean> {
	const sure = await dialogs.confirm({
		title: t('actions.deleteTitle'),
		message: t('actions.deleteMessage', { name }),
		confirmLabel: t('actions.delete'),
		danger: true
	});
	if (!sure) return false;
	const done = await attempt(async () => {
		await listDelete(id);
		return true;
	});
	if (done) notices.success(() => t('actions.deleted', { name }));
	return done === true;
}

/** Copies list `id` into a new list; the copy, or null. */
export async function duplicateList(id: number): Promise<Saved | null> {
	const saved = await attempt(() => listDuplicate(id, i18n.lang));
	if (!saved) return null;
	notices.success(() => t('actions.duplicated'));
	return saved;
}

/** Asks for a new name and renames list `id`; the new name, or null. */
export async function renameList(id: number, current: string): Promise<string | null> {
	const name = await dialogs.prompt({
		title: t('actions.renameTitle'),
		message: t('actions.renameMessage'),
		confirmLabel: t('actions.rename'),
		fieldLabel: t('builder.name'),
		initial: current
	});
	if (name === null || name === current) return null;
	const saved = await attempt(() => listRename(id, name, i18n.lang));
	if (!saved) return null;
	notices.success(() => t('actions.renamed', { name }));
	return name;
}

/**
 * Brings back version `version` of the list on screen (as a new version: nothing is lost),
 * asking first when there are unsaved changes; true when restored.
 */
export async function restoreVersion(builder: ListHandle, version: number): Promise<boolean> {
	const id = builder.id;
	if (id === null) return false;
	if (
		builder.dirty &&
		!(await dialogs.confirm({
			title: t('history.restoreTitle'),
			message: t('history.discardChanges'),
			confirmLabel: t('history.restore'),
			danger: true
		}))
	) {
		return false;
	}
	const saved = await attempt(() => listRestore(id, version));
	if (!saved) return false;
	await attempt(() => builder.open(id));
	notices.success(() => t('history.restored', { old: version, n: saved.version }));
	return true;
}
