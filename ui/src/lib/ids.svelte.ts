/**
 * Ids made from names. Muster makes every id one way, Rust's (`kebab_ids`: `Zikkit's
 * Tunnelpack` → `zikkits-tunnelpack`); the UI asks for them and never makes one itself, so an
 * id it shows or saves is the id Rust would make. The asking is asynchronous: a form shows
 * the ids of what is typed as they come (`liveIds`), and makes the ids it saves when it saves
 * (`idsOf`).
 */
import { kebabIds } from './api';
import { notices } from './notices.svelte';

/**
 * The ids of `names()`, kept up to date as the names change: Rust's answer for the latest
 * names (an answer for names since changed is dropped); empty while no name is given. Call it
 * while a component is set up (it runs an effect).
 */
export function liveIds(names: () => readonly string[]): { readonly current: readonly string[] } {
	let current = $state<readonly string[]>([]);
	let asked = 0;
	$effect(() => {
		const wanted = [...names()];
		const ticket = ++asked;
		if (wanted.length === 0) {
			current = [];
			return;
		}
		kebabIds(wanted).then(
			(ids) => {
				if (ticket === asked) current = ids;
			},
			(error: unknown) => {
				if (ticket === asked) notices.error(error);
			}
		);
	});
	return {
		get current() {
			return current;
		}
	};
}

/**
 * The ids of `names`, each name asked of Rust once: `idOf(name)` (`''` for a blank name or one
 * not asked).
 */
export async function idsOf(names: readonly string[]): Promise<(name: string) => string> {
	const unique = [...new Set(names.filter((name) => name.trim() !== ''))];
	const ids = unique.length === 0 ? [] : await kebabIds(unique);
	const byName = new Map(unique.map((name, i) => [name, ids[i] ?? '']));
	return (name) => byName.get(name) ?? '';
}
