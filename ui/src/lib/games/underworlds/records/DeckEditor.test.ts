import type { UnderworldsCatalogView, UnderworldsDeck, UnderworldsRecordView } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, kebabIdsStandIn, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DialogHost from '$lib/components/DialogHost.svelte';
import { UwIndex } from '../catalog.svelte';
import DeckEditor from './DeckEditor.svelte';
import { DECK_SOURCE, newDeck } from './drafts';
import { fixtureCatalog } from '../test-fixtures';

let catalog: UnderworldsCatalogView;
let calls: Call[];
let reading: () => UnderworldsDeck;

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	catalog = fixtureCatalog();
	reading = () => {
		throw { code: 'deck.text', message: 'line 2: “trick” is not objective, ploy or upgrade (fixture)\nline 4: an objective needs its glory value (fixture)' };
	};
	calls = mockCommands({
		kebab_ids: kebabIdsStandIn,
		underworlds_read_deck: () => reading(),
		underworlds_deck_of_link: (args) => {
			if (String(args.link).includes('XX7')) throw { code: 'deck.link', message: 'card 2: no card of the Rivals decks has the code XX7' };
			return { id: String(args.id), name: { en: String(args.name) }, source: 'user: deck link', cards_complete: true, cards: structuredClone(READ_CARDS) };
		},
		underworlds_save_record: () => catalog
	});
});

afterEach(() => {
	clearMocks();
});

function edit(record: UnderworldsRecordView<UnderworldsDeck>, isNew: boolean, onCancel = vi.fn()) {
	const onSaved = vi.fn();
	render(DeckEditor, { props: { record, isNew, catalog: new UwIndex(catalog), onSaved, onCancel, onDeleted: vi.fn() } });
	return onSaved;
}

/** The cards a deck text is read into (fixture, not real data). */
const READ_CARDS: UnderworldsDeck['cards'] = [
	{ id: 'fixture-goal', name: { en: 'Fixture Goal' }, kind: 'objective', surge: true, glory: 1 },
	{ id: 'fixture-trick', name: { en: 'Fixture Trick' }, kind: 'ploy', surge: false },
	{ id: 'fixture-edge', name: { en: 'Fixture Edge' }, kind: 'upgrade', surge: false, glory: 2, runemark: 'leader' }
];


