/**
 * The Lists page names each list's game (with its emblem) and faction (an Underworlds list's
 * warband) from its own game's catalogue.
 */
import type { ListSummary } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { sigmarCatalog } from '$lib/games/sigmar/catalog.svelte';
import { mockCommands } from '$lib/test/ipc';
import { sigmarCatalogEn } from '$lib/games/sigmar/test-fixtures';
import { clearMocks } from '@tauri-apps/api/mocks';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { fixtureCatalog } from '$lib/games/underworlds/test-fixtures';
import { catalogEn } from '$lib/games/runewars/test-fixtures';
import ListsPage from './ListsPage.svelte';

const lists: ListSummary[] = [
	{ id: 3, name: 'Stormhost', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
	{ id: 4, name: 'Wardens', game: 'underworlds', faction: 'fixture-wardens', notes: '', version: 1, createdAt: 0, updatedAt: 0 }
];

beforeEach(() => {
	i18n.lang = 'en';
	catalog.reset();
	sigmarCatalog.reset();
	uwCatalog.reset();
	notices.clear();
});

afterEach(() => {
	clearMocks();
});

it('shows an Age of Sigmar list’s game and faction, and an Underworlds list’s warband, by name', async () => {
	mockCommands({
		lists_all: () => lists,
		can_field_all: () => [],
		sigmar_catalog: () => sigmarCatalogEn,
		underworlds_catalog: () => fixtureCatalog()
	});
	render(ListsPage);
	const stormhost = (await screen.findByRole('link', { name: 'Stormhost' })).closest('tr')!;
	expect(stormhost).toHaveTextContent('Age of Sigmar');
	// The game's emblem sits beside its name, in the game's cell.
	expect(within(stormhost).getByText('Age of Sigmar').querySelector('[data-emblem="sigmar"] svg')).not.toBeNull();
	await waitFor(() => expect(stormhost).toHaveTextContent('Stormcast Eternals'));
	const wardens = screen.getByRole('link', { name: 'Wardens' }).closest('tr')!;
	expect(within(wardens).getByText('Warhammer Underworlds')).toBeInTheDocument();
	await waitFor(() => expect(wardens).toHaveTextContent('Fixture Wardens'));
	expect(notices.items).toHaveLength(0);
});

it('shows each list’s verdict in words: legal, not legal or unconfirmed', async () => {
	const saved: ListSummary[] = [
		{ id: 1, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: '', version: 1, createdAt: 0, updatedAt: 3 },
		{ id: 2, name: 'Too many heroes', game: 'runewars', faction: 'latari-elves', notes: '', version: 1, createdAt: 0, updatedAt: 2 },
		{ id: 3, name: 'Stormhost', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 1 }
	];
	const row = (id: number, verdict: 'legal' | 'illegal' | 'unconfirmed') => ({ id, name: '', game: 'runewars', canField: true, shortfalls: 0, checked: true, verdict });
	mockCommands({
		lists_all: () => saved,
		can_field_all: () => [row(1, 'legal'), row(2, 'illegal'), row(3, 'unconfirmed')],
		runewars_catalog: () => catalogEn,
		sigmar_catalog: () => sigmarCatalogEn
	});
	render(ListsPage);
	const line = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
	await waitFor(async () => expect(within(await line('Shield wall')).getByText('Legal')).toBeInTheDocument());
	expect(within(await line('Too many heroes')).getByText('Not legal')).toBeInTheDocument();
	const unconfirmed = within(await line('Stormhost')).getByText('Unconfirmed');
	expect(unconfirmed.closest('.badge')).toHaveAttribute('title', expect.stringContaining('wait for values'));
	i18n.lang = 'es';
	await waitFor(() => expect(screen.getByText('Sin confirmar')).toBeInTheDocument());
	expect(screen.getByText('No es legal')).toBeInTheDocument();
});

it('says a list is not checked against the collection where the builder does not check it', async () => {
	const saved: ListSummary[] = [
		{ id: 1, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: '', version: 1, createdAt: 0, updatedAt: 3 },
		{ id: 3, name: 'Stormhost', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 1 }
	];
	mockCommands({
		lists_all: () => saved,
		can_field_all: () => [
			{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 2, checked: true, verdict: 'legal' },
			{ id: 3, name: 'Stormhost', game: 'sigmar', canField: false, shortfalls: 7, checked: false, verdict: 'legal' }
		],
		runewars_catalog: () => catalogEn,
		sigmar_catalog: () => sigmarCatalogEn
	});
	render(ListsPage);
	const line = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
	await waitFor(async () => expect(within(await line('Shield wall')).getByText('2 shortfalls')).toBeInTheDocument());
	const stormhost = within(await line('Stormhost'));
	expect(stormhost.getByText('Not checked')).toHaveAttribute('title', expect.stringContaining('once you own something'));
	expect(stormhost.queryByText(/shortfall/)).toBeNull();
});

it('finds lists by name (any case or accents), game and faction', async () => {
	const saved: ListSummary[] = [
		{ id: 1, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: '', version: 1, createdAt: 0, updatedAt: 3 },
		{ id: 2, name: 'Élite host', game: 'runewars', faction: 'latari-elves', notes: '', version: 1, createdAt: 0, updatedAt: 2 },
		{ id: 3, name: 'Stormhost', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 1 }
	];
	mockCommands({
		lists_all: () => saved,
		can_field_all: () => [],
		runewars_catalog: () => catalogEn,
		sigmar_catalog: () => sigmarCatalogEn
	});
	const user = userEvent.setup();
	render(ListsPage);
	await screen.findByRole('link', { name: 'Stormhost' });
	const names = () => screen.queryAllByRole('row').slice(1).map((r) => r.querySelector('a.name')?.textContent);
	await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'ELITE');
	expect(names()).toEqual(['Élite host']);
	await user.clear(screen.getByRole('searchbox', { name: 'Find by name' }));
	await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'runewars');
	expect(names()).toEqual(['Shield wall', 'Élite host']);
	expect(screen.getByText('2 of 3 lists')).toBeInTheDocument();
	await user.selectOptions(screen.getByRole('combobox', { name: 'Faction' }), 'daqan-lords');
	expect(names()).toEqual(['Shield wall']);
});

