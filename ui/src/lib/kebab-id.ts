/**
 * The one way the UI makes an id from a name, the same as Rust's (`kebab_id` in
 * `crates/muster-core/src/ids.rs`): lowercase ASCII letters and digits kept, accented letters
 * folded to their plain letter, apostrophes (`'` and `’`) dropped so they join the letters
 * around them, every other run of characters one hyphen, none leading or trailing
 * (`Zikkit's Tunnelpack` → `zikkits-tunnelpack`, `Zikkít` → `zikkit`).
 */
export function kebabId(name: string): string {
	return name
		.toLowerCase()
		.replace(/ø/g, 'o')
		.normalize('NFD')
		.replace(/[\u0300-\u036f'’]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
}
