/**
 * Dev and test only: a rough stand-in for Rust's `kebab_ids`, for the mock mode and the
 * tests' fake shell. Not Muster's id-making (that is Rust's alone, `muster_core::ids`, and
 * tested there): lower case, apostrophes dropped, every other run of characters but ASCII
 * letters and digits one hyphen, none at either end. Accented letters are not folded.
 */
export function standInKebabIds(names: readonly string[]): string[] {
	return names.map((name) =>
		name
			.toLowerCase()
			.replace(/['’]/g, '')
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '')
	);
}