describe('the deck editor', () => {
	it('a deck text with bad lines shows every bad line, and nothing is put in the table', async () => {
		edit(newDeck(), true);
		await fireEvent.input(screen.getByTestId('uw-deck-name'), { target: { value: 'Fixture Deck' } });
		await waitFor(() => expect(screen.getByTestId('uw-deck-id')).toHaveTextContent('fixture-deck'));
		await fireEvent.input(screen.getByTestId('uw-deck-import-text'), { target: { value: 'objective · Fixture Goal · 1\ntrick · Fixture Trick\n\nobjective · Fixture Aim' } });
		await fireEvent.click(screen.getByTestId('uw-deck-import-read'));
		const lines = await screen.findByTestId('uw-deck-import-errors');
		expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
			'line 2: “trick” is not objective, ploy or upgrade (fixture)',
			'line 4: an objective needs its glory value (fixture)'
		]);
		expect(screen.getByText('2 lines could not be read:')).toBeInTheDocument();
		expect(callsOf(calls, 'underworlds_read_deck')[0]).toEqual({
			text: 'objective · Fixture Goal · 1\ntrick · Fixture Trick\n\nobjective · Fixture Aim',
			id: 'fixture-deck',
			name: 'Fixture Deck',
			lang: 'en'
		});
		expect(screen.queryByTestId('uw-deck-import-preview')).toBeNull();
		expect(screen.getByText(/No cards yet/)).toBeInTheDocument();
	});

	it('a deck link or its card codes is read by Rust as a link: a code no card has is named, a good link previewed', async () => {
		edit(newDeck(), true);
		await fireEvent.input(screen.getByTestId('uw-deck-name'), { target: { value: 'Fixture Deck' } });
		await waitFor(() => expect(screen.getByTestId('uw-deck-id')).toHaveTextContent('fixture-deck'));
		await fireEvent.input(screen.getByTestId('uw-deck-import-text'), { target: { value: 'AL1, XX7' } });
		await fireEvent.click(screen.getByTestId('uw-deck-import-read'));
		const lines = await screen.findByTestId('uw-deck-import-errors');
		expect(lines).toHaveTextContent('card 2: no card of the Rivals decks has the code XX7');
		expect(screen.getByText('The link was not used: 1 card could not be read.')).toBeInTheDocument();
		expect(callsOf(calls, 'underworlds_read_deck')).toEqual([]);

		const link = 'https://www.underworldsdb.com/shared.php?deck=0,AL1,AL2,AL3&format=rivals';
		await fireEvent.input(screen.getByTestId('uw-deck-import-text'), { target: { value: link } });
		await fireEvent.click(screen.getByTestId('uw-deck-import-read'));
		const preview = await screen.findByTestId('uw-deck-import-preview');
		expect(within(preview).getByText('3 cards read.')).toBeInTheDocument();
		expect(callsOf(calls, 'underworlds_deck_of_link').at(-1)).toEqual({ link, id: 'fixture-deck', name: 'Fixture Deck', lang: 'en' });
		expect(callsOf(calls, 'underworlds_read_deck')).toEqual([]);
	});

	it('a deck read from text is previewed, then used, then saved as the player’s record', async () => {
		reading = () => ({
			id: 'fixture-deck',
			name: { en: 'Fixture Deck' },
			source: DECK_SOURCE,
			cards_complete: true,
			plot: { id: 'fixture-scheme', name: { en: 'Fixture Scheme' } },
			cards: structuredClone(READ_CARDS)
		});
		const onSaved = edit(newDeck(), true);
		await fireEvent.input(screen.getByTestId('uw-deck-name'), { target: { value: 'Fixture Deck' } });
		await waitFor(() => expect(screen.getByTestId('uw-deck-id')).toHaveTextContent('fixture-deck'));
		await fireEvent.input(screen.getByTestId('uw-deck-import-text'), { target: { value: 'three fixture lines' } });
		await fireEvent.click(screen.getByTestId('uw-deck-import-read'));
		const preview = await screen.findByTestId('uw-deck-import-preview');
		expect(within(preview).getByText('3 cards read.')).toBeInTheDocument();
		expect(within(preview).getByText('Fixture Goal')).toBeInTheDocument();
		await fireEvent.click(within(preview).getByTestId('uw-deck-import-use'));
		expect(screen.getByTestId('uw-card-1-name')).toHaveValue('Fixture Trick');
		expect(screen.getByTestId('uw-deck-plot')).toHaveValue('Fixture Scheme');
		// One more card by hand.
		await fireEvent.click(screen.getByTestId('uw-deck-add-upgrade'));
		await fireEvent.input(screen.getByTestId('uw-card-3-name'), { target: { value: 'Fixture Charm' } });
		await fireEvent.input(screen.getByTestId('uw-card-3-glory'), { target: { value: '1' } });
		expect(screen.getByTestId('uw-deck-counts')).toHaveTextContent('1 objectives · 1 ploys · 2 upgrades');
		await fireEvent.click(screen.getByTestId('uw-deck-save'));
		await waitFor(() => expect(onSaved).toHaveBeenCalledWith(catalog, 'fixture-deck'));
		expect(callsOf(calls, 'underworlds_save_record')[0]).toEqual({
			kind: 'deck',
			record: {
				id: 'fixture-deck',
				name: { en: 'Fixture Deck' },
				source: DECK_SOURCE,
				cards_complete: true,
				plot: { id: 'fixture-scheme', name: { en: 'Fixture Scheme' } },
				cards: [
					...READ_CARDS,
					{ id: 'fixture-charm', name: { en: 'Fixture Charm' }, kind: 'upgrade', surge: false, glory: 1 }
				]
			}
		});
	});

	it('an existing deck keeps its id when renamed; an upgrade is never sent as surge; a refusal shows its place', async () => {
		mockCommands({
			kebab_ids: kebabIdsStandIn,
			underworlds_save_record: () => {
				throw { code: 'record.invalid', message: 'underworlds/deck/alpha-deck/cards/1/glory: fixture fault' };
			}
		});
		const deck = structuredClone(catalog.decks[0]!);
		edit(deck, false);
		await fireEvent.input(screen.getByTestId('uw-deck-name'), { target: { value: 'Alpha Deck Renamed' } });
		expect(screen.getByTestId('uw-deck-id')).toHaveTextContent('alpha-deck');
		await fireEvent.click(screen.getByTestId('uw-deck-save'));
		const error = await screen.findByTestId('uw-deck-error');
		expect(error).toHaveTextContent('/cards/1/glory');
		await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('uw-card-1-glory')));
	});

	it('a refusal that names no place takes the focus itself; Cancel asks before unsaved changes are dropped', async () => {
		mockCommands({
			kebab_ids: kebabIdsStandIn,
			underworlds_save_record: () => {
				throw { code: 'record.invalid', message: 'a fixture fault of the whole record' };
			}
		});
		render(DialogHost);
		const onCancel = vi.fn();
		edit(structuredClone(catalog.decks[0]!), false, onCancel);
		// Nothing changed yet: Cancel leaves at once.
		await fireEvent.click(screen.getByTestId('uw-deck-cancel'));
		expect(onCancel).toHaveBeenCalledTimes(1);
		expect(screen.queryByRole('dialog')).toBeNull();

		await fireEvent.input(screen.getByTestId('uw-deck-name-es'), { target: { value: 'Mazo de prueba' } });
		await fireEvent.click(screen.getByTestId('uw-deck-save'));
		const error = await screen.findByTestId('uw-deck-error');
		expect(error).toHaveTextContent('Not saved: a fixture fault of the whole record');
		await waitFor(() => expect(document.activeElement).toBe(error));

		await fireEvent.click(screen.getByTestId('uw-deck-cancel'));
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByText('Discard your changes?')).toBeInTheDocument();
		await fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
		await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
	});
});
