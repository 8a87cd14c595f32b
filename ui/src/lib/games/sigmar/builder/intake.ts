/**
 * What the two ways of bringing a list in ("Paste a list", "Open a roster file") show the
 * same way: each line or selection left out, and Rust's reason as a sentence.
 */

/** One line of a pasted text, or one selection of a roster file, that was left out. */
export interface LeftOutItem {
	/** Where it is, as the player finds it: "Line 10", or the selection's name. */
	where: string;
	/** The line as pasted, when there is one to quote. */
	quoted?: string;
	/** Why, in the player's language (Rust's words). */
	message: string;
	/** The nearest name Muster knows, for a name that matches nothing. */
	nearest?: string | null;
	/** More about the place (a roster file's line and column), shown on hover. */
	detail?: string;
}

/** Rust's reason as a sentence: its first letter capitalised, unless it starts with a file's name. */
export function sentence(message: string): string {
	const text = message.trim();
	const firstWord = /^[^\s:]*/.exec(text)?.[0] ?? '';
	if (/[./\\]/.test(firstWord)) return text;
	return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
