/**
 * What a game gives the pages every game shares: `games/<game>/index.ts` is one of these,
 * and the registry (`./index.ts`) holds them. Its screens are loaded when a page first shows
 * them, so a page that only names games (home, the lists) loads none of their code.
 */
import type { GameId, Lang, TrackerOf } from '$lib/api';
import type { ListPageProps } from '$lib/builder.svelte';
import type { CollectionKindOf, CollectionStore } from '$lib/collection.svelte';
import { labelOf, type MessageKey } from '$lib/i18n.svelte';
import type { Component } from 'svelte';

/** A component, loaded when a page first shows it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Svelte's own bound for props
export type Lazy<Props extends Record<string, any>> = () => Promise<Component<Props>>;

/** How a scoreboard counts a side's total (`ScoreBoard`'s props). */
export interface ScoreStyle {
	/** Victory points rather than points. */
	vp: boolean;
	/** Models lost (fewer is better) rather than points. */
	lost: boolean;
	/** Glory rather than points. */
	glory: boolean;
}

/**
 * What the new match page asks the players before a match of the game (Underworlds: the
 * fighters' Health and Bounty the data does not give), kept until "Save and start".
 */
export interface MatchQuestions {
	/** What is asked now (nothing: the match can start). */
	readonly asked: readonly unknown[];
	/** The factions `asked` was last worked out for, once known. */
	readonly answeredFor: readonly string[];
	/** Asks about the chosen lists' factions (`''` for a seat with no list yet). */
	ask(factions: readonly string[], lang: Lang): Promise<void>;
	/** Saves every answer; false when Rust refused one (it shows where). */
	save(lang: Lang): Promise<boolean>;
}

/** The questions of one new match and the form that asks them. */
export interface MatchAsking {
	questions: MatchQuestions;
	form: Component<{ questions: MatchQuestions }>;
	/** The start button's words while something is asked. */
	start: MessageKey;
}

/**
 * A game's own colour, `#rrggbb` for each theme: readable at WCAG AA as text on the page and
 * under the theme's `--on-accent` text (checked by `games/index.test.ts`).
 */
export interface Accent {
	light: string;
	dark: string;
}

/** One game, as the shared pages use it. */
export interface GameModule<G extends GameId> {
	/** Its colour, where a player picks, builds and plays it. */
	accent: Accent;
	/** Its mark beside its name: a small SVG we drew (`currentColor`, no publisher art). */
	emblem: Component<{ size?: number }>;
	/** Its list builder, for a new or a saved list. */
	builder: Lazy<ListPageProps>;
	/** Its tracker screen. */
	tracker: Lazy<{ view: TrackerOf<G> }>;
	/** Its part of the collection page (told when a count is stored). */
	collection: Lazy<{ onChanged: () => void }>;
	/** What the user owns of it. */
	owned: CollectionStore<CollectionKindOf<G>>;
	/** A saved list's faction (an Underworlds warband) by name, once its catalogue is here. */
	factionName(faction: string): string;
	/** Loads the catalogue those names come from. */
	loadNames(lang: Lang): void;
	/** Forgets its catalogue: the library moved, and the player's data with it. */
	forget(): void;
	/** How its scoreboard counts, for a match in `view`'s state. */
	score(view: TrackerOf<G>): ScoreStyle;
	/** How the end of the game says how it was decided (`Outcome.decided_by`), if it has words. */
	decidedBy(decided: string): MessageKey | null;
	/** What a list of it is, under its title on the new list page. */
	hint: MessageKey;
	/** The collection page's subtitle on its tab. */
	collectionSubtitle: MessageKey;
	/** A note on the new match page, under its start button. */
	matchNote?: MessageKey;
	/** The lists are picked in secret, one player at a time, and revealed together. */
	secretPicks?: boolean;
	/** What the new match page asks before a match (loaded when the game is chosen). */
	asking?: () => Promise<MatchAsking>;
	/** A data season's name, in the reader's language (the About section's packs). */
	seasonName?(season: string): string;
	/** Its table of values the data leaves out (`/values`). */
	values?: Lazy<Record<string, never>>;
}

/** The shared words for how a game was decided, by Rust's `decided_by` code. */
const SUMMARY_BY = {
	elimination: 'summary.by.elimination',
	score: 'summary.by.score',
	draw: 'summary.by.draw',
	initiative: 'summary.by.initiative',
	no_winner: 'summary.by.no_winner',
	annihilation: 'summary.by.annihilation',
	mutual_annihilation: 'summary.by.mutual_annihilation',
	sudden_death: 'summary.by.sudden_death',
	minor_victory: 'summary.by.minor_victory',
	victory_points: 'summary.by.victory_points'
} satisfies Record<string, MessageKey>;

/** How the end of the game says how it was decided, for a game that uses the shared words. */
export function summaryBy(decided: string): MessageKey | null {
	return labelOf(SUMMARY_BY, decided);
}

/** The plain scoreboard: points. */
export const POINTS: ScoreStyle = { vp: false, lost: false, glory: false };
