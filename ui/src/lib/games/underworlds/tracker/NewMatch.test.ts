/**
 * Starting an Underworlds match from the new match page: two players, yours and your
 * opponent's saved Underworlds lists (the page picks the game when only its lists exist),
 * each named by its warband from the catalogue. Fixture, not real data.
 */
import type { ListSummary } from '$lib/api';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import NewMatchPage from '$lib/components/match/NewMatchPage.svelte';
import { trackerCatalog, uwAt } from '../test-views';

const DAY = 86_400_000;
const lists: ListSummary[] = [
	{ id: 7, name: 'Wardens in Rivals', game: 'underworlds', faction: 'fixture-wardens', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
	{ id: 8, name: 'Tunnellers in Rivals', game: 'underworlds', faction: 'fixture-tunnellers', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
	{ id: 5, name: 'Basic Orc army', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
];

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	tracker.reset();
	uwCatalog.reset();
});

afterEach(() => {
	clearMocks();
});

it('an Underworlds match is two players, each with an Underworlds list named by its warband', async () => {
	const calls = mockCommands({
		lists_all: () => lists,
		matches_list: () => [],
		match_start: () => uwAt('territories'),
		underworlds_catalog: trackerCatalog
	});
	const navigate = vi.fn();
	render(NewMatchPage, { navigate });
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Underworlds/ }));
	expect(screen.getByText('2 players', { selector: '.game.chosen *' })).toBeInTheDocument();
	const yours = screen.getByRole('combobox', { name: 'Your list' });
	expect(within(yours).queryByRole('option', { name: /Basic Orc army/ })).toBeNull();
	await waitFor(() => expect(within(yours).getByRole('option', { name: 'Wardens in Rivals — Fixture Wardens' })).toBeInTheDocument());
	expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
	expect(screen.getByText(/every fighter’s Health and Bounty must be known/)).toBeInTheDocument();
	await fireEvent.change(yours, { target: { value: '7' } });
	await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '8' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Opponent’s name' }), { target: { value: 'Ben' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Start the match' }));
	await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/31'));
	expect(callsOf(calls, 'match_start')).toEqual([{ seats: [{ listId: 7, name: 'Ana' }, { listId: 8, name: 'Ben' }], lang: 'en' }]);
	expect(tracker.view?.game).toBe('underworlds');
});
