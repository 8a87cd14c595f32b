/**
 * Every call from the UI to the Rust shell, typed: one function per command of
 * `docs/app-commands.md`, with the same names (camelCase here) and the same argument names.
 * No other module calls `invoke` or a Tauri plugin.
 *
 * A failing command rejects with an {@link AppError} (`code` stable, `message` for the user).
 * With `VITE_MOCK=1` (dev only) the answers come from `./mock/`, so the UI can be seen in a
 * plain browser; production builds never include that code.
 */
import { open, save } from '@tauri-apps/plugin-dialog';
import type { DiskwarsEvent, RuneWarsEvent, SigmarEvent, UnderworldsEvent, RuneWarsTotals, TimelineMove, TrackerView } from './bindings';
import { call, toAppError } from './transport';

export * from './bindings';
export { AppError, toAppError, UNEXPECTED } from './transport';

/** A language the user reads: Rust writes its messages in it, the UI its labels. */
export type Lang = 'en' | 'es';
/** The colour theme. */
export type Theme = 'light' | 'dark';
/** How serious a finding is. */
export type Severity = 'error' | 'warning' | 'info';

/** One game Muster knows of; `supported` is false for games not built yet. */
export interface GameInfo {
	id: string;
	title: string;
	supported: boolean;
	/** What is not there yet, in both languages (empty when supported). */
	note: Record<Lang, string>;
}

/** `app_info`. */
export interface AppInfo {
	version: string;
	games: GameInfo[];
}

/** An id with its name in the requested language. */
export interface Named {
	id: string;
	name: string;
}

/** One finding of the validator or of the collection check. */
export interface Diagnostic {
	code: string;
	severity: Severity;
	/** Rule id of the digest, e.g. `runewars:R-PTS-1`. */
	rule: string;
	/** JSON pointer into the list document, e.g. `/units/2/upgrades/0`. */
	path: string;
	message: string;
	help: string;
}

/** The verdict on a list: exactly `muster validate --format json` (`T`: the game's totals). */
export interface Report<T = RuneWarsTotals> {
	game: string;
	legal: boolean;
	totals: T;
	diagnostics: Diagnostic[];
}

/** `check_list` (`T`: the game's totals; RuneWars' unless said). */
export interface CheckResult<T = RuneWarsTotals> {
	report: Report<T>;
	/** `collection.short` warnings against the library's collection. */
	shortfalls: Diagnostic[];
}

/** A saved list as the library lists it. Times are unix milliseconds. */
export interface ListSummary {
	id: number;
	name: string;
	game: string;
	faction: string;
	notes: string;
	version: number;
	createdAt: number;
	updatedAt: number;
}

/** `list_open`. */
export interface OpenedList {
	summary: ListSummary;
	/** The muster-list/1 document as JSON text. */
	document: string;
}

/** The answer of every command that writes a list version. */
export interface Saved {
	id: number;
	version: number;
	savedAt: number;
}

/** One earlier version of a list. */
export interface HistoryEntry {
	version: number;
	savedAt: number;
	name: string;
}

/** Kinds of collection items: units in trays, upgrade cards, boxes. */
export type CollectionKind = 'unit' | 'upgrade' | 'box';

/** Kinds of Diskwars collection items: discs, command cards, boxes. */
export type DiskwarsCollectionKind = 'disc' | 'command-card' | 'box';

/** One line of the collection. */
export interface CollectionEntry {
	kind: string;
	item: string;
	count: number;
}

/** `can_field_all`: one saved list and whether the collection covers it. */
export interface FieldableList {
	id: number;
	name: string;
	/** The list's game, whose collection it is checked against (sent by the shell). */
	game?: string;
	canField: boolean;
	shortfalls: number;
}

/** The user's settings. */
export interface Settings {
	lang: Lang;
	theme: Theme;
	dataDir: string;
}

/** The paper a list is printed on. */
export type Paper = 'a4' | 'letter';

/** What the print view asks for (`list_print_preview`, `list_print_save`). */
export interface PrintOptions {
	/** The language of the printed list. */
	lang: Lang;
	paper: Paper;
	/** The player's name for the header; null prints none. */
	player: string | null;
	/** The date in the header, `YYYY-MM-DD`, printed as is. */
	date: string;
	/** Adds the table page (key numbers and tracking boxes). */
	playSheet: boolean;
}

/** An RGB colour, 0–255 each. */
export type Rgb = [number, number, number];

/** One thing drawn on a printed page; points from the page's top-left corner. */
export type LayoutItem =
	| {
			kind: 'text';
			x: number;
			/** The baseline. */
			y: number;
			size: number;
			weight: 'regular' | 'bold';
			color: Rgb;
			text: string;
			/** The text's width as the PDF measures it. */
			width: number;
	  }
	| { kind: 'line'; x1: number; y1: number; x2: number; y2: number; thickness: number; color: Rgb }
	| { kind: 'rect'; x: number; y: number; width: number; height: number; thickness: number; color: Rgb };