it('in a narrow window keeps each list’s verdict and actions: only Updated and Version are marked to go', async () => {
	mockCommands({
		lists_all: () => lists,
		can_field_all: () => lists.map((l) => ({ id: l.id, name: l.name, game: l.game, canField: true, shortfalls: 0, checked: true, verdict: 'legal' as const })),
		sigmar_catalog: () => sigmarCatalogEn,
		underworlds_catalog: () => fixtureCatalog()
	});
	render(ListsPage);
	const table = (await screen.findByRole('link', { name: 'Stormhost' })).closest('table')!;
	await waitFor(() => expect(within(table).getAllByText('Legal')).toHaveLength(2));
	// The narrow layout hides the cells marked `wide-only` (ListsPage's 60rem media rule).
	const headers = [...table.querySelectorAll('thead th')];
	const going = headers.filter((th) => th.classList.contains('wide-only')).map((th) => th.textContent?.trim());
	expect(going).toEqual(['Last saved', 'Version']);
	const verdictColumn = headers.findIndex((th) => th.textContent?.trim() === 'Verdict');
	expect(verdictColumn).toBeGreaterThan(-1);
	for (const list of lists) {
		const row = screen.getByRole('link', { name: list.name }).closest('tr')!;
		const cells = [...row.querySelectorAll('td')];
		expect(cells.filter((td) => td.classList.contains('wide-only'))).toHaveLength(2);
		expect(cells[verdictColumn]).not.toHaveClass('wide-only');
		expect(cells[verdictColumn]).toHaveTextContent('Legal');
		const actions = cells.at(-1)!;
		expect(actions).not.toHaveClass('wide-only');
		expect(within(actions).getByRole('link', { name: `Play a match with ${list.name}` })).toBeInTheDocument();
		for (const name of [`Duplicate ${list.name}`, `Export ${list.name}`, `Delete ${list.name}`]) {
			expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
		}
	}
});
