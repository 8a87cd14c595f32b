/**
 * Underworlds records for the UI's tests — fixture, not real data: synthetic warbands,
 * fighters and cards with made-up names and numbers (digest §4.2: Muster ships no fighter
 * card or deck list, and tests never stand in for them). Shaped like `underworlds_catalog`'s
 * answer. `fixtureCheck` stands in for `check_list` only as far as the builder shows it (the
 * counts of the list it is given, and the findings a test asks for); it decides nothing.
 */
import type { Diagnostic, GameCheck, UnderworldsCard, UnderworldsCardKind, UnderworldsCatalogView, UnderworldsFace, UnderworldsFighterForm, UnderworldsFighterValues, UnderworldsList, UnderworldsTotals } from '$lib/api';
import { LIST_FORMAT } from '$lib/list-document';
import { verdictOf } from '$lib/mock/verdict';

/** A synthetic face (fixture): Move 3, Save 1 shield, Health 4, Bounty 2, one melee weapon. */
export function fixtureFace(extra: Partial<UnderworldsFace> = {}): UnderworldsFace {
	return {
		move: 3,
		save: { dice: 1, symbol: 'shield' },
		health: 4,
		bounty: 2,
		weapons: [{ name: 'Fixture Blade', kind: 'melee', range: 1, dice: 2, symbol: 'hammer', damage: 2, abilities: [] }],
		...extra
	};
}

function cards(deck: string, kind: UnderworldsCardKind, n: number, extra: (i: number) => Partial<UnderworldsCard> = () => ({})): UnderworldsCard[] {
	return Array.from({ length: n }, (_, i) => ({
		id: `${deck}-${kind}-${i + 1}`,
		name: { en: `${deck} ${kind} ${i + 1}` },
		kind,
		surge: false,
		...(kind === 'ploy' ? {} : { glory: 1 }),
		...extra(i)
	}));
}

/** Deck A (fixture): 12 objectives (the first 4 surge, the last Restricted), 8 ploys, 12 upgrades, a plot card. */
export const deckACards: UnderworldsCard[] = [
	...cards('Alpha', 'objective', 12, (i) => ({ surge: i < 4, ...(i === 11 ? { restricted: true } : {}) })),
	...cards('Alpha', 'ploy', 8),
	...cards('Alpha', 'upgrade', 12, (i) => (i === 0 ? { runemark: 'leader' } : {}))
].map((c) => ({ ...c, id: c.id.toLowerCase() }));

/** Deck B (fixture): 12 objectives (the first 3 surge), 10 ploys, 10 upgrades. */
export const deckBCards: UnderworldsCard[] = [
	...cards('Beta', 'objective', 12, (i) => ({ surge: i < 3 })),
	...cards('Beta', 'ploy', 10),
	...cards('Beta', 'upgrade', 10)
].map((c) => ({ ...c, id: c.id.toLowerCase() }));

/** The catalogue of the tests (fixture, not real data). */
export function fixtureCatalog(): UnderworldsCatalogView {
	return {
		warbands: [
			{
				id: 'fixture-wardens',
				name: { en: 'Fixture Wardens', es: 'Guardianes de prueba' },
				source: 'fixture, not real data (a shipped record: names only)',
				alliance: 'order',
				fighter_count: 3,
				roster_complete: false,
				fighters: [{ id: 'fixture-captain', name: { en: 'Fixture Captain', es: 'Capitán de prueba' }, runemarks: [], uninspired: null, inspired: null }],
				abilities: [{ id: 'fixture-blast', name: { en: 'Fixture Blast', es: '¡Explosión de prueba!' }, runemark: 'fixture-mark', generic_tokens: true }],
				user: false,
				community_cards: false
			},
			{
				id: 'fixture-band',
				name: { en: 'Fixture Band' },
				source: "user: entered in Muster's warband editor",
				alliance: 'chaos',
				playstyle: 'Flex',
				roster_complete: true,
				fighters: [
					{
						id: 'fixture-leader',
						name: { en: 'Fixture Leader' },
						runemarks: ['leader'],
						uninspired: fixtureFace(),
						inspired: fixtureFace({ move: 4, save: { dice: 2, symbol: 'dodge' }, weapons: [{ name: 'Fixture Blade', kind: 'melee', range: 1, dice: 3, symbol: 'swords', damage: 2, abilities: [{ kind: 'cleave', critical: true }] }] })
					},
					{ id: 'fixture-scout', name: { en: 'Fixture Scout' }, runemarks: ['fly'], uninspired: fixtureFace({ health: null }), inspired: null }
				],
				abilities: [{ id: 'fixture-rally', name: { en: 'Fixture Rally' }, generic_tokens: true, token_count: 2 }],
				inspire: 'Fixture: after it is damaged.',
				user: true,
				community_cards: false
			},
			{
				id: 'fixture-reavers',
				name: { en: 'Fixture Reavers', es: 'Saqueadores de prueba' },
				source: 'fixture, not real data (a shipped record: a count of fighters only)',
				alliance: 'death',
				fighter_count: 4,
				roster_complete: false,
				fighters: [],
				abilities: [],
				user: false,
				community_cards: false
			}
		],
		decks: [
			{ id: 'alpha-deck', name: { en: 'Alpha Deck', es: 'Mazo Alfa' }, source: 'user: fixture', cards_complete: true, cards: deckACards, plot: { id: 'alpha-plot', name: { en: 'Alpha Plot' } }, user: true, community_cards: false },
			{ id: 'beta-deck', name: { en: 'Beta Deck' }, source: 'user: fixture', playstyle: 'Strike', cards_complete: true, cards: deckBCards, user: true, community_cards: false },
			{ id: 'hidden-deck', name: { en: 'Hidden Deck', es: 'Mazo oculto' }, source: 'fixture, not real data (names only)', cards_complete: false, cards: [], user: false, community_cards: false }
		],
		legality: [
			{
				play_format: 'rivals',
				season: 'organised-play-2099-01',
				source: 'fixture, not real data',
				warbands: ['fixture-wardens', 'fixture-band'],
				banned: [],
				restricted: []
			},
			{
				play_format: 'nemesis',
				season: 'organised-play-2099-01',
				source: 'fixture, not real data',
				warbands: ['fixture-reavers'],
				banned: [],
				restricted: []
			}
		],
		// As Rust names them (`runemark_words`); fixture words, not real data.
		runemarks: {
			leader: { en: 'Leader', es: 'Líder' },
			fly: { en: 'Fly', es: 'Volar' },
			'fixture-mark': { en: 'Fixture Mark', es: 'Fixture Mark' }
		},
		// Fixture words, not real data: Rust writes them from the pack's reference.
		community: { en: 'a fixture card list, 2099-01-01', es: 'una lista de tarjetas de prueba, 2099-01-01' },
		community_details: 'fixture/cards, commit 0000000, fighters.json'
	};
}