/** One printed page. */
export interface LayoutPage {
	items: LayoutItem[];
}

/** `list_print_preview`: the pages exactly as the PDF draws them. */
export interface PrintLayout {
	paper: Paper;
	/** Page width in points. */
	width: number;
	/** Page height in points. */
	height: number;
	pages: LayoutPage[];
}

/** A line of a score. */
export interface ScorePart {
	label: string;
	points: number;
}

/** One side's score and what it is made of. */
export interface SideScore {
	side: number;
	player: string;
	total: number;
	parts: ScorePart[];
}

/** How a finished match ended (`decided_by`: `elimination`, `score`, `draw`). */
export interface Outcome {
	winner: number | null;
	scores: SideScore[];
	decided_by: string;
	rule: string;
	reasoning: string[];
}

/** What the tracker is given of a match of any game `G` whose rules' state is `S`. */
export interface MatchViewOf<G extends string, S> {
	id: number;
	game: G;
	state: S;
	outcome: Outcome | null;
	/** The live score: each side's as it stands now. */
	scores: SideScore[];
	/** How many events of the timeline count. */
	head: number;
	timeline: number;
	log: number;
	canUndo: boolean;
	canRedo: boolean;
	/** When the result was kept in the history; null while in progress. */
	finishedAt: number | null;
}

/** `match_record`: the match now, and the rules' refusal if the entry was not taken. */
export interface Recorded {
	view: AnyMatchView;
	refused: Diagnostic | null;
}

/** A match of either game as the tracker shows it: `game` tells which (`games/diskwars/tracker-view.ts`). */
export type AnyMatchView = TrackerOf<'runewars'> | TrackerOf<'diskwars'> | TrackerOf<'sigmar'> | TrackerOf<'underworlds'>;

/** The tracker's view of a match of game `G` (Rust's `TrackerView` narrowed by its `game` tag). */
export type TrackerOf<G extends TrackerView['game']> = Extract<TrackerView, { game: G }>;

/** A player at the start of a match: their saved list and their name. */
export interface Seat {
	listId: number;
	name: string;
}

/** Won, lost or drawn, for the player who keeps the library. */
export type MatchOutcome = 'won' | 'lost' | 'drawn';

/** One match of the history. */
export interface MatchRow {
	id: number;
	game: string;
	createdAt: number;
	/** Null while the match is in progress. */
	finishedAt: number | null;
	player: string | null;
	opponent: string | null;
	listId: number | null;
	listName: string | null;
	opponentListId: number | null;
	opponentListName: string | null;
	faction: string | null;
	opponentFaction: string | null;
	outcome: MatchOutcome | null;
	result: Outcome | null;
	events: number;
}

/** Played, won, lost, drawn. */
export interface MatchRecord {
	played: number;
	won: number;
	lost: number;
	drawn: number;
}

/** `match_stats`: finished matches per saved list and per faction. */
export interface MatchStats {
	lists: (MatchRecord & { listId: number; name: string; game: string })[];
	factions: (MatchRecord & { game: string; faction: string })[];
}

/** The app's version and the games it knows. */
export function appInfo(): Promise<AppInfo> {
	return call('app_info');
}

/** Validates a list document (JSON text) and checks it against the collection. */
export function checkList<T = RuneWarsTotals>(document: string, lang: Lang): Promise<CheckResult<T>> {
	return call('check_list', { document, lang });
}

/** Every saved list. */
export function listsAll(): Promise<ListSummary[]> {
	return call('lists_all');
}

/** A saved list's summary and current document. */
export function listOpen(id: number): Promise<OpenedList> {
	return call('list_open', { id });
}

/** Saves a document as a new version of list `id`, or as a new list when `id` is null. */
export function listSave(id: number | null, document: string): Promise<Saved> {
	return call('list_save', { id, document });
}

/** Renames a list (a new version with the new name). */
export function listRename(id: number, name: string, lang: Lang): Promise<Saved> {
	return call('list_rename', { id, name, lang });
}

/** Copies a list into a new list named "… (copy)" / "… (copia)". */
export function listDuplicate(id: number, lang: Lang): Promise<Saved> {
	return call('list_duplicate', { id, lang });
}

/** Deletes a list and its history. */
export function listDelete(id: number): Promise<null> {
	return call('list_delete', { id });
}

/** Every version of a list, oldest first. */
export function listHistory(id: number): Promise<HistoryEntry[]> {
	return call('list_history', { id });
}

/** Brings back an earlier version (as a new version). */
export function listRestore(id: number, version: number): Promise<Saved> {
	return call('list_restore', { id, version });
}

/** Reads a list document file and saves it as a new list. */
export function listImportFile(path: string): Promise<Saved> {
	return call('list_import_file', { path });
}

/** Writes a saved list's current document to `path` (pretty JSON). */
export function listExportFile(id: number, path: string): Promise<null> {
	return call('list_export_file', { id, path });
}

