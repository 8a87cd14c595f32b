/**
 * The print view's choices for this session: the paper, the player's name and the language
 * start from the settings (Settings → Printing; the language, unless set there, is the app's;
 * the name, unless set there, the one New match remembers: `playerName`)
 * and a change in the print view holds until the app closes (the paper is also stored as the
 * new default); whether to add the table page.
 */
import type { Lang, Paper } from './api';
import { i18n } from './i18n.svelte';
import { playerName } from './player-name.svelte';
import { settings } from './settings.svelte';

class PrintChoices {
	/** Chosen in the print view this session; null: the settings' default. */
	private chosenPaper = $state<Paper | null>(null);
	private typedPlayer = $state<string | null>(null);
	private chosenLang = $state<Lang | null>(null);
	playSheet = $state(true);

	/** The language of the print: chosen in the print view, else the settings', else the app's. */
	get lang(): Lang {
		return this.chosenLang ?? settings.current.printLang ?? i18n.lang;
	}

	set lang(lang: Lang) {
		this.chosenLang = lang;
	}

	get paper(): Paper {
		return this.chosenPaper ?? settings.current.paper;
	}

	/** The player's name: typed in the print view, else the one the app remembers. */
	get player(): string {
		return this.typedPlayer ?? playerName.current;
	}

	set player(name: string) {
		this.typedPlayer = name;
	}

	/** Chooses the paper, and keeps it as the default (stored by Rust with the settings). */
	setPaper(paper: Paper): void {
		this.chosenPaper = paper;
		void settings.update({ paper }).catch(() => {
			// Refused: the choice holds for this session only.
		});
	}

	/** Back to the first-start choices (tests). */
	reset(): void {
		this.chosenPaper = null;
		this.typedPlayer = null;
		this.chosenLang = null;
		this.playSheet = true;
	}
}

/** The print view's choices. */
export const printChoices = new PrintChoices();
