/**
 * How a saved list's game and faction read on the lists and home pages: names from the
 * catalogue of the list's own game (RuneWars', Diskwars' or, for an Underworlds list's
 * warband, Underworlds'), the id while it loads.
 */
import type { Lang, ListSummary } from './api';
import { catalog } from './catalog.svelte';
import { uwCatalog } from './components/underworlds/catalog.svelte';
import { diskwarsCatalog } from './diskwars-catalog.svelte';
import { t, type MessageKey } from './i18n.svelte';
import { attempt } from './notices.svelte';

/** The game's short name ("RuneWars", "Diskwars"), or its id. */
export function gameName(game: string): string {
	return game === 'runewars' || game === 'diskwars' || game === 'underworlds' ? t(`game.${game}` as MessageKey) : game;
}

/** The list's faction by name; a Diskwars list with no faction yet shows "–". */
export function factionName(list: Pick<ListSummary, 'game' | 'faction'>): string {
	if (list.game === 'underworlds') {
		return list.faction === '' ? '–' : (uwCatalog.current?.warbandName(list.faction) ?? list.faction);
	}
	if (list.game === 'diskwars') {
		return list.faction === '' ? '–' : (diskwarsCatalog.current?.factionName(list.faction) ?? list.faction);
	}
	return catalog.current?.factionName(list.faction) ?? list.faction;
}

/** Loads the Diskwars catalogue when some list needs its names (RuneWars' is always loaded). */
export function loadListCatalogues(lists: readonly ListSummary[], lang: Lang): void {
	if (lists.some((l) => l.game === 'diskwars')) void attempt(() => diskwarsCatalog.ensure(lang));
	if (lists.some((l) => l.game === 'underworlds')) void attempt(() => uwCatalog.ensure());
}
