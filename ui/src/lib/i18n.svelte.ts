/**
 * The language the user reads, and every label in English and Spanish. Components call
 * `t(key)` while rendering, so changing `i18n.lang` re-labels the whole window at once.
 * The language itself comes from the settings (`settings.svelte.ts`).
 */
import type { Lang } from './api';
import { en, type MessageKey } from './i18n/en';
import { es } from './i18n/es';

export type { MessageKey } from './i18n/en';

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, es };

let current = $state<Lang>('en');

/** The current language (reactive). */
export const i18n = {
	get lang(): Lang {
		return current;
	},
	set lang(lang: Lang) {
		current = lang;
	}
};

/** The languages there are, each named in itself (the same in every language). */
export const LANGUAGES: readonly { id: Lang; label: string }[] = [
	{ id: 'en', label: 'English' },
	{ id: 'es', label: 'Español' }
];

/** Values put into a label's `{placeholders}`. */
export type Vars = Record<string, string | number>;

/** The label `key` in the current language, with `{name}` placeholders filled from `vars`. */
export function t(key: MessageKey, vars?: Vars): string {
	const text = dictionaries[current][key];
	if (!vars) return text;
	return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in vars ? String(vars[name]) : whole
	);
}

/**
 * The label of a code Rust sends as plain text (`decided_by`, a box line's `kind`): a map
 * names each known code's label (so a wrong label fails `svelte-check`); none for a code the
 * map does not know.
 */
export function labelOf<C extends string>(labels: Record<C, MessageKey>, code: string): MessageKey | null {
	return Object.hasOwn(labels, code) ? labels[code as C] : null;
}

/** Each language's plural rules (CLDR, through `Intl.PluralRules`). */
const pluralRules: Record<Lang, Intl.PluralRules> = { en: new Intl.PluralRules('en'), es: new Intl.PluralRules('es') };

/**
 * The form of a label for a count, as the current language's plural rules choose it: keys
 * `<key>.one` / `<key>.other` hold `{n}` (a category the labels do not have, such as
 * Spanish "many" for whole millions, takes `other`). Rust's words use the same rule
 * (`muster_core::plural`).
 */
export function tn(key: PluralKey, n: number, vars?: Vars): string {
	const form = pluralRules[current].select(n) === 'one' ? 'one' : 'other';
	return t(`${key}.${form}`, { n, ...vars });
}

/** Labels with `.one` and `.other` forms. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** A whole number with its thousands grouped the way the current language writes them (2,000; 2.000). */
export function formatInteger(n: number): string {
	return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, current === 'es' ? '.' : ',');
}

/** Points as a cost or score reads ("1 pt", "2,000 pts"; "1 pto.", "2.000 ptos."). */
export function pointsText(n: number): string {
	return tn('common.pts', n, { n: formatInteger(n) });
}

/** A date and time (unix milliseconds) the way the current language writes it. */
export function formatDateTime(ms: number): string {
	return new Intl.DateTimeFormat(current === 'es' ? 'es-ES' : 'en-GB', {
		dateStyle: 'medium',
		timeStyle: 'short'
	}).format(new Date(ms));
}
