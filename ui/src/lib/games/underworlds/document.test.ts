import { AppError, type UwDeck } from '$lib/api';
import { kebabId } from '$lib/kebab-id';
import { describe, expect, it } from 'vitest';
import {
	newUnderworldsList,
	parseUnderworldsList,
	removeDeck,
	serializeUnderworldsList,
	setCard,
	setPlayFormat,
	useRivalsDeck,
	addDeck
} from './document';
import { recordFault } from './records/drafts';
import { deckACards, deckBCards } from './test-fixtures';

const deck = (id: string, cards: UwDeck['cards']): UwDeck => ({ id, name: { en: id }, source: 'user: fixture', cards_complete: true, cards });
const alpha = deck('alpha-deck', deckACards);
const beta = deck('beta-deck', deckBCards);

describe('the Underworlds list document', () => {
	it('is written in Rust’s order and read back the same', () => {
		const doc = { ...useRivalsDeck({ ...newUnderworldsList('Fixture'), warband: 'fixture-band' }, 'alpha-deck', alpha), notes: 'fixture' };
		const text = serializeUnderworldsList(doc);
		expect(Object.keys(JSON.parse(text))).toEqual(['format', 'game', 'name', 'play_format', 'warband', 'decks', 'objectives', 'power', 'notes']);
		expect(parseUnderworldsList(text)).toEqual(doc);
		expect(serializeUnderworldsList(parseUnderworldsList(text))).toBe(text);
	});

	it('refuses what the builder could not show, naming the place', () => {
		const bad = JSON.stringify({ format: 'muster-list/1', game: 'underworlds', name: 'x', play_format: 'rivals', warband: 'w', decks: ['a', 3] });
		expect(() => parseUnderworldsList(bad)).toThrowError(new AppError('list.invalid', 'Unexpected value at /decks/1.'));
		expect(() => parseUnderworldsList('{"format":"muster-list/1","game":"underworlds","name":"x","play_format":"open","warband":"w"}')).toThrowError(/\/play_format/);
	});

	it('Rivals takes a deck as printed; going back to Rivals from Nemesis keeps the first deck, whole', () => {
		const rivals = useRivalsDeck(newUnderworldsList('x'), 'alpha-deck', alpha);
		expect(rivals.objectives).toHaveLength(deckACards.filter((c) => c.kind === 'objective').length);
		expect(rivals.power).toEqual(deckACards.filter((c) => c.kind !== 'objective').map((c) => c.id));
		const nemesis = setPlayFormat(rivals, 'nemesis', alpha);
		expect(nemesis).toMatchObject({ play_format: 'nemesis', decks: ['alpha-deck'], objectives: rivals.objectives });
		const picked = setCard(addDeck({ ...nemesis, objectives: [] }, 'beta-deck'), deckBCards[0]!, true);
		expect(setPlayFormat(picked, 'rivals', alpha)).toEqual({ ...rivals, decks: ['alpha-deck'] });
	});

	it('a deck taken out takes only its own cards (not those another chosen deck also has, nor unknown ones)', () => {
		const shared = { ...deckBCards[0]!, id: deckACards[0]!.id };
		const betaSharing = deck('beta-deck', [shared, ...deckBCards.slice(1)]);
		const doc = { ...newUnderworldsList('x'), play_format: 'nemesis' as const, decks: ['alpha-deck', 'beta-deck'], objectives: [deckACards[0]!.id, deckACards[1]!.id, 'nowhere'], power: [] };
		expect(removeDeck(doc, 'alpha-deck', alpha, [betaSharing]).objectives).toEqual([deckACards[0]!.id, 'nowhere']);
	});
});

describe('ids and Rust’s refusals', () => {
	it('ids are the kebab case of the English name, as Rust makes them', () => {
		expect(kebabId("Zikkit's Tunnelpack")).toBe('zikkits-tunnelpack');
		expect(kebabId('Zikkít')).toBe('zikkit');
		expect(kebabId('Ardus’ Fury')).toBe('ardus-fury');
		expect(kebabId('  Boom! ')).toBe('boom');
		expect(kebabId('Søren 2')).toBe('soren-2');
	});

	it('a refusal’s place becomes the form’s pointer', () => {
		expect(recordFault('underworlds/warband/the-emberwatch/fighters/0/inspired/health: must be at least 1')).toEqual({
			pointer: '/fighters/0/inspired/health',
			text: 'must be at least 1'
		});
		expect(recordFault('underworlds/deck/alpha: the deck needs a name')).toEqual({ pointer: '', text: 'the deck needs a name' });
		expect(recordFault('database locked')).toBeNull();
	});
});
