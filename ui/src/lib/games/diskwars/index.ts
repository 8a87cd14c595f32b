/** Diskwars, as the pages every game shares see it (the registry's entry: `games/index.ts`). */
import type { GameModule } from '../game';
import Emblem from './Emblem.svelte';
import { POINTS, summaryBy } from '../game';
import { diskwarsCatalog } from './catalog.svelte';
import { owned } from './collection/owned.svelte';
import { attempt } from '$lib/notices.svelte';

const diskwars: GameModule<'diskwars'> = {
	// Its face: a disc, green.
	accent: { light: '#1d6b58', dark: '#5ccdae' },
	emblem: Emblem,
	builder: () => import('./builder/DiskwarsBuilder.svelte').then((m) => m.default),
	tracker: () => import('./tracker/DiskwarsTracker.svelte').then((m) => m.default),
	collection: () => import('./collection/DiskwarsCollection.svelte').then((m) => m.default),
	owned,
	// A list with no faction yet (no regiment chosen) shows "–".
	factionName: (faction) => (faction === '' ? '–' : (diskwarsCatalog.current?.factionName(faction) ?? faction)),
	loadNames: (lang) => void attempt(() => diskwarsCatalog.ensure(lang)),
	forget: () => diskwarsCatalog.reset(),
	// Victory points (rules digest: the short and long games are won on them).
	score: () => ({ ...POINTS, vp: true }),
	decidedBy: summaryBy,
	hint: 'newList.diskwars',
	collectionSubtitle: 'collection.dw.subtitle',
	values: () => import('./values/ValuesTable.svelte').then((m) => m.default)
};

export default diskwars;
