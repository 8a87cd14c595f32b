import { i18n } from '$lib/i18n.svelte';
import { settings } from '$lib/settings.svelte';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AboutSection from './AboutSection.svelte';
import SettingsPage from './SettingsPage.svelte';
import { aboutAnswer } from './test-fixtures';

const HOME = '/home/ana/.local/share/muster';

/** What the player reads without opening any "Details". */
function mainView(root: HTMLElement): string {
	const copy = root.cloneNode(true) as HTMLElement;
	copy.querySelectorAll('details').forEach((d) => d.remove());
	return copy.textContent ?? '';
}

function settingsIn(dataDir: string) {
	return { lang: 'en' as const, theme: 'light' as const, dataDir, collectionChecks: 'auto' as const, playerName: '', paper: 'a4' as const, printLang: null };
}

beforeEach(async () => {
	i18n.lang = 'en';
	mockCommands({ settings_get: () => settingsIn(HOME) });
	await settings.load();
});

afterEach(() => {
	clearMocks();
	i18n.lang = 'en';
});

describe('About Muster', () => {
	it('shows the version, the library as a path, and each game’s packs with their source in words', async () => {
		mockCommands({ about: () => aboutAnswer(HOME) });
		render(AboutSection);
		expect(screen.getByRole('heading', { name: 'About Muster', level: 2 })).toBeInTheDocument();
		expect(await screen.findByTestId('about-version')).toHaveTextContent('0.2.0');
		const library = screen.getByTestId('about-library');
		expect(library).toHaveTextContent(`${HOME}/library.sqlite`);
		expect(library.tagName).toBe('OUTPUT');

		const runewars = within(screen.getByTestId('about-runewars'));
		expect(runewars.getByRole('heading', { name: 'RuneWars: The Miniatures Game' })).toBeInTheDocument();
		expect(runewars.getByText('Community BattleScribe data, by BSData.')).toBeInTheDocument();
		// No pack count for a game that ships one, no season a pack does not state.
		expect(runewars.queryByText(/pack/)).toBeNull();
		expect(runewars.queryByText(/Season/)).toBeNull();

		expect(
			within(screen.getByTestId('about-diskwars')).getByText(
				'Written by hand from the rulebook: Warhammer: Diskwars, Reglas de juego, FFG 2013, Spanish edition by Edge'
			)
		).toBeInTheDocument();
		expect(
			within(screen.getByTestId('about-underworlds')).getByText('Community data, by michaltalaga.')
		).toBeInTheDocument();

		// The community values: what, from whom and when, and that they are unverified.
		expect(runewars.getByText("The fan-made combat simulator RuneWarsCombatSimulator's dials, by brianries, 2017-10-29.")).toBeInTheDocument();
		for (const id of ['runewars', 'diskwars', 'underworlds']) {
			expect(within(screen.getByTestId(`about-${id}`)).getByText(/^Community data, unverified/)).toBeInTheDocument();
		}
		expect(
			within(screen.getByTestId('about-diskwars')).getByText(
				"The fan-made regiment builder diskbuilder's disc list, by mathey96, 2025-07-06."
			)
		).toBeInTheDocument();
		expect(
			within(screen.getByTestId('about-underworlds')).getByText(
				"The community's fighter card list, read off the card images, by michaltalaga; its date is not recorded."
			)
		).toBeInTheDocument();

		// Age of Sigmar: the faction packs counted and their source said once.
		const sigmar = within(screen.getByTestId('about-sigmar'));
		expect(sigmar.getByText('96 faction packs')).toBeInTheDocument();
		expect(sigmar.getByText('Season: General’s Handbook 2026–27')).toBeInTheDocument();
		expect(sigmar.getAllByText('Community BattleScribe data, by BSData.')).toHaveLength(1);
		expect(sigmar.getByText('You have imported no pack of your own.')).toBeInTheDocument();
		expect(sigmar.getByTestId('about-own-folder')).toHaveTextContent(`${HOME}/sigmar-packs`);
		// No internal id or code in the view.
		expect(screen.getByTestId('about').textContent).not.toMatch(/ghb-|"kind"|communityValues|sigmar-packs\/|\/faction/);

		// Repository and commit only behind "Details".
		const main = mainView(screen.getByTestId('about'));
		for (const technical of [/commit/i, /98b69cf|916ec5e|df47244|3942a9d|c159974|6c4bfee/, /\w\/\w+Data|diskbuilder\b(?!')|BSData\//]) {
			expect(main).not.toMatch(technical);
		}
		const details = within(screen.getByTestId('about-diskwars')).getByText('Details').closest('details');
		expect(details).not.toBeNull();
		expect(within(details as HTMLElement).getByText('mathey96/diskbuilder')).toBeInTheDocument();
		expect(within(details as HTMLElement).getByText('df47244')).toBeInTheDocument();
		expect(within(screen.getByTestId('about-underworlds')).getAllByText('Details')).toHaveLength(2);
	});

	it('lists the packs the player imported as theirs', async () => {
		mockCommands({
			about: () =>
				aboutAnswer(HOME, [
					{ name: 'Fyreslayers', replacesShipped: true },
					{ name: 'Test Host', replacesShipped: false }
				])
		});
		render(AboutSection);
		const sigmar = within(await screen.findByTestId('about-sigmar'));
		expect(sigmar.getByText('You imported 2 packs of your own:')).toBeInTheDocument();
		expect(sigmar.getByText('Fyreslayers, used instead of the shipped one')).toBeInTheDocument();
		expect(sigmar.getByText('Test Host')).toBeInTheDocument();
	});

	it('says when the player’s packs do not read, and shows the rest', async () => {
		mockCommands({ about: () => aboutAnswer(HOME, [], true) });
		render(AboutSection);
		expect(await screen.findByText(/Your own packs could not be read/)).toBeInTheDocument();
		expect(screen.getByTestId('about-library')).toHaveTextContent(`${HOME}/library.sqlite`);
	});

	it('reads in Spanish', async () => {
		i18n.lang = 'es';
		mockCommands({ about: () => aboutAnswer(HOME, [{ name: 'Fyreslayers', replacesShipped: true }]) });
		render(AboutSection);
		expect(screen.getByRole('heading', { name: 'Acerca de Muster', level: 2 })).toBeInTheDocument();
		expect(await screen.findByText('Versión')).toBeInTheDocument();
		expect(screen.getByText('Biblioteca')).toBeInTheDocument();
		expect(screen.getByText('Packs de datos')).toBeInTheDocument();
		expect(screen.getAllByText('Datos de BattleScribe de la comunidad, de BSData.')).toHaveLength(2);
		expect(screen.getByText('Datos de la comunidad, de michaltalaga.')).toBeInTheDocument();
		expect(screen.getByText(/^Escrito a mano a partir del reglamento: /)).toBeInTheDocument();
		expect(
			screen.getByText('La lista de discos de diskbuilder, un generador de regimientos hecho por aficionados, de mathey96, del 2025-07-06.')
		).toBeInTheDocument();
		expect(screen.getByText(/^La lista de tarjetas de guerrero de la comunidad, .*, de michaltalaga; su fecha no consta\.$/)).toBeInTheDocument();
		expect(mainView(screen.getByTestId('about'))).not.toMatch(/commit|3942a9d/i);
		expect(screen.getAllByText(/^Datos de la comunidad, sin verificar/)).toHaveLength(3);
		const sigmar = within(screen.getByTestId('about-sigmar'));
		expect(sigmar.getByText('96 packs de facciones')).toBeInTheDocument();
		expect(sigmar.getByText('Has importado 1 pack propio:')).toBeInTheDocument();
		expect(sigmar.getByText('Fyreslayers, en lugar del incluido')).toBeInTheDocument();
	});

	it('a failure is shown in the section', async () => {
		mockCommands({
			about: () => {
				throw { code: 'data.broken', message: 'broken data pack: data/sigmar/fyreslayers.json: cannot inflate' };
			}
		});
		render(AboutSection);
		expect(await screen.findByRole('alert')).toHaveTextContent('What Muster knows of itself could not be read.');
	});

	it('ends the settings page, and follows the library to a new data folder', async () => {
		const calls = mockCommands({
			settings_get: () => settingsIn(HOME),
			about: () => aboutAnswer(settings.current.dataDir),
			settings_choose_data_folder: () => settingsIn('/home/ana/Muster')
		});
		render(SettingsPage);
		const sections = await screen.findAllByRole('heading', { level: 2 });
		expect(sections.at(-1)).toHaveTextContent('About Muster');
		expect(await screen.findByText(`${HOME}/library.sqlite`)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Choose another folder…' }));
		expect(await screen.findByText('/home/ana/Muster/library.sqlite')).toBeInTheDocument();
		expect(callsOf(calls, 'about')).toHaveLength(2);
	});
});
