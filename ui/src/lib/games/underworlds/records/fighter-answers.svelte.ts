/**
 * The players' answers to one warband's fighter form (`underworlds_fighter_form`: every
 * fighter the data counts, with what is known of its Health and Bounty), as `FighterForm`
 * edits them, and their save (`underworlds_save_fighters`, kept as the player's own record of
 * the warband). Nothing is checked here: a value Rust refuses comes back as its fault at the
 * fighter's row.
 */
import {
	toAppError,
	underworldsFighterForm,
	underworldsSaveFighters,
	type Lang,
	type UnderworldsCatalogView,
	type UnderworldsFighterForm,
	type UnderworldsFighterValues
} from '$lib/api';
import { recordFault } from './drafts';

/** Rust's refusal: the row it names (null: the whole warband) and its words. */
export interface RowFault {
	row: number | null;
	text: string;
}

/** The fighter's row a refusal's place names (`/fighters/2/…` is row 2). */
function rowOf(pointer: string): number | null {
	const match = /^\/fighters\/(\d+)(?:\/|$)/.exec(pointer);
	return match ? Number(match[1]) : null;
}

/** One warband's form being answered. */
export class FighterAnswers {
	/** What Rust asked. */
	readonly form: UnderworldsFighterForm;
	/** The answers, one per fighter, in roster order. */
	rows = $state<UnderworldsFighterValues[]>([]);
	/** Rust's last refusal, null once saved or before a save. */
	fault = $state<RowFault | null>(null);
	saving = $state(false);

	constructor(form: UnderworldsFighterForm) {
		this.form = form;
		this.rows = form.fighters.map((f) => ({ ...f }));
	}

	/** The warband's id. */
	get warband(): string {
		return this.form.warband;
	}

	/** Makes fighter `row` the warband's one leader. */
	lead(row: number): void {
		this.rows.forEach((r, i) => (r.leader = i === row));
	}

	/**
	 * Saves the answers. The catalogue Rust sends back, or null when it refused them (then
	 * `fault` says where and why, and nothing was stored); any other failure is thrown.
	 */
	async save(lang: Lang): Promise<UnderworldsCatalogView | null> {
		this.saving = true;
		this.fault = null;
		try {
			return await underworldsSaveFighters(this.warband, $state.snapshot(this.rows), lang);
		} catch (error) {
			const refused = toAppError(error);
			if (refused.code !== 'record.invalid') throw error;
			const fault = recordFault(refused.message);
			this.fault = fault ? { row: rowOf(fault.pointer), text: fault.text } : { row: null, text: refused.message };
			return null;
		} finally {
			this.saving = false;
		}
	}
}

/** The forms of `warbands` (each once, in order), as Rust gives them. */
export async function askFighters(warbands: readonly string[], lang: Lang): Promise<FighterAnswers[]> {
	const distinct = [...new Set(warbands.filter((w) => w !== ''))];
	const forms = await Promise.all(distinct.map((w) => underworldsFighterForm(w, lang)));
	return forms.map((form) => new FighterAnswers(form));
}

/**
 * What the new match page asks before an Underworlds match: the forms of the chosen lists'
 * warbands that the tracker cannot do without (`complete` false), each asked of Rust once
 * and kept while the player answers, and saved together before the match starts.
 */
export class FighterQuestions {
	/** The incomplete forms of the warbands last asked about, in seat order. */
	asked = $state.raw<FighterAnswers[]>([]);
	/** The warbands `asked` was last worked out for, once their forms have come. */
	answeredFor = $state.raw<string[]>([]);
	/** Each warband's form, asked of Rust once (null: Rust has none). */
	private readonly known = new Map<string, Promise<FighterAnswers | null>>();
	private asking = 0;

	/**
	 * Asks for the forms of `warbands` (ids; '' for a seat with no list yet). A warband Rust
	 * has no form of is left to the match's own refusal.
	 */
	async ask(warbands: readonly string[], lang: Lang): Promise<void> {
		const ticket = ++this.asking;
		const distinct = [...new Set(warbands.filter((w) => w !== ''))];
		for (const w of distinct) {
			if (!this.known.has(w)) {
				this.known.set(
					w,
					underworldsFighterForm(w, lang).then(
						(form) => new FighterAnswers(form),
						() => null
					)
				);
			}
		}
		const answers = await Promise.all(distinct.map((w) => this.known.get(w)));
		if (ticket !== this.asking) return;
		this.asked = answers.filter((a): a is FighterAnswers => a != null && !a.form.complete);
		this.answeredFor = distinct;
	}

	/** Nothing to ask (another game, or no list chosen). */
	clear(): void {
		this.asking += 1;
		this.asked = [];
		this.answeredFor = [];
	}

	/** @param onCatalog gets each save's answer (the catalogue with the warband now the player's). */
	constructor(private readonly onCatalog: (catalog: UnderworldsCatalogView) => void) {}

	/**
	 * Saves every asked form in turn. True when all were stored (nothing is asked again);
	 * false when Rust refused one (its fault is at its row; the forms after it are not saved,
	 * those before it are no longer asked).
	 */
	async save(lang: Lang): Promise<boolean> {
		for (const answers of [...this.asked]) {
			const catalog = await answers.save(lang);
			if (!catalog) return false;
			this.onCatalog(catalog);
			this.known.delete(answers.warband);
			this.asked = this.asked.filter((a) => a !== answers);
		}
		return true;
	}
}