/**
 * `check_list`'s answer for `document` against `catalog`: the list's counts (the stand-in
 * for Rust's totals the builder shows) and the findings the test gives.
 */
export function fixtureCheck(document: unknown, catalog: UnderworldsCatalogView, diagnostics: Diagnostic[] = []): GameCheck<UnderworldsTotals> {
	const list = document as UnderworldsList;
	const find = (id: string) => list.decks.flatMap((d) => catalog.decks.find((x) => x.id === d)?.cards ?? []).find((c) => c.id === id);
	const kinds = list.power.map((id) => find(id)?.kind);
	const totals: UnderworldsTotals = {
		fighters: catalog.warbands.find((w) => w.id === list.warband)?.fighters.length ?? 0,
		objectives: list.objectives.length,
		surge_objectives: list.objectives.filter((id) => find(id)?.surge === true).length,
		power: list.power.length,
		ploys: kinds.filter((k) => k === 'ploy').length,
		upgrades: kinds.filter((k) => k === 'upgrade').length,
		plots: list.decks.flatMap((d) => catalog.decks.find((x) => x.id === d)?.plot?.id ?? [])
	};
	return {
		report: { game: 'underworlds', ...verdictOf(diagnostics), totals, diagnostics },
		shortfalls: []
	};
}

/** A saved Rivals list of the Fixture Band with Alpha Deck as printed. */
export const savedDocument: UnderworldsList = {
	format: LIST_FORMAT,
	game: 'underworlds',
	name: 'Fixture gauntlet',
	play_format: 'rivals',
	warband: 'fixture-band',
	decks: ['alpha-deck'],
	objectives: deckACards.filter((c) => c.kind === 'objective').map((c) => c.id),
	power: deckACards.filter((c) => c.kind !== 'objective').map((c) => c.id)
};

/** A finding as the validator writes it. */
export function finding(path: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic {
	return { code: 'underworlds.fixture.finding', severity, rule: 'underworlds:V3', path, message, help: 'Fixture help.', waits_for: [] };
}

/**
 * `underworlds_fighter_form`'s answer for `warband` of `catalog`, as far as the UI shows it: a
 * row per fighter it names, then "Fighter n" up to its count; complete when every face's
 * Health and Bounty are there. It stands in for Rust's form; it decides nothing.
 */
export function fixtureFighterForm(catalog: UnderworldsCatalogView, warband: string): UnderworldsFighterForm {
	const record = catalog.warbands.find((w) => w.id === warband);
	if (!record) throw { code: 'args.invalid', message: `no Underworlds warband '${warband}'` };
	const fighters: UnderworldsFighterValues[] = record.fighters.map((f) => ({
		id: f.id,
		name: f.name.en,
		leader: f.runemarks.includes('leader'),
		health: f.uninspired?.health ?? null,
		bounty: f.uninspired?.bounty ?? null,
		inspiredHealth: f.inspired?.health ?? null,
		inspiredBounty: f.inspired?.bounty ?? null
	}));
	const count = record.roster_complete ? fighters.length : Math.max(record.fighter_count ?? 0, fighters.length);
	while (fighters.length < count) {
		fighters.push({ id: null, name: `Fighter ${fighters.length + 1}`, leader: false, health: null, bounty: null, inspiredHealth: null, inspiredBounty: null });
	}
	const complete =
		record.roster_complete && fighters.length > 0 && fighters.every((f) => f.health !== null && f.bounty !== null && f.inspiredHealth !== null && f.inspiredBounty !== null);
	return { warband, name: record.name.en, complete, fighters };
}
