import { AppError, type UnderworldsDeck } from '$lib/api';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { describe, expect, it } from 'vitest';
import {
	newUnderworldsList,
	removeDeck,
	setCard,
	setPlayFormat,
	useRivalsDeck,
	addDeck
} from './document';
import { deckDraft, deckRecord, emptyCard, newDeck, recordFault } from './records/drafts';
import { deckACards, deckBCards } from './test-fixtures';

const deck = (id: string, cards: UnderworldsDeck['cards']): UnderworldsDeck => ({ id, name: { en: id }, source: 'user: fixture', cards_complete: true, cards });
const alpha = deck('alpha-deck', deckACards);
const beta = deck('beta-deck', deckBCards);

describe('the Underworlds list document', () => {
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
	it('ids are Rust’s: a saved record asks kebab_ids for the names that have no id yet and takes its answers as they are', async () => {
		const calls = mockCommands({ kebab_ids: ({ names }) => (names as string[]).map((name) => `rust:${name}`) });
		const draft = {
			...deckDraft(newDeck()),
			nameEn: 'Fixture Deck',
			cards: [
				{ ...emptyCard(), nameEn: "Zikkit's Trick", glory: 1, runemark: 'Fly' },
				{ ...emptyCard('ploy'), id: 'kept-id', nameEn: 'Kept' }
			],
			plotEn: 'Ardus’ Plot'
		};
		const record = await deckRecord(draft, 'the-deck');
		expect(callsOf(calls, 'kebab_ids')).toEqual([{ names: ["Zikkit's Trick", 'Fly', 'Ardus’ Plot'] }]);
		expect(record.id).toBe('the-deck');
		expect(record.cards.map((c) => [c.id, c.runemark])).toEqual([
			["rust:Zikkit's Trick", 'rust:Fly'],
			['kept-id', undefined]
		]);
		expect(record.plot?.id).toBe('rust:Ardus’ Plot');
		clearMocks();
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
