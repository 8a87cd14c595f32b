import type { Settings } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { settings } from '$lib/settings.svelte';
import { printChoices } from '$lib/print-choices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { aboutAnswer } from './test-fixtures';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Notices from '../Notices.svelte';
import SettingsPage from './SettingsPage.svelte';

let calls: Call[];

beforeEach(async () => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	calls = mockCommands({
		about: () => aboutAnswer('/home/ana/.local/share/muster'),
		settings_get: () => ({ lang: 'en', theme: 'light', dataDir: '/home/ana/.local/share/muster', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null }),
		settings_set: ({ settings }) => settings as Settings,
		settings_choose_data_folder: () => ({ lang: 'en', theme: 'light', dataDir: '/home/ana/Muster', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null })
	});
	await settings.load();
});

afterEach(() => {
	clearMocks();
});

describe('the settings page', () => {
	it('language and theme apply at once and are stored', async () => {
		render(SettingsPage);
		await fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
		expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeInTheDocument();
		expect(document.documentElement.lang).toBe('es');

		await fireEvent.click(screen.getByRole('radio', { name: 'Oscuro' }));
		await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
		expect(callsOf(calls, 'settings_set').at(-1)).toEqual({
			settings: { lang: 'es', theme: 'dark', dataDir: '/home/ana/.local/share/muster', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null }
		});
	});

	it('the data folder is shown, and changed only by choosing another in the folder dialog Rust opens', async () => {
		render(Notices);
		render(SettingsPage);
		expect(screen.getByText('/home/ana/.local/share/muster')).toBeInTheDocument();
		// Nothing to type a folder into.
		expect(screen.queryByRole('textbox', { name: 'Folder' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Choose another folder…' }));
		expect(await screen.findByText('/home/ana/Muster')).toBeInTheDocument();
		expect(callsOf(calls, 'settings_choose_data_folder')).toEqual([{ title: 'Choose the data folder' }]);
		expect(settings.current.dataDir).toBe('/home/ana/Muster');
		expect(await screen.findByText('Data folder changed.')).toBeInTheDocument();
		expect(callsOf(calls, 'settings_set')).toEqual([]);
	});

	it('a cancelled folder dialog changes nothing', async () => {
		const cancelled = mockCommands({ about: () => aboutAnswer('/home/ana/.local/share/muster'), settings_choose_data_folder: () => null });
		render(SettingsPage);
		await fireEvent.click(screen.getByRole('button', { name: 'Choose another folder…' }));
		await waitFor(() => expect(callsOf(cancelled, 'settings_choose_data_folder')).toHaveLength(1));
		expect(settings.current.dataDir).toBe('/home/ana/.local/share/muster');
		expect(screen.getByText('/home/ana/.local/share/muster')).toBeInTheDocument();
		expect(screen.queryByText('Data folder changed.')).toBeNull();
	});

	it('collection checks, the player name, the paper and the language of prints are stored as chosen, and printing starts from them', async () => {
		render(SettingsPage);
		await fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
		await waitFor(() => expect(callsOf(calls, 'settings_set').at(-1)?.settings).toMatchObject({ collectionChecks: 'off' }));
		const name = screen.getByRole('textbox', { name: 'Player name' });
		await fireEvent.change(name, { target: { value: '  Ana  ' } });
		await waitFor(() => expect(callsOf(calls, 'settings_set').at(-1)?.settings).toMatchObject({ playerName: 'Ana' }));
		await fireEvent.click(screen.getByRole('radio', { name: 'Letter (US)' }));
		await waitFor(() => expect(callsOf(calls, 'settings_set').at(-1)?.settings).toMatchObject({ paper: 'letter' }));
		// Prints follow the app's language until one is chosen for them.
		printChoices.reset();
		expect(printChoices.lang).toBe('en');
		await fireEvent.change(screen.getByRole('combobox', { name: 'Language of prints' }), { target: { value: 'es' } });
		await waitFor(() => expect(callsOf(calls, 'settings_set').at(-1)?.settings).toMatchObject({ printLang: 'es' }));
		expect(printChoices.player).toBe('Ana');
		expect(printChoices.paper).toBe('letter');
		expect(printChoices.lang).toBe('es');
		expect(i18n.lang).toBe('en');
		// A name typed when printing holds for the session, the default stays.
		printChoices.player = 'Ben';
		expect(printChoices.player).toBe('Ben');
		expect(settings.current.playerName).toBe('Ana');
		printChoices.reset();
	});
});
