/** Age of Sigmar, as the pages every game shares see it (the registry's entry: `games/index.ts`). */
import type { GameModule } from '../game';
import Emblem from './Emblem.svelte';
import { POINTS, summaryBy } from '../game';
import { t } from '$lib/i18n.svelte';
import { seasonYears, sigmarCatalog } from './catalog.svelte';
import { owned } from './collection/owned.svelte';

const sigmar: GameModule<'sigmar'> = {
	// Its face: a comet, gold.
	accent: { light: '#855600', dark: '#e6b24a' },
	emblem: Emblem,
	builder: () => import('./builder/SigmarBuilder.svelte').then((m) => m.default),
	tracker: () => import('./tracker/SigmarTracker.svelte').then((m) => m.default),
	collection: () => import('./collection/SigmarCollection.svelte').then((m) => m.default),
	owned,
	factionName: (faction) => sigmarCatalog.current?.factionName(faction) ?? faction,
	// The packs may be the player's to import: without them the ids stay, unannounced.
	loadNames: (lang) => void sigmarCatalog.ensure(lang).catch(() => undefined),
	forget: () => sigmarCatalog.reset(),
	// Matched play is won on victory points; open play counts the models each side lost.
	score: (view) => ({ ...POINTS, vp: view.state.mode === 'matched', lost: view.state.mode === 'open' }),
	decidedBy: summaryBy,
	hint: 'newList.sigmar',
	collectionSubtitle: 'collection.sg.subtitle',
	matchNote: 'newMatch.sigmarTriumph',
	seasonName: (season) => t('sg.seasonName', { years: seasonYears(season) })
};

export default sigmar;
