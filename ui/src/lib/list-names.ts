/**
 * How a saved list's or a match's game and faction read on the lists, home and matches pages:
 * names from the catalogue of its own game (RuneWars', Diskwars', Age of Sigmar's or, for an
 * Underworlds list's warband, Underworlds'), the id while it loads or when it cannot.
 */
import type { Lang, ListSummary } from './api';
import { catalog } from './games/runewars/catalog.svelte';
import { uwCatalog } from './games/underworlds/catalog.svelte';
import { diskwarsCatalog } from './games/diskwars/catalog.svelte';
import { sigmarCatalog } from './games/sigmar/catalog.svelte';
import { t, type MessageKey } from './i18n.svelte';
import { attempt } from './notices.svelte';

/** Every game Muster knows. */
export const GAME_IDS = ['runewars', 'diskwars', 'sigmar', 'underworlds'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** True for the id of a game Muster knows. */
export function isGameId(game: string): game is GameId {
	return (GAME_IDS as readonly string[]).includes(game);
}

/** The game's short name ("RuneWars", "Age of Sigmar"), or its id. */
export function gameName(game: string): string {
	return isGameId(game) ? t(`game.${game}` as MessageKey) : game;
}

/** The list's faction by name; a Diskwars list with no faction yet shows "–". */
export function factionName(list: Pick<ListSummary, 'game' | 'faction'>): string {
	if (list.game === 'sigmar') return sigmarCatalog.current?.factionName(list.faction) ?? list.faction;
	if (list.game === 'underworlds') {
		return list.faction === '' ? '–' : (uwCatalog.current?.warbandName(list.faction) ?? list.faction);
	}
	if (list.game === 'diskwars') {
		return list.faction === '' ? '–' : (diskwarsCatalog.current?.factionName(list.faction) ?? list.faction);
	}
	return catalog.current?.factionName(list.faction) ?? list.faction;
}

/**
 * Loads the catalogues whose names some list or match needs. Age of Sigmar's is the user's imported data: when it is not there the ids stay, unannounced.
 */
export function loadListCatalogues(lists: readonly Pick<ListSummary, 'game'>[], lang: Lang): void {
	if (lists.some((l) => l.game === 'runewars')) void attempt(() => catalog.ensure(lang));
	if (lists.some((l) => l.game === 'diskwars')) void attempt(() => diskwarsCatalog.ensure(lang));
	if (lists.some((l) => l.game === 'sigmar')) void sigmarCatalog.ensure(lang).catch(() => undefined);
	if (lists.some((l) => l.game === 'underworlds')) void attempt(() => uwCatalog.ensure());
}
