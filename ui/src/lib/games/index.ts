/**
 * The one registry of games in the UI: each game's id (from the generated `GAMES`, the rules
 * core's constants) to what the shared pages need of it (`GameModule`: its builder, tracker
 * and collection, loaded when shown; its collection and catalogue stores; its score style).
 * A shared page asks here and names no game; a new game is one `games/<game>/index.ts` and
 * one entry below.
 */
import { GAME_IDS, GAMES, type GameId, type Lang, type TrackerOf, type TrackerView } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import type { Component } from 'svelte';
import type { GameModule, ScoreStyle } from './game';
import diskwars from './diskwars';
import runewars from './runewars';
import sigmar from './sigmar';
import underworlds from './underworlds';

export { GAME_IDS, type GameId };
export type { Accent, GameModule, Lazy, MatchAsking, MatchQuestions, ScoreStyle } from './game';

/** Every game's module: the one place in the shared UI that lists them. */
const MODULES: { [G in GameId]: GameModule<G> } = { runewars, diskwars, sigmar, underworlds };

/** True for the id of a game Muster knows. */
export function isGameId(id: string | null | undefined): id is GameId {
	return (GAME_IDS as readonly (string | null | undefined)[]).includes(id);
}

/** Game `id`'s module. */
export function gameOf<G extends GameId>(id: G): GameModule<G> {
	return MODULES[id];
}

/** The game a page's `?game=` names, or the first game. */
export function gameAsked(param: string | null | undefined): GameId {
	return isGameId(param) ? param : GAME_IDS[0];
}

/** The game's title on the pages ("RuneWars", "Age of Sigmar"), or the id of a game not known. */
export function gameName(id: string, lang: Lang = i18n.lang): string {
	return isGameId(id) ? GAMES[id].title[lang] : id;
}

/**
 * The inline style that gives an element (with the `game-accent` class of `app.css`) the
 * game's colour as `--game-accent`, for the theme shown; nothing for a game not known.
 */
export function gameAccent(id: string): string {
	if (!isGameId(id)) return '';
	const { light, dark } = gameOf(id).accent;
	return `--game-accent-light: ${light}; --game-accent-dark: ${dark};`;
}

/** The game's emblem, or null for a game not known. */
export function gameEmblem(id: string): Component<{ size?: number }> | null {
	return isGameId(id) ? gameOf(id).emblem : null;
}

/** What a list of the game is filed under, as a label ("Faction", "Warband"). */
export function factionWord(id: GameId, lang: Lang = i18n.lang): string {
	return GAMES[id].faction[lang];
}

/** The tracker screen of a match of `game`, which takes that game's view of it. */
export function trackerOf(game: GameId): Promise<Component<{ view: TrackerView }>> {
	return gameOf(game).tracker();
}

/** The module of the game whose match `view` shows (its `game` tag says which). */
function moduleOfView<G extends GameId>(view: TrackerOf<G>): GameModule<G> {
	return gameOf(view.game as G);
}

/** How the scoreboard of the match in `view` counts. */
export function scoreOf(view: TrackerView): ScoreStyle {
	return moduleOfView(view).score(view);
}
