/**
 * The Lists page names each list's game and faction (an Underworlds list's warband) from its
 * own game's catalogue.
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
import { afterEach, beforeEach, expect, it } from 'vitest';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { fixtureCatalog } from '$lib/games/underworlds/test-fixtures';
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
	await waitFor(() => expect(stormhost).toHaveTextContent('Stormcast Eternals'));
	const wardens = screen.getByRole('link', { name: 'Wardens' }).closest('tr')!;
	expect(within(wardens).getByText('Warhammer Underworlds')).toBeInTheDocument();
	await waitFor(() => expect(wardens).toHaveTextContent('Fixture Wardens'));
	expect(notices.items).toHaveLength(0);
});
