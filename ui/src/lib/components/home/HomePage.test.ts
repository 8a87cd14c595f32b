import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { mockCatalog } from '$lib/mock/catalog';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import HomePage from './HomePage.svelte';

const about = (en: string, es: string) => ({ en, es });

beforeEach(() => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	mockCommands({
		app_info: () => ({
			version: '0.1.0',
			games: [
				{ id: 'runewars', title: 'RuneWars', supported: true, note: about('Trays and upgrades.', 'Bandejas y mejoras.') },
				{ id: 'diskwars', title: 'Warhammer: Diskwars', supported: true, note: about('Regiments and discs.', 'Regimientos y discos.') },
				{ id: 'sigmar', title: 'Warhammer Age of Sigmar', supported: true, note: about('Warscrolls and regiments.', 'Hojas de unidad.') },
				{ id: 'underworlds', title: 'Warhammer Underworlds', supported: true, note: about('Warbands and decks.', 'Bandas y mazos.') }
			]
		}),
		lists_all: () => [
			{ id: 2, name: "Fateweaver's host", game: 'diskwars', faction: 'destruction', notes: null, version: 1, createdAt: 0, updatedAt: 5 }
		],
		collection_get: ({ game }) => (game === 'diskwars' ? [{ game: 'diskwars', kind: 'disc', item: 'kairos-fateweaver', count: 1 }] : []),
		can_field_all: () => [{ id: 2, name: "Fateweaver's host", game: 'diskwars', canField: false, shortfalls: 2, checked: true, verdict: 'legal' }],
		matches_list: () => [],
		diskwars_catalog: () => {
			throw { code: 'app.unexpected', message: 'not needed' };
		}
	});
});

afterEach(() => {
	clearMocks();
});

describe('home', () => {
	it('says what Muster does for each game, with no badge on what works, and each collection at a glance', async () => {
		render(HomePage);
		const games = await screen.findByRole('region', { name: 'Games' });
		await within(games).findByText('Trays and upgrades.');
		for (const words of ['Trays and upgrades.', 'Regiments and discs.', 'Warscrolls and regiments.', 'Warbands and decks.']) {
			expect(within(games).getByText(words)).toBeInTheDocument();
		}
		expect(within(games).queryByText('Available')).toBeNull();
		const glance = screen.getByRole('region', { name: 'Collection at a glance' });
		const diskwars = await within(glance).findByText('1 kind of item owned');
		expect(diskwars.closest('li')).toHaveTextContent('Diskwars');
		expect(await within(glance).findByText('0 of 1 saved lists can be fielded')).toBeInTheDocument();
		// The recent list names its game.
		const recent = screen.getByRole('region', { name: 'Recent lists' });
		expect(await within(recent).findByText(/^Diskwars ·/)).toBeInTheDocument();
	});

	it('marks each game’s card with its emblem and colour, and each recent list with its game’s emblem', async () => {
		render(HomePage);
		const games = await screen.findByRole('region', { name: 'Games' });
		await within(games).findByText('Trays and upgrades.');
		const cards = within(games).getAllByRole('listitem');
		expect(cards.map((card) => card.querySelector('[data-emblem]')?.getAttribute('data-emblem'))).toEqual(['runewars', 'diskwars', 'sigmar', 'underworlds']);
		for (const card of cards) {
			// The emblem sits in the card's heading, beside the game's name; the card wears its colour.
			expect(within(card).getByRole('heading', { level: 3 }).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
			expect(card.getAttribute('style')).toMatch(/--game-accent-light: #[0-9a-f]{6}; --game-accent-dark: #[0-9a-f]{6};/);
		}
		// The recent list shows its game's emblem beside the game's name.
		const recent = screen.getByRole('region', { name: 'Recent lists' });
		const line = await within(recent).findByText(/^Diskwars ·/);
		expect(line.querySelector('[data-emblem="diskwars"]')).not.toBeNull();
	});

	it('asks for a game\'s catalogue only when a list of that game is shown, and names its faction from it', async () => {
		const noRuneWars = mockCommands({
			app_info: () => ({ version: '0.2.0', games: [] }),
			lists_all: () => [],
			collection_get: () => [],
			can_field_all: () => [],
			matches_list: () => []
		});
		const first = render(HomePage);
		await screen.findByText('No saved lists yet.', { exact: false });
		expect(callsOf(noRuneWars, 'runewars_catalog')).toEqual([]);
		first.unmount();

		const calls = mockCommands({
			app_info: () => ({ version: '0.2.0', games: [] }),
			lists_all: () => [{ id: 7, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: null, version: 1, createdAt: 0, updatedAt: 5 }],
			collection_get: () => [],
			can_field_all: () => [],
			matches_list: () => [],
			runewars_catalog: ({ lang }) => mockCatalog(lang === 'es' ? 'es' : 'en')
		});
		render(HomePage);
		const recent = await screen.findByRole('region', { name: 'Recent lists' });
		expect(await within(recent).findByText(/Daqan Lords/)).toBeInTheDocument();
		expect(callsOf(calls, 'runewars_catalog')).toEqual([{ lang: 'en' }]);
	});

	it('follows the collection setting as the Lists page does: no shortfalls for a list Rust does not check', async () => {
		mockCommands({
			app_info: () => ({ version: '0.2.0', games: [] }),
			lists_all: () => [
				{ id: 2, name: "Fateweaver's host", game: 'diskwars', faction: 'destruction', notes: null, version: 1, createdAt: 0, updatedAt: 5 },
				{ id: 3, name: 'Wild host', game: 'diskwars', faction: 'destruction', notes: null, version: 1, createdAt: 0, updatedAt: 4 }
			],
			collection_get: () => [],
			// Checks off (or nothing owned, with "auto"): Rust checks neither list.
			can_field_all: () => [
				{ id: 2, name: "Fateweaver's host", game: 'diskwars', canField: false, shortfalls: 12, checked: false, verdict: 'legal' },
				{ id: 3, name: 'Wild host', game: 'diskwars', canField: false, shortfalls: 3, checked: false, verdict: 'legal' }
			],
			matches_list: () => [],
			diskwars_catalog: () => {
				throw { code: 'app.unexpected', message: 'not needed' };
			}
		});
		render(HomePage);
		const glance = screen.getByRole('region', { name: 'Collection at a glance' });
		const diskwars = await within(glance).findByText('Not checked');
		expect(diskwars.closest('li')).toHaveTextContent('Diskwars');
		expect(within(glance).queryByText(/saved lists can be fielded/)).toBeNull();
		const recent = screen.getByRole('region', { name: 'Recent lists' });
		await within(recent).findByText('Wild host');
		expect(within(recent).queryByText(/shortfall/)).toBeNull();
		expect(within(recent).queryByText('Can field')).toBeNull();
	});
});
