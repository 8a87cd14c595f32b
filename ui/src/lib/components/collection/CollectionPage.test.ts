import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { catalogEn } from '$lib/games/runewars/test-fixtures';
import { callsOf, kebabIdsStandIn, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { fixtureCatalog } from '$lib/games/underworlds/test-fixtures';
import { sigmarCatalog, sigmarPacks } from '$lib/games/sigmar/catalog.svelte';
import { sigmarCatalogEn, sigmarPackAnswer } from '$lib/games/sigmar/test-fixtures';
import CollectionPage from './CollectionPage.svelte';

let calls: Call[];

beforeEach(async () => {
	i18n.lang = 'en';
	catalog.reset();
	uwCatalog.reset();
	notices.clear();
	calls = mockCommands({
		kebab_ids: kebabIdsStandIn,
		runewars_catalog: () => catalogEn,
		collection_get: () => [{ game: 'runewars', kind: 'unit', item: 'spearmen', count: 2 }],
		collection_set: ({ count }) => count as number,
		can_field_all: () => [{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 3, checked: true, verdict: 'legal' }],
		box_save: () => null
	});
	await catalog.ensure('en');
});

afterEach(() => {
	clearMocks();
});

describe('the collection page', () => {
	it('+ sets one more tray with collection_set', async () => {
		render(CollectionPage);
		const input = await screen.findByRole('spinbutton', { name: 'Trays of Spearmen owned' });
		await waitFor(() => expect(input).toHaveValue(2));

		await fireEvent.click(screen.getByRole('button', { name: 'One more: Trays of Spearmen owned' }));
		await waitFor(() => expect(callsOf(calls, 'collection_set')).toEqual([{ game: 'runewars', kind: 'unit', item: 'spearmen', count: 3 }]));
		await waitFor(() => expect(input).toHaveValue(3));
	});

	it('a typed count of upgrade cards is stored when the field is left', async () => {
		const user = userEvent.setup();
		render(CollectionPage);
		const input = await screen.findByRole('spinbutton', { name: 'Cards of Shield Wall owned' });
		await user.clear(input);
		await user.type(input, '4');
		await user.tab();
		await waitFor(() => expect(callsOf(calls, 'collection_set').at(-1)).toEqual({ game: 'runewars', kind: 'upgrade', item: 'shield-wall', count: 4 }));
	});

	it('says plainly when the data has no boxes, and lists what can be fielded', async () => {
		render(CollectionPage);
		expect(await screen.findByText('The game data has no boxes with known contents.')).toBeInTheDocument();
		const side = screen.getByRole('complementary', { name: 'Lists you can field now' });
		expect(await within(side).findByText('3 shortfalls')).toBeInTheDocument();
	});

	it('describing a box sends its id and contents to box_save', async () => {
		const user = userEvent.setup();
		render(CollectionPage);
		await user.type(await screen.findByRole('textbox', { name: 'Box name' }), 'My Starter Box');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'spearmen');
		const count = screen.getByRole('spinbutton', { name: 'How many' });
		await user.clear(count);
		await user.type(count, '4');
		await user.click(screen.getByRole('button', { name: 'Save box' }));
		await waitFor(() =>
			expect(callsOf(calls, 'box_save')).toEqual([
				{ game: 'runewars', id: 'my-starter-box', contents: [{ kind: 'unit', item: 'spearmen', count: 4 }] }
			])
		);
	});
});

describe('the Underworlds tab', () => {
	beforeEach(() => {
		calls = mockCommands({
			runewars_catalog: () => catalogEn,
			underworlds_catalog: fixtureCatalog,
			collection_get: ({ game }) => (game === 'underworlds' ? [{ game: 'underworlds', kind: 'deck', item: 'alpha-deck', count: 1 }] : []),
			collection_set: ({ count }) => count as number,
			can_field_all: () => [
				{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 3, checked: true, verdict: 'legal' },
				{ id: 2, name: 'Fixture gauntlet', game: 'underworlds', canField: false, shortfalls: 1, checked: true, verdict: 'legal' }
			]
		});
	});

	it('counts warbands by grand alliance and Rivals decks, found by name in either language, and fields Underworlds lists', async () => {
		render(CollectionPage, { props: { game: 'underworlds' } });
		expect(await screen.findByRole('heading', { name: 'Warbands' })).toBeInTheDocument();
		expect(screen.getByText('What you own. Underworlds warbands and Rivals decks are counted whole.')).toBeInTheDocument();
		const order = within(screen.getByRole('region', { name: 'Order' }));
		expect(order.getByText('Fixture Wardens')).toBeInTheDocument();
		expect(order.getByText('3 fighters')).toBeInTheDocument();
		expect(within(screen.getByRole('region', { name: 'Death' })).getByText('Fixture Reavers')).toBeInTheDocument();
		await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Copies of the Alpha Deck deck owned' })).toHaveValue(1));

		await fireEvent.click(screen.getByRole('button', { name: 'One more: Copies of Fixture Wardens owned' }));
		await waitFor(() => expect(callsOf(calls, 'collection_set')).toEqual([{ game: 'underworlds', kind: 'warband', item: 'fixture-wardens', count: 1 }]));

		// A Spanish name finds its warband; the decks are filtered too.
		await fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'saqueadores' } });
		expect(screen.queryByText('Fixture Wardens')).toBeNull();
		expect(screen.getByText('Fixture Reavers')).toBeInTheDocument();
		expect(within(screen.getByTestId('uw-collection-decks')).getByText('Nothing matches these filters.')).toBeInTheDocument();
		await fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
		await fireEvent.change(screen.getByRole('combobox', { name: 'Grand alliance' }), { target: { value: 'chaos' } });
		expect(screen.getByText('Fixture Band')).toBeInTheDocument();
		expect(screen.queryByText('Fixture Reavers')).toBeNull();

		// "Can I field" covers the Underworlds lists only, on this tab.
		const side = within(screen.getByRole('complementary', { name: 'Lists you can field now' }));
		expect(await side.findByText('Fixture gauntlet')).toBeInTheDocument();
		expect(side.queryByText('Shield wall')).toBeNull();
		expect(callsOf(calls, 'collection_get')).toContainEqual({ game: 'underworlds' });
	});

	it('is a tab beside RuneWars and Diskwars', async () => {
		render(CollectionPage);
		await fireEvent.click(screen.getByRole('button', { name: 'Warhammer Underworlds' }));
		expect(screen.getByRole('button', { name: 'Warhammer Underworlds' })).toHaveAttribute('aria-pressed', 'true');
		expect(await screen.findByText('Fixture Wardens')).toBeInTheDocument();
	});
});

