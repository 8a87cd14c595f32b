/**
 * Every label of the UI in English, one part per game and one for what no game owns
 * (`common.ts`). The Spanish dictionary (`../es/`) must have the same keys, part by part (the
 * compiler checks). `{name}` marks a value put in; keys ending in `.one` / `.other` are the
 * singular and plural forms of a count (`tn`).
 */
import { common } from './common';
import { runewars } from './runewars';
import { diskwars } from './diskwars';
import { sigmar } from './sigmar';
import { underworlds } from './underworlds';

export const en = { ...common, ...runewars, ...diskwars, ...sigmar, ...underworlds } as const;

/** The keys that are in more than one of `Parts`. */
type KeysInTwo<Parts extends readonly object[], Seen = never> = Parts extends readonly [infer First, ...infer Rest extends readonly object[]]
	? Extract<keyof First, Seen> | KeysInTwo<Rest, Seen | keyof First>
	: never;
type Twice = KeysInTwo<[typeof common, typeof runewars, typeof diskwars, typeof sigmar, typeof underworlds]>;

/**
 * A key in two parts would be kept from the last one without a word (a spread, unlike one
 * object literal, may repeat a key): this fails to compile instead, naming the key.
 */
const eachKeyOnce: [Twice] extends [never] ? true : Twice = true;

/** The key of a label. */
export type MessageKey = keyof typeof en;
