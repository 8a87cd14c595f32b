/**
 * The user's settings as the window uses them: the language of every label and message,
 * the theme (`data-theme` on <html>), the data folder, when lists are checked against the
 * collection, and the printing defaults (player name, paper, language). Read once at start; every change
 * is applied at once and then stored by Rust (`settings_set`), and put back if Rust refuses.
 */
import { settingsChooseDataFolder, settingsGet, settingsSet, type Lang, type Settings, type Theme } from './api';
import { i18n } from './i18n.svelte';

function apply(settings: Settings): void {
	i18n.lang = settings.lang;
	if (typeof document !== 'undefined') {
		document.documentElement.lang = settings.lang;
		document.documentElement.dataset.theme = settings.theme;
	}
}

class SettingsStore {
	current = $state<Settings>({ lang: 'en', theme: 'light', dataDir: '', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null });
	loaded = $state(false);

	/** Reads the stored settings and applies them. */
	async load(): Promise<void> {
		const settings = await settingsGet();
		this.current = settings;
		this.loaded = true;
		apply(settings);
	}

	/** Applies a change at once, then stores it; on refusal the previous settings come back. */
	async update(change: Partial<Settings>): Promise<void> {
		const previous = this.current;
		const wanted = { ...previous, ...change };
		this.current = wanted;
		apply(wanted);
		try {
			const stored = await settingsSet(wanted);
			this.current = stored;
			apply(stored);
		} catch (error) {
			this.current = previous;
			apply(previous);
			throw error;
		}
	}

	/**
	 * Moves the library to a folder the player chooses in the folder dialog (opened by Rust,
	 * titled `title`); true when moved, false when cancelled.
	 */
	async chooseDataFolder(title: string): Promise<boolean> {
		const stored = await settingsChooseDataFolder(title);
		if (!stored) return false;
		this.current = stored;
		apply(stored);
		return true;
	}

	setLang(lang: Lang): Promise<void> {
		return this.update({ lang });
	}

	setTheme(theme: Theme): Promise<void> {
		return this.update({ theme });
	}
}

/** The window's settings. */
export const settings = new SettingsStore();
