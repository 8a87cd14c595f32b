/**
 * A small Age of Sigmar catalogue for the tests, shaped like `sigmar_catalog`'s answer: a few
 * real warscrolls with the numbers the BattleScribe data gives them (digest §4: Lord-Celestant
 * 100 pts, Liberators 90 pts and 5 models, 10 for 180 Reinforced, Neave Blacktalon 280 and
 * UNIQUE; Knight-Azyros 110, Vindictors 90, Stormreach Portal 20 [SCE L4046, L3444, L4369];
 * Bloodletters 150 and 10 models, Mighty Lord of Khorne 110). The UI never computes a rule
 * with them: totals, findings and what may be added come from the test's `check_list` and
 * `sigmar_choices`. The catalogue lists factions only, as Rust's does; their packs are what
 * `sigmar_pack` answers (`sigmarPackAnswer`).
 */
import type {
	Diagnostic,
	GameCheck,
	SigmarCatalogView,
	SigmarFactionView,
	SigmarPackView,
	SigmarChoices,
	SigmarOptionView,
	SigmarPick,
	SigmarTotals,
	SigmarUnitView, SigmarList} from '$lib/api';
import { verdictOf } from '$lib/mock/verdict';

const noProfile = { move: null, health: null, save: null, control: null, banishment: null };

function unit(id: string, name: string, extra: Partial<SigmarUnitView> = {}): SigmarUnitView {
	return {
		id,
		name,
		points: null,
		free: false,
		models: 1,
		reinforced: null,
		keywords: [],
		hero: false,
		unique: false,
		warmaster: false,
		legends: false,
		factionTerrain: false,
		manifestation: false,
		profile: noProfile,
		base: null,
		enhancements: false,
		tables: [],
		...extra
	};
}

function option(id: string, name: string, group: string | null = null, points: number | null = null): SigmarOptionView {
	return { id, name, group, points };
}

const sce = ['ORDER', 'STORMCAST ETERNALS'];

export const lordCelestant = unit('lord-celestant', 'Lord-Celestant', {
	points: 100,
	keywords: ['HERO', ...sce, 'INFANTRY', 'WARRIOR CHAMBER'],
	hero: true,
	enhancements: true,
	profile: { move: '5"', health: 6, save: '3+', control: 2, banishment: null },
	base: '40mm'
});

export const liberators = unit('liberators', 'Liberators', {
	points: 90,
	models: 5,
	reinforced: { points: 180, models: 10 },
	keywords: ['INFANTRY', 'CHAMPION', ...sce, 'WARRIOR CHAMBER'],
	profile: { move: '5"', health: 2, save: '3+', control: 1, banishment: null },
	base: '40mm'
});

/** A faction as the catalogue lists it. */
export function faction(id: string, name: string, grandAlliance: string | null, extra: Partial<SigmarFactionView> = {}): SigmarFactionView {
	return { id, name, grandAlliance, legends: false, user: false, armyOf: null, ...extra };
}

const stormcast = faction('stormcast-eternals', 'Stormcast Eternals', 'ORDER');
const khorne = faction('blades-of-khorne', 'Blades of Khorne', 'CHAOS', { user: true });

