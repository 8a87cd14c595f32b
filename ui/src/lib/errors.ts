/**
 * What the user reads when a command fails: a sentence in their language for each stable
 * `AppError` code, and Rust's own one-line message as the detail.
 */
import { AppError, toAppError, UNEXPECTED } from './api';
import { t, type MessageKey } from './i18n.svelte';

const SENTENCES: Record<string, MessageKey> = {
	'list.invalid': 'error.list.invalid',
	'store.not_found': 'error.store.not_found',
	'store.not_a_library': 'error.store.not_a_library',
	'store.newer_schema': 'error.store.newer_schema',
	'store.conflict': 'error.store.conflict',
	'store.io': 'error.store.io',
	'store.damaged': 'error.store.damaged',
	'data.broken': 'error.data.broken',
	'data.refused': 'error.data.refused',
	'file.io': 'error.file.io',
	'settings.invalid': 'error.settings.invalid',
	'args.invalid': 'error.args.invalid',
	'match.finished': 'error.match.finished',
	'match.not_over': 'error.match.not_over',
	'match.setup': 'error.match.setup',
	'match.game': 'error.match.game',
	'match.stored': 'error.match.stored',
	'record.invalid': 'error.record.invalid',
	'deck.text': 'error.deck.text',
	'deck.link': 'error.deck.link',
	'list.text': 'error.list.text',
	'roster.refused': 'error.roster.refused',
	[UNEXPECTED]: 'error.unexpected'
};

/** A failure as shown in the error banner. */
export interface ErrorText {
	/** What went wrong, in the user's language. */
	title: string;
	/** Rust's message (may be in English only), unless it says nothing more. */
	detail: string;
	code: string;
}

/** The localized sentence for an error code (unknown codes get a generic one naming the code). */
export function errorSentence(code: string): string {
	const key = SENTENCES[code];
	return key ? t(key) : t('error.unknown', { code });
}

/** Title and detail for any failure. */
export function describeError(error: unknown): ErrorText {
	const appError: AppError = toAppError(error);
	const title = errorSentence(appError.code);
	const detail = appError.message.trim() === title ? '' : appError.message.trim();
	return { title, detail, code: appError.code };
}