/** The pages a list document (saved or not) prints as, for the preview. */
export function listPrintPreview(document: string, options: PrintOptions): Promise<PrintLayout> {
	return call('list_print_preview', { document, options });
}

/** Writes a list document's PDF to `path`. */
export function listPrintSave(document: string, options: PrintOptions, path: string): Promise<null> {
	return call('list_print_save', { document, options, path });
}

/** A list document as compact plain text for chats, in `lang`. */
export function listText(document: string, lang: Lang): Promise<string> {
	return call('list_text', { document, lang });
}

/** What the user owns in `game`. */
export function collectionGet(game: string): Promise<CollectionEntry[]> {
	return call('collection_get', { game });
}

/** Sets how many of an item the user owns; returns the new count (0 removes). */
export function collectionSet(
	game: string,
	kind: CollectionKind | DiskwarsCollectionKind,
	item: string,
	count: number
): Promise<number> {
	return call('collection_set', { game, kind, item, count });
}

/** One line of a box the player describes. */
export interface BoxLine {
	kind: 'unit' | 'upgrade';
	item: string;
	count: number;
}

/** Stores a box the player describes (as their own data, checked like shipped data). */
export function boxSave(game: string, id: string, contents: BoxLine[]): Promise<null> {
	return call('box_save', { game, id, contents });
}

/** Which saved lists the collection can field right now. */
export function canFieldAll(lang: Lang): Promise<FieldableList[]> {
	return call('can_field_all', { lang });
}

/**
 * Starts a match between the player's saved list and the opponent's (and, in Diskwars, up to
 * two `more` players'); the lists' game decides the game.
 */
export function matchStart(
	listId: number,
	opponentListId: number,
	player: string,
	opponent: string,
	lang: Lang,
	more: Seat[] = []
): Promise<AnyMatchView> {
	const args = { listId, opponentListId, player, opponent, lang };
	return call('match_start', more.length > 0 ? { ...args, more } : args);
}

/** A stored match, replayed from its log. */
export function matchOpen(id: number, lang: Lang): Promise<AnyMatchView> {
	return call('match_open', { id, lang });
}

/** Records one entry; a refusal by the rules comes back in `refused` (nothing changed). */
export function matchRecord(id: number, entry: RuneWarsEvent | TimelineMove | DiskwarsEvent | SigmarEvent | UnderworldsEvent, lang: Lang): Promise<Recorded> {
	return call('match_record', { id, entry, lang });
}

/** Keeps the result of a match that is over in the history. */
export function matchFinish(id: number, lang: Lang): Promise<AnyMatchView> {
	return call('match_finish', { id, lang });
}

/** Every match, newest first. */
export function matchesList(): Promise<MatchRow[]> {
	return call('matches_list');
}

/** Finished matches per saved list and per faction. */
export function matchStats(): Promise<MatchStats> {
	return call('match_stats');
}

/** The user's settings. */
export function settingsGet(): Promise<Settings> {
	return call('settings_get');
}

/** Stores the settings; a new `dataDir` opens (or creates) the library there. */
export function settingsSet(settings: Settings): Promise<Settings> {
	return call('settings_set', { settings });
}

/** What a save dialog saves: a list document or a printed list. */
export type SaveKind = 'list' | 'pdf';

const LIST_FILTERS = [{ name: 'Muster list (JSON)', extensions: ['json'] }];
const SAVE_FILTERS: Record<SaveKind, { name: string; extensions: string[] }[]> = {
	list: LIST_FILTERS,
	pdf: [{ name: 'PDF', extensions: ['pdf'] }]
};

/** Asks for a list file to import (native open dialog); null when cancelled. */
export async function chooseListFile(title: string): Promise<string | null> {
	if (import.meta.env.VITE_MOCK === '1') return '/home/player/lists/imported.json';
	try {
		return await open({ title, multiple: false, directory: false, filters: LIST_FILTERS });
	} catch (error) {
		throw toAppError(error);
	}
}

/** Asks where to export a list, or to save its PDF (native save dialog); null when cancelled. */
export async function chooseExportPath(
	title: string,
	suggestedName: string,
	kind: SaveKind = 'list'
): Promise<string | null> {
	if (import.meta.env.VITE_MOCK === '1') return `/home/player/${suggestedName}`;
	try {
		return await save({ title, defaultPath: suggestedName, filters: SAVE_FILTERS[kind] });
	} catch (error) {
		throw toAppError(error);
	}
}

/** Asks for a folder (native open dialog in directory mode); null when cancelled. */
export async function chooseFolder(title: string, current: string): Promise<string | null> {
	if (import.meta.env.VITE_MOCK === '1') return '/home/player/Documents/Muster';
	try {
		return await open({ title, directory: true, multiple: false, defaultPath: current || undefined });
	} catch (error) {
		throw toAppError(error);
	}
}