/** The Stormcast Eternals pack. */
export const stormcastPack: SigmarPackView = {
	faction: stormcast,
	season: 'ghb-2026-27',
	source: { origin: 'BSData/age-of-sigmar-4th', files: [{ file: 'Stormcast Eternals.cat', revision: 44 }], note: 'muster import bsdata' },
	units: [
		lordCelestant,
		unit('knight-azyros', 'Knight-Azyros', {
			points: 110,
			keywords: ['HERO', ...sce, 'RUINATION CHAMBER', 'FLY', 'INFANTRY'],
			hero: true,
			enhancements: true,
			profile: { move: '12"', health: 6, save: '3+', control: 5, banishment: null }
		}),
		unit('neave-blacktalon', 'Neave Blacktalon', {
			points: 280,
			keywords: ['HERO', 'UNIQUE', ...sce, 'INFANTRY', 'VANGUARD CHAMBER'],
			hero: true,
			unique: true,
			profile: { move: '7"', health: 6, save: '3+', control: 2, banishment: null }
		}),
		liberators,
		unit('vindictors', 'Vindictors', {
			points: 90,
			models: 5,
			reinforced: { points: 180, models: 10 },
			keywords: ['INFANTRY', 'CHAMPION', ...sce, 'WARRIOR CHAMBER'],
			profile: { move: '5"', health: 2, save: '3+', control: 1, banishment: null }
		}),
		unit('stormreach-portal', 'Stormreach Portal', { points: 20, keywords: ['FACTION TERRAIN', ...sce], factionTerrain: true })
	],
	heroicTraits: [option('staunch-defender', 'Staunch Defender'), option('envoy-of-the-heavens', 'Envoy of the Heavens')],
	artefacts: [option('null-pendant', 'Null Pendant', 'Artefacts of the Tempest'), option('quicksilver-draught', 'Quicksilver Draught', 'Artefacts of the Tempest')],
	battleFormations: [option('vanguard-wing', 'Vanguard Wing'), option('thunderhead-host', 'Thunderhead Host')],
	spellLores: [option('lore-of-the-storm', 'Lore of the Storm')],
	prayerLores: [option('prayers-of-the-stormhosts', 'Prayers of the Stormhosts')],
	manifestationLores: [option('manifestations-of-the-storm', 'Manifestations of the Storm'), option('forbidden-power', 'Forbidden Power', null, 20)],
	regimentsOfRenown: [],
	tables: []
};

/** The player's own Blades of Khorne pack (imported from their BattleScribe folder). */
export const khornePack: SigmarPackView = {
	faction: khorne,
	season: 'ghb-2026-27',
	source: { origin: '/home/player/bsdata', files: [{ file: 'Blades of Khorne.cat', revision: 50 }], note: 'imported in Muster' },
	units: [
		unit('mighty-lord-of-khorne', 'Mighty Lord of Khorne', {
			points: 110,
			keywords: ['HERO', 'CHAOS', 'BLADES OF KHORNE', 'INFANTRY', 'BLOODBOUND'],
			hero: true,
			enhancements: true,
			profile: { move: '5"', health: 7, save: '3+', control: 2, banishment: null }
		}),
		unit('bloodletters', 'Bloodletters', {
			points: 150,
			models: 10,
			reinforced: { points: 300, models: 20 },
			keywords: ['INFANTRY', 'WARD (6+)', 'CHAOS', 'DAEMON', 'BLADES OF KHORNE'],
			profile: { move: '5"', health: 2, save: '5+', control: 1, banishment: null },
			base: '32mm'
		})
	],
	heroicTraits: [],
	artefacts: [],
	battleFormations: [],
	spellLores: [],
	prayerLores: [],
	manifestationLores: [],
	regimentsOfRenown: [],
	tables: []
};

/**
 * The catalogue: the two factions above with packs, and more as the chooser lists them (no
 * pack here: `sigmar_pack` refuses them): armies of renown under their army, Legends ones,
 * one of each grand alliance.
 */
export const sigmarCatalogEn: SigmarCatalogView = {
	factions: [
		faction('beasts-of-chaos-legends', 'Beasts of Chaos', 'CHAOS', { legends: true }),
		faction('blades-of-khorne-gorechosen-champions', 'Blades of Khorne - Gorechosen Champions', 'CHAOS', { armyOf: 'blades-of-khorne' }),
		faction('gloomspite-gitz', 'Gloomspite Gitz', 'DESTRUCTION'),
		faction('nighthaunt', 'Nighthaunt', 'DEATH'),
		faction('seraphon', 'Seraphon', 'ORDER'),
		stormcast,
		faction('stormcast-eternals-astral-templars-legends', 'Stormcast Eternals - Astral Templars', 'ORDER', { legends: true, armyOf: 'stormcast-eternals' }),
		faction('stormcast-eternals-draconith-skywing', 'Stormcast Eternals - Draconith Skywing', 'ORDER', { armyOf: 'stormcast-eternals' }),
		faction('sylvaneth', 'Sylvaneth', 'ORDER'),
		khorne
	],
	seasons: ['ghb-2024-25', 'ghb-2025-26', 'ghb-2026-27']
};

