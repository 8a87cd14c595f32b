/**
 * Starting an Age of Sigmar match from the new match page: two players, yours and your
 * opponent's saved Age of Sigmar lists (the page picks the game when only its lists exist),
 * the faction names from the loaded packs.
 */
import type { ListSummary } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { playerName } from '$lib/player-name.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import NewMatchPage from '$lib/components/match/NewMatchPage.svelte';
import { sigmarCatalogEn } from '../test-fixtures';
import { sigmarAt } from '../test-views';

const DAY = 86_400_000;
const lists: ListSummary[] = [
	{ id: 3, name: 'Stormhost', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
	{ id: 4, name: 'Blood Host', game: 'sigmar', faction: 'blades-of-khorne', notes: '', version: 2, createdAt: 0, updatedAt: DAY },
	{ id: 5, name: 'Basic Orc army', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
];

beforeEach(() => {
	i18n.lang = 'en';
	playerName.reset();
	notices.clear();
	tracker.reset();
});

afterEach(() => {
	clearMocks();
});

it('an Age of Sigmar match is two players, each with an Age of Sigmar list', async () => {
	const calls = mockCommands({
		lists_all: () => lists,
		matches_list: () => [],
		match_start: () => sigmarAt('territories'),
		sigmar_catalog: () => sigmarCatalogEn
	});
	const navigate = vi.fn();
	render(NewMatchPage, { navigate });
	// No RuneWars list: the first game with saved lists is chosen (Diskwars), then Age of Sigmar.
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Age of Sigmar/ }));
	expect(screen.getByText('2 players', { selector: '.game.chosen *' })).toBeInTheDocument();
	const yours = screen.getByRole('combobox', { name: 'Your list' });
	expect(within(yours).queryByRole('option', { name: /Basic Orc army/ })).toBeNull();
	await waitFor(() => expect(within(yours).getByRole('option', { name: 'Stormhost — Stormcast Eternals' })).toBeInTheDocument());
	expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
	expect(screen.getByText(/rolls for a triumph/)).toBeInTheDocument();
	await fireEvent.change(yours, { target: { value: '3' } });
	await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '4' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Opponent’s name' }), { target: { value: 'Ben' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Start the match' }));
	await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/21'));
	expect(callsOf(calls, 'match_start')).toEqual([{ seats: [{ listId: 3, name: 'Ana' }, { listId: 4, name: 'Ben' }], lang: 'en' }]);
	expect(tracker.view?.game).toBe('sigmar');
});
