/**
 * The builder's bar, whatever the game (a Diskwars list here): the buttons' tooltips and the
 * "More actions" menu name the keys that act on the list, in English and in Spanish; the bar,
 * and each game on the new list page, carries the game's emblem.
 */
import { diskwarsCatalogEn, diskwarsCheck, kairosDocument } from '$lib/games/diskwars/test-fixtures';
import { diskwarsCatalog } from '$lib/games/diskwars/catalog.svelte';
import { GAME_IDS, gameName } from '$lib/games';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { mockCommands } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DiskwarsBuilder from '$lib/games/diskwars/builder/DiskwarsBuilder.svelte';
import NewList from './NewList.svelte';

beforeEach(() => {
	i18n.lang = 'en';
	diskwarsCatalog.reset();
	notices.clear();
	mockCommands({
		diskwars_catalog: () => diskwarsCatalogEn,
		check_list: () => diskwarsCheck([]),
		collection_get: () => [],
		list_open: () => ({
			summary: { id: 7, name: "Fateweaver's host", game: 'diskwars', faction: 'destruction', notes: '', version: 2, createdAt: 0, updatedAt: 0 },
			document: kairosDocument
		})
	});
});

afterEach(() => {
	clearMocks();
});

/** Opens the saved list; the bar's Save button once it is there. */
async function openSaved(): Promise<HTMLElement> {
	render(DiskwarsBuilder, { props: { listId: 7, navigate: vi.fn() } });
	return screen.findByRole('button', { name: i18n.lang === 'en' ? 'Save' : 'Guardar' });
}

/** The rows of the menu's list of keys, each key then what it does. */
function keyRows(label: string): string[][] {
	const keys = screen.getByLabelText(label);
	return [...keys.querySelectorAll('div')].map((row) => [row.querySelector('kbd')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']);
}

describe('the builder bar names its keys', () => {
	it('in English: on Save, Undo and Redo, and in the More actions menu', async () => {
		const save = await openSaved();
		expect(save).toHaveAttribute('title', 'Save (Ctrl+S)');
		expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo the last change (Ctrl+Z)');
		expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('title', 'Redo (Ctrl+Y)');
		for (const [name, keys] of [['Save', 'Control+S'], ['Undo', 'Control+Z'], ['Redo', 'Control+Y']] as const) {
			expect(screen.getByRole('button', { name })).toHaveAttribute('aria-keyshortcuts', keys);
		}
		expect(keyRows('Keyboard shortcuts')).toEqual([
			['Ctrl+S', 'Save'],
			['Ctrl+Z', 'Undo'],
			['Ctrl+Y', 'Redo']
		]);
	});

	it('in Spanish, with the same keys', async () => {
		i18n.lang = 'es';
		const save = await openSaved();
		expect(save).toHaveAttribute('title', 'Guardar (Ctrl+S)');
		expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveAttribute('title', 'Deshacer el último cambio (Ctrl+Z)');
		expect(screen.getByRole('button', { name: 'Rehacer' })).toHaveAttribute('title', 'Rehacer (Ctrl+Y)');
		expect(keyRows('Atajos de teclado')).toEqual([
			['Ctrl+S', 'Guardar'],
			['Ctrl+Z', 'Deshacer'],
			['Ctrl+Y', 'Rehacer']
		]);
	});

	it('and carries the game’s emblem before the list’s name', async () => {
		await openSaved();
		const name = screen.getByRole('textbox', { name: 'List name' });
		const emblem = name.parentElement?.querySelector('[data-emblem="diskwars"] svg');
		expect(emblem).not.toBeNull();
		expect(emblem).toHaveAttribute('aria-hidden', 'true');
	});
});

describe('the new list page', () => {
	it('shows each game with its emblem beside its name', async () => {
		render(NewList, { props: { game: 'diskwars', navigate: vi.fn() } });
		for (const game of GAME_IDS) {
			const choice = await screen.findByTestId(`new-list-game-${game}`);
			expect(choice).toHaveTextContent(gameName(game));
			expect(choice.querySelector(`[data-emblem="${game}"] svg`), game).not.toBeNull();
			expect(choice.getAttribute('style')).toContain('--game-accent-light');
		}
	});
});
