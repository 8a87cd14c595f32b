/**
 * A small Diskwars catalogue for the tests, shaped like `diskwars_catalog`'s answer: a few
 * real ids, with the values the rulebook gives for them (Kairos Fateweaver's 33 recruitment
 * points and 2 command, the worked example's unit costs) and null where it gives none. The
 * UI never computes a rule with them; totals and findings come from the test's `check_list`.
 */
import type { Diagnostic, DiskwarsCatalogView, DiskwarsDiscView, DiskwarsRegimentTotals, DiskwarsTotals, DiskwarsValueView, GameCheck, DiskwarsList } from '$lib/api';
import { verdictOf } from '$lib/mock/verdict';

function known<T>(value: T, source = 'rulebook p.17'): DiskwarsValueView<T> {
	return { value, source, user: false, community: false, doubt: null, details: null };
}

const noStats = { movement: null, attack: null, counterattack: null, toughness: null, vigor: null };

function disc(id: string, name: string, kind: 'hero' | 'unit', race: string | null, extra: Partial<DiskwarsDiscView> = {}): DiskwarsDiscView {
	return {
		id,
		name,
		kind,
		race: race === null ? null : known(race),
		size: null,
		unique: null,
		elite: null,
		recruitmentPoints: null,
		command: null,
		cost: null,
		stats: noStats,
		hints: {},
		...extra
	};
}

export const diskwarsCatalogEn: DiskwarsCatalogView = {
	factions: [
		{ id: 'order', name: 'Order' },
		{ id: 'destruction', name: 'Destruction' }
	],
	races: [
		{ id: 'empire', name: 'Empire', faction: 'order' },
		{ id: 'chaos', name: 'Chaos', faction: 'destruction' }
	],
	discs: [
		disc('kairos-fateweaver', 'Kairos Fateweaver', 'hero', 'chaos', {
			recruitmentPoints: known(33),
			command: known(2)
		}),
		disc('valkia-the-bloody', 'Valkia the Bloody', 'hero', 'chaos', { hints: { recruitment_points: '33 [FIG p.10]' } }),
		disc('karl-franz', 'Karl Franz', 'hero', 'empire'),
		disc('tyrion', 'Tyrion', 'hero', null),
		disc('bloodthirster', 'Bloodthirster', 'unit', 'chaos', { cost: known(15) }),
		disc('plaguebearers', 'Plaguebearers', 'unit', 'chaos', { cost: known(8) }),
		disc('kurgan-barbarians', 'Kurgan Barbarians', 'unit', 'chaos', { cost: known(5), size: known('small') }),
		disc('flamers', 'Flamers', 'unit', 'chaos'),
		disc('marienburg-swordsmen', 'Marienburg Swordsmen', 'unit', 'empire'),
		disc('archers', 'Archers', 'unit', null)
	],
	commandCards: [
		{ id: 'corner', name: 'Corner', strategy: known('cunning'), value: known(4), restriction: null, hints: {} },
		{ id: 'intimidate', name: 'Intimidate', strategy: null, value: null, restriction: null, hints: {} },
		{ id: 'blood-for-the-blood-god', name: 'Blood for the Blood God', strategy: null, value: null, restriction: known('destruction-only'), hints: {} },
		{ id: 'buy-time', name: 'Buy Time', strategy: null, value: null, restriction: null, hints: {} }
	],
	preBuiltRegiments: [
		{
			id: 'valkia-the-bloody-regiment',
			hero: 'valkia-the-bloody',
			units: [{ disc: 'flamers', count: 2 }],
			commandCards: ['blood-for-the-blood-god', 'buy-time']
		},
		{ id: 'karl-franz-regiment', hero: 'karl-franz', units: [{ disc: 'marienburg-swordsmen', count: 3 }], commandCards: ['corner'] }
	],
	introductoryArmies: [
		{
			id: 'basic-empire-army',
			name: 'Basic Empire army',
			discs: [
				{ disc: 'marienburg-swordsmen', count: 3 },
				{ disc: 'karl-franz', count: 1 }
			],
			commandCards: ['corner']
		}
	],
	boxes: [],
	communityDetails: null
};

/** Kairos Fateweaver's regiment of the worked example: 33 of 33 points. */
export const kairosTotals: DiskwarsRegimentTotals = {
	hero: 'kairos-fateweaver',
	race: 'chaos',
	points: 33,
	spent: { known: 33, unknown: 0 },
	left: 0,
	small: 2,
	larger: 0,
	unknown_size: 2,
	elite: 0,
	units: 4
};

/** A Diskwars `check_list` answer. */
export function diskwarsCheck(
	regiments: DiskwarsRegimentTotals[],
	diagnostics: Diagnostic[] = [],
	extra: Partial<DiskwarsTotals> = {}
): GameCheck<DiskwarsTotals> {
	return {
		report: {
			game: 'diskwars',
			...verdictOf(diagnostics),
			totals: {
				faction: regiments.length > 0 ? 'destruction' : null,
				regiment_count: 2,
				regiments,
				unspent: regiments.every((r) => r.left !== null) ? regiments.reduce((n, r) => n + Math.max(0, r.left ?? 0), 0) : null,
				hand: 0,
				hand_limit: regiments.length > 0 ? 2 : 0,
				discs: regiments.reduce((n, r) => n + r.units + 1, 0),
				...extra
			},
			diagnostics
		},
		shortfalls: []
	};
}

/** The worked example as a saved Diskwars document. */
export const kairosDocument: DiskwarsList = {
	format: 'muster-list/1',
	game: 'diskwars',
	name: "Fateweaver's host",
	regiment_count: 2,
	regiments: [{ hero: 'kairos-fateweaver', units: ['bloodthirster', 'plaguebearers', 'kurgan-barbarians', 'kurgan-barbarians'] }],
	command_cards: []
};
