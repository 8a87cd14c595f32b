/**
 * The UI's one way to the Rust shell. Every command's typed function, every type Rust sends
 * or takes and the rules' numbers (`RULES`) are generated from the Rust types into
 * `./bindings` (by `scripts/bindings`; never edited by hand, and a Rust test fails while it is
 * stale) and re-exported here, so the rest of the UI imports them all from `$lib/api`; the
 * call itself is `./transport`'s. This file adds only what is not generated:
 *
 * - the native dialogs (`chooseListFile`, `chooseRosterFile`, `chooseExportPath`,
 *   `chooseFolder`) and `revealFile` (the file manager), the plugin calls the window makes
 *   besides the commands;
 * - `TrackerOf` and `GameCheck`: two generated types narrowed to one game, where the UI
 *   knows the game and the contract's type does not say it (see each);
 * - `AppError`, `toAppError` and `UNEXPECTED`, re-exported from `./transport`.
 *
 * No other module calls `invoke` or a Tauri plugin. The contract sits at the bottom: nothing
 * here (nor in `./transport` or `./bindings`) imports a component or a game's module.
 */
import { open, save } from '@tauri-apps/plugin-dialog';
import { revealItemInDir } from '@tauri-apps/plugin-opener';
import type { CheckResult, Report, TrackerView } from './bindings';
import { toAppError } from './transport';

export * from './bindings';
export { AppError, toAppError, UNEXPECTED } from './transport';

/**
 * The tracker's view of a match of game `G`: Rust's `TrackerView` narrowed by its `game` tag
 * (what a game's tracker screen is given once the tag has said which game it is).
 */
export type TrackerOf<G extends TrackerView['game']> = Extract<TrackerView, { game: G }>;

/**
 * `check_list`'s answer for a list whose game the caller knows: its report's totals are that
 * game's `T`. Rust's `CheckResult` types the report as any game's (`AnyReport`), whose `game`
 * is a plain string TypeScript cannot narrow by; a builder knows the game of the document it
 * sent, and says so once, where it asks (`Builder.runCheck`).
 */
export type GameCheck<T> = Omit<CheckResult, 'report'> & { report: Report<T> };

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

/** The roster files `sigmar_read_roster` reads: BattleScribe's `.ros` and `.rosz`, New Recruit's `.json`. */
const ROSTER_FILTERS = [{ name: 'BattleScribe / New Recruit roster', extensions: ['ros', 'rosz', 'json'] }];

/** Asks for a roster file to read (native open dialog); null when cancelled. */
export async function chooseRosterFile(title: string): Promise<string | null> {
	if (import.meta.env.VITE_MOCK === '1') return '/home/player/rosters/army.rosz';
	try {
		return await open({ title, multiple: false, directory: false, filters: ROSTER_FILTERS });
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

/** Shows a file the app saved in the system's file manager, selected in its folder. */
export async function revealFile(path: string): Promise<void> {
	if (import.meta.env.VITE_MOCK === '1') return;
	try {
		await revealItemInDir(path);
	} catch (error) {
		throw toAppError(error);
	}
}
