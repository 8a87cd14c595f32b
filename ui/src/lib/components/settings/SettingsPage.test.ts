import type { Settings } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { settings } from '$lib/settings.svelte';
import { printChoices } from '$lib/print-choices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SettingsPage from './SettingsPage.svelte';

let calls: Call[];

beforeEach(async () => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	calls = mockCommands({
		app_info: () => ({ version: '0.1.0', games: [] }),
		settings_get: () => ({ lang: 'en', theme: 'light', dataDir: '/home/ana/.local/share/muster', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null }),
		settings_set: ({ settings }) => settings as Settings,
		'plugin:dialog|open': () => '/home/ana/Muster'
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

	it('the data folder is chosen with the folder dialog and applied with its button', async () => {
		render(SettingsPage);
		await fireEvent.click(screen.getByRole('button', { name: 'Choose…' }));
		const field = screen.getByRole('textbox', { name: 'Folder' });
		await waitFor(() => expect(field).toHaveValue('/home/ana/Muster'));
		expect(callsOf(calls, 'plugin:dialog|open').at(-1)).toMatchObject({ options: { directory: true } });

		await fireEvent.click(screen.getByRole('button', { name: 'Use this folder' }));
		await waitFor(() =>
			expect(callsOf(calls, 'settings_set').at(-1)).toEqual({
				settings: { lang: 'en', theme: 'light', dataDir: '/home/ana/Muster', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null }
			})
		);
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
