/**
 * How a saved list's game and faction read on the lists and home pages: names from the
 * catalogue of the list's own game (RuneWars' or Diskwars'), the id while it loads.
 */
import type { Lang, ListSummary } from './api';
import { catalog } from './catalog.svelte';
import { diskwarsCatalog } from './diskwars-catalog.svelte';
import { t, type MessageKey } from './i18n.svelte';
import { attempt } from './notices.svelte';

/** The game's short name ("RuneWars", "Diskwars"), or its id. */
export function gameName(game: string): string {
	return game === 'runewars' || game === 'diskwars' ? t(`game.${game}` as MessageKey) : game;
}

/** The list's faction by name; a Diskwars list with no faction yet shows "–". */
export function factionName(list: Pick<ListSummary, 'game' | 'faction'>): string {
	if (list.game === 'diskwars') {
		return list.faction === '' ? '–' : (diskwarsCatalog.current?.factionName(list.faction) ?? list.faction);
	}
	return catalog.current?.factionName(list.faction) ?? list.faction;
}

/** Loads the Diskwars catalogue when some list needs its names (RuneWars' is always loaded). */
export function loadListCatalogues(lists: readonly ListSummary[], lang: Lang): void {
	if (lists.some((l) => l.game === 'diskwars')) void attempt(() => diskwarsCatalog.ensure(lang));
}
