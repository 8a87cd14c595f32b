/** RuneWars, as the pages every game shares see it (the registry's entry: `games/index.ts`). */
import type { GameModule } from '../game';
import Emblem from './Emblem.svelte';
import { POINTS, summaryBy } from '../game';
import { catalog } from './catalog.svelte';
import { owned } from './collection/owned.svelte';
import { attempt } from '$lib/notices.svelte';

const runewars: GameModule<'runewars'> = {
	// Its face: a rune in a circle, red.
	accent: { light: '#a3262a', dark: '#f08a80' },
	emblem: Emblem,
	builder: () => import('./builder/ListBuilder.svelte').then((m) => m.default),
	tracker: () => import('./tracker/RuneWarsTracker.svelte').then((m) => m.default),
	collection: () => import('./collection/RuneWarsCollection.svelte').then((m) => m.default),
	owned,
	factionName: (faction) => catalog.current?.factionName(faction) ?? faction,
	loadNames: (lang) => void attempt(() => catalog.ensure(lang)),
	forget: () => catalog.reset(),
	score: () => POINTS,
	decidedBy: summaryBy,
	hint: 'newList.runewars',
	collectionSubtitle: 'collection.subtitle'
};

export default runewars;
