/**
 * Shows the place of an editor's form that Rust's refusal names: the element whose
 * `data-pointers` holds the pointer (or its nearest parent, `findPlace`) flashes, and its
 * field takes the focus so the player can correct the value at once.
 */
import { findPlace, focusPlace } from '$lib/findings';

/** Focuses the field at `pointer` in `root`; false when no place of the form shows it. */
export function showPlace(root: ParentNode, pointer: string): boolean {
	if (!focusPlace(root, pointer)) return false;
	const place = findPlace(root, pointer);
	const field = place?.matches('input, select, textarea') ? place : place?.querySelector<HTMLElement>('input, select, textarea');
	field?.focus({ preventScroll: true });
	return true;
}
