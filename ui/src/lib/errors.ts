/**
 * What the user reads when a command fails: a sentence in their language for each stable
 * `AppError` code, and Rust's own one-line message as the detail.
 */
import { AppError, toAppError, UNEXPECTED, type AppErrorCode } from './api';
import { ERROR_CODES, type ErrorCode } from './bindings';
import { t, type MessageKey } from './i18n.svelte';

/** The sentence of every code Rust has: a code without one fails `svelte-check`. */
const SENTENCES: Record<ErrorCode, MessageKey> = {
	'args.invalid': 'error.args.invalid',
	'data.broken': 'error.data.broken',
	'data.refused': 'error.data.refused',
	'deck.link': 'error.deck.link',
	'deck.text': 'error.deck.text',
	'file.io': 'error.file.io',
	'list.invalid': 'error.list.invalid',
	'list.text': 'error.list.text',
	'match.file': 'error.match.file',
	'match.finished': 'error.match.finished',
	'match.game': 'error.match.game',
	'match.not_over': 'error.match.not_over',
	'match.refused': 'error.match.refused',
	'match.setup': 'error.match.setup',
	'match.stored': 'error.match.stored',
	'record.invalid': 'error.record.invalid',
	'roster.refused': 'error.roster.refused',
	'settings.invalid': 'error.settings.invalid',
	'store.bad_import': 'error.store.bad_import',
	'store.conflict': 'error.store.conflict',
	'store.damaged': 'error.store.damaged',
	'store.error': 'error.store.error',
	'store.invalid': 'error.store.invalid',
	'store.io': 'error.store.io',
	'store.newer_schema': 'error.store.newer_schema',
	'store.not_a_library': 'error.store.not_a_library',
	'store.not_found': 'error.store.not_found'
};

/** Whether `code` is one Rust declares. */
function isErrorCode(code: string): code is ErrorCode {
	return (ERROR_CODES as readonly string[]).includes(code);
}

/** A failure as shown in the error banner. */
export interface ErrorText {
	/** What went wrong, in the user's language. */
	title: string;
	/** Rust's message (may be in English only), unless it says nothing more. */
	detail: string;
	code: AppErrorCode;
}

/** The localized sentence for an error code (a code from no Rust of this build gets a generic one naming it). */
export function errorSentence(code: string): string {
	if (code === UNEXPECTED) return t('error.unexpected');
	return isErrorCode(code) ? t(SENTENCES[code]) : t('error.unknown', { code });
}

/** Title and detail for any failure. */
export function describeError(error: unknown): ErrorText {
	const appError: AppError = toAppError(error);
	const title = errorSentence(appError.code);
	const detail = appError.message.trim() === title ? '' : appError.message.trim();
	return { title, detail, code: appError.code };
}