/** The packs `sigmar_pack` opens, by faction. */
export const sigmarPacksEn: Record<string, SigmarPackView> = {
	'stormcast-eternals': stormcastPack,
	'blades-of-khorne': khornePack
};

/** `sigmar_pack`'s answer: the faction's pack, or Rust's refusal of a faction no pack has. */
export function sigmarPackAnswer({ faction }: Record<string, unknown>): SigmarPackView {
	const pack = sigmarPacksEn[String(faction)];
	if (!pack) throw { code: 'args.invalid', message: `no Age of Sigmar faction '${String(faction)}'` };
	return pack;
}

/** A pick as `sigmar_choices` gives it, allowed unless a reason is given. */
export function pick(id: string, name: string, points: number | null, reason: string | null = null, extra: Partial<SigmarPick> = {}): SigmarPick {
	return { id, name, points, reinforcedPoints: null, hero: false, allowed: reason === null, reason, ...extra };
}

/** What a Stormcast list with `regiments` regiments could take (the helper's answer, shaped by the test). */
export function stormcastChoices(regiments: SigmarChoices['regiments'] = []): SigmarChoices {
	return {
		leaders: [
			pick('lord-celestant', 'Lord-Celestant', 100, null, { hero: true }),
			pick('knight-azyros', 'Knight-Azyros', 110, null, { hero: true }),
			pick('neave-blacktalon', 'Neave Blacktalon', 280, null, { hero: true })
		],
		regiments,
		auxiliaries: [
			pick('liberators', 'Liberators', 90, null, { reinforcedPoints: 180 }),
			pick('vindictors', 'Vindictors', 90, null, { reinforcedPoints: 180 })
		],
		regimentsOfRenown: [],
		factionTerrain: [pick('stormreach-portal', 'Stormreach Portal', 20)],
		heroicTraits: [pick('staunch-defender', 'Staunch Defender', null), pick('envoy-of-the-heavens', 'Envoy of the Heavens', null)],
		artefacts: [pick('null-pendant', 'Null Pendant', null), pick('quicksilver-draught', 'Quicksilver Draught', null)],
		battleFormations: [pick('vanguard-wing', 'Vanguard Wing', null), pick('thunderhead-host', 'Thunderhead Host', null)],
		spellLores: [pick('lore-of-the-storm', 'Lore of the Storm', null)],
		prayerLores: [pick('prayers-of-the-stormhosts', 'Prayers of the Stormhosts', null)],
		manifestationLores: [pick('manifestations-of-the-storm', 'Manifestations of the Storm', null), pick('forbidden-power', 'Forbidden Power', 20)],
		enhancementTables: []
	};
}

/** Matched-play totals as the validator would give them. */
export function matchedTotals(extra: Partial<SigmarTotals> = {}): SigmarTotals {
	return {
		mode: 'matched',
		models: 0,
		units: 0,
		points: 0,
		points_limit: 2000,
		points_left: 2000,
		unpriced: [],
		free: [],
		regiments: 0,
		auxiliaries: 0,
		drops: 0,
		regiment_slots: [],
		renown_points: null,
		...extra
	};
}

/** Open-play totals. */
export function openTotals(models: number, units: number): SigmarTotals {
	return { ...matchedTotals(), mode: 'open', models, units, points_limit: null, points_left: null };
}

/** `check_list`'s answer with these totals and findings. */
export function sigmarCheck(totals: SigmarTotals, diagnostics: Diagnostic[] = []): GameCheck<SigmarTotals> {
	return {
		report: { game: 'sigmar', ...verdictOf(diagnostics), totals, diagnostics },
		shortfalls: []
	};
}

/** A saved matched Stormcast list: a Lord-Celestant's regiment with Liberators, Reinforced. */
export const stormcastDocument: SigmarList = {
	format: 'muster-list/1',
	game: 'sigmar',
	name: 'Hammers of Sigmar',
	faction: 'stormcast-eternals',
	mode: 'matched',
	regiments: [{ leader: { unit: 'lord-celestant' }, units: [{ unit: 'liberators', reinforced: true }], general: true }]
};