describe('the Age of Sigmar tab', () => {
	beforeEach(() => {
		sigmarCatalog.reset();
		sigmarPacks.reset();
		calls = mockCommands({
			runewars_catalog: () => catalogEn,
			sigmar_catalog: () => sigmarCatalogEn,
			sigmar_pack: sigmarPackAnswer,
			lists_all: () => [
				{ id: 4, name: 'Old Khorne list', game: 'sigmar', faction: 'blades-of-khorne', notes: null, version: 1, createdAt: 0, updatedAt: 1 },
				{ id: 5, name: 'Hammers', game: 'sigmar', faction: 'stormcast-eternals', notes: null, version: 1, createdAt: 0, updatedAt: 9 }
			],
			collection_get: ({ game }) => (game === 'sigmar' ? [{ game: 'sigmar', kind: 'unit', item: 'liberators', count: 10 }] : []),
			collection_set: ({ count }) => count as number,
			can_field_all: () => [
				{ id: 5, name: 'Hammers', game: 'sigmar', canField: false, shortfalls: 1, checked: true, verdict: 'legal' },
				{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 3, checked: true, verdict: 'legal' }
			]
		});
	});

	it('counts the models of each warscroll of the newest list’s faction, heroes first, and fields its lists', async () => {
		render(CollectionPage, { props: { game: 'sigmar' } });
		expect(await screen.findByText(/Age of Sigmar models are counted per warscroll/)).toBeInTheDocument();
		const faction = await screen.findByRole('combobox', { name: 'Faction' });
		await waitFor(() => expect(faction).toHaveValue('stormcast-eternals'));
		// Armies of renown field their faction's warscrolls: not offered.
		expect(within(faction).queryByRole('option', { name: /Draconith Skywing/ })).toBeNull();
		expect(within(faction).getByRole('option', { name: 'Beasts of Chaos (Legends)' })).toBeInTheDocument();

		const heroes = within(await screen.findByRole('region', { name: 'Heroes' }));
		expect(heroes.getByText('Lord-Celestant')).toBeInTheDocument();
		const units = within(screen.getByRole('region', { name: 'Units' }));
		expect(units.getAllByText('5 models · 90 pts')).toHaveLength(2);
		expect(units.queryByText('Stormreach Portal')).toBeNull();
		expect(screen.getByRole('spinbutton', { name: 'Models of Liberators owned' })).toHaveValue(10);

		await fireEvent.click(screen.getByRole('button', { name: 'One more: Models of Vindictors owned' }));
		await waitFor(() => expect(callsOf(calls, 'collection_set')).toEqual([{ game: 'sigmar', kind: 'unit', item: 'vindictors', count: 1 }]));

		await fireEvent.click(screen.getByRole('checkbox', { name: 'Owned only' }));
		expect(screen.queryByText('Lord-Celestant')).toBeNull();
		expect(screen.getByText('Liberators')).toBeInTheDocument();

		const side = within(screen.getByRole('complementary', { name: 'Lists you can field now' }));
		expect(await side.findByText('Hammers')).toBeInTheDocument();
		expect(side.queryByText('Shield wall')).toBeNull();
	});

	it('asks for a faction when no list names one, and speaks Spanish', async () => {
		mockCommands({
			runewars_catalog: () => catalogEn,
			sigmar_catalog: () => sigmarCatalogEn,
			sigmar_pack: sigmarPackAnswer,
			lists_all: () => [],
			collection_get: () => [],
			collection_set: ({ count }) => count as number,
			can_field_all: () => []
		});
		i18n.lang = 'es';
		render(CollectionPage, { props: { game: 'sigmar' } });
		expect(await screen.findByText('Elige una facción para contar sus miniaturas.')).toBeInTheDocument();
		await fireEvent.change(await screen.findByRole('combobox', { name: 'Facción' }), { target: { value: 'blades-of-khorne' } });
		expect(await screen.findByRole('heading', { name: 'Warscrolls' })).toBeInTheDocument();
		expect(screen.queryByText('Elige una facción para contar sus miniaturas.')).toBeNull();
	});
});
