/** Underworlds, as the pages every game shares see it (the registry's entry: `games/index.ts`). */
import type { GameModule, MatchAsking, MatchQuestions } from '../game';
import { POINTS } from '../game';
import { labelOf, type MessageKey } from '$lib/i18n.svelte';
import { attempt } from '$lib/notices.svelte';
import type { Component } from 'svelte';
import { uwCatalog } from './catalog.svelte';
import { owned } from './collection/owned.svelte';
import Emblem from './Emblem.svelte';

/** The ways an Underworlds game is decided that have words of their own. */
/** How an Underworlds game was decided, by Rust's `decided_by` code. */
const DECIDED_BY = {
	glory: 'uwMatch.by.glory',
	fighters: 'uwMatch.by.fighters',
	treasure: 'uwMatch.by.treasure',
	bounty: 'uwMatch.by.bounty',
	draw: 'uwMatch.by.draw'
} satisfies Record<string, MessageKey>;

/** The fighters' Health and Bounty the data does not give, asked before a match. */
async function asking(): Promise<MatchAsking> {
	const [{ FighterQuestions }, card] = await Promise.all([import('./records/fighter-answers.svelte'), import('./tracker/FighterQuestionsCard.svelte')]);
	return {
		questions: new FighterQuestions((catalog) => uwCatalog.replace(catalog)),
		// The card is only ever given the questions made here.
		form: card.default as Component<{ questions: MatchQuestions }>,
		start: 'uw.ff.saveAndStart'
	};
}

const underworlds: GameModule<'underworlds'> = {
	// Its face: a hexagon, violet.
	accent: { light: '#6a3d9e', dark: '#bb9cf2' },
	emblem: Emblem,
	builder: () => import('./builder/UnderworldsBuilder.svelte').then((m) => m.default),
	tracker: () => import('./tracker/UnderworldsTracker.svelte').then((m) => m.default),
	collection: () => import('./collection/UnderworldsCollection.svelte').then((m) => m.default),
	owned,
	// An Underworlds list is filed under its warband.
	factionName: (warband) => (warband === '' ? '–' : (uwCatalog.current?.warbandName(warband) ?? warband)),
	loadNames: () => void attempt(() => uwCatalog.ensure()),
	forget: () => uwCatalog.reset(),
	score: () => ({ ...POINTS, glory: true }),
	decidedBy: (decided) => labelOf(DECIDED_BY, decided),
	hint: 'newList.underworlds',
	collectionSubtitle: 'collection.uw.subtitle',
	matchNote: 'newMatch.underworldsHint',
	// Warband and deck are chosen in secret and revealed together (rules digest L237).
	secretPicks: true,
	asking
};

export default underworlds;
