/**
 * How a saved list's or a match's game and faction read on the lists, home and matches pages:
 * names from the catalogue of its own game (for an Underworlds list, its warband's), the id
 * while it loads or when it cannot.
 */
import type { Lang, ListSummary } from './api';
import { GAME_IDS, gameOf, isGameId } from './games';

export { gameName } from './games';

/** The list's faction by name, from its game's catalogue. */
export function factionName(list: Pick<ListSummary, 'game' | 'faction'>): string {
	return isGameId(list.game) ? gameOf(list.game).factionName(list.faction) : list.faction;
}

/** Loads the catalogues whose names some list or match needs, each game's once. */
export function loadListCatalogues(lists: readonly Pick<ListSummary, 'game'>[], lang: Lang): void {
	for (const game of GAME_IDS) if (lists.some((l) => l.game === game)) gameOf(game).loadNames(lang);
}
