import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { sigmarCatalog, sigmarPacks } from '$lib/games/sigmar/catalog.svelte';
import { matchedTotals, sigmarCatalogEn, sigmarCheck, sigmarPackAnswer, stormcastChoices } from '$lib/games/sigmar/test-fixtures';
import { callsOf, mockCommands, type Call, sent } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic, SigmarAppTextPreview, SigmarList, SigmarRosterRead } from '$lib/api';
import SigmarBuilder from './SigmarBuilder.svelte';

/** A text as the official app exports it (written here), its fourth unit misspelt. */
const PASTED = [
	'Thunderhost 1000/1000 pts',
	'',
	'Stormcast Eternals',
	'Thunderhead Host',
	'General’s Handbook 2026-27',
	'',
	'General’s Regiment',
	'Lord-Celestant (100)',
	'• General',
	'Liberatorz (90)',
	'Vindictors (180)',
	'• Reinforced',
	'',
	'Created with Warhammer Age of Sigmar: The App'
].join('\n');

/** The list Rust reads from it: everything but line 10. */
const readList: SigmarList = {
	format: 'muster-list/1',
	game: 'sigmar',
	name: 'Thunderhost',
	faction: 'stormcast-eternals',
	mode: 'matched',
	points_limit: 1000,
	regiments: [{ leader: { unit: 'lord-celestant' }, units: [{ unit: 'vindictors', reinforced: true }], general: true }],
	battle_formation: 'thunderhead-host'
};

const preview: SigmarAppTextPreview = {
	document: readList,
	problems: [
		{
			line: 10,
			text: 'Liberatorz (90)',
			message: 'no unit of the faction has this name; the nearest known name is ’Liberators’; the line was left out',
			nearest: 'Liberators'
		}
	],
	changes: [],
	season: null,
	notes: [],
	roster_notes: []
};

const finding: Diagnostic = {
	code: 'sigmar.regiment.too_few',
	severity: 'warning',
	rule: 'sigmar:S4-REG-1',
	path: '/regiments/0',
	message: 'The regiment could take more units.',
	help: '',
	waits_for: []
};

let calls: Call[];
let appText: (args: Record<string, unknown>) => SigmarAppTextPreview;
let roster: (args: Record<string, unknown>) => SigmarRosterRead;
let navigate: ReturnType<typeof vi.fn>;

beforeEach(() => {
	i18n.lang = 'en';
	sigmarCatalog.reset();
	sigmarPacks.reset();
	notices.clear();
	appText = () => preview;
	roster = () => ({
		file: 'thunderhost.rosz',
		list: readList,
		notes: [
			{ place: '41:7', name: 'Celestant-Prime (Scourge of Aqshy)', message: 'no unit of Stormcast Eternals has this name; left out', roster_note: false },
			{ place: '2:592', name: 'Battle Formation', message: 'the list chooses no battle formation', roster_note: true }
		]
	});
	navigate = vi.fn();
	calls = mockCommands({
		sigmar_catalog: () => sigmarCatalogEn,
		sigmar_pack: sigmarPackAnswer,
		sigmar_choices: () => stormcastChoices(),
		check_list: () => sigmarCheck(matchedTotals({ points: 280, points_limit: 1000, points_left: 720 }), [finding]),
		sigmar_read_app_text: (args) => appText(args),
		sigmar_read_roster: (args) => roster(args),
		sigmar_reread_roster: (args) => roster(args),
		list_save: () => ({ id: 7, version: 1, savedAt: 1 })
	});
});

afterEach(() => {
	clearMocks();
});

async function startPaste() {
	render(SigmarBuilder, { props: { listId: null, navigate } });
	await fireEvent.click(await screen.findByRole('button', { name: 'Paste a list…' }));
}

describe('Paste a list', () => {
	it('says what changed since the list was written, as Rust words it', async () => {
		appText = () => ({
			...preview,
			season: 'This list names General’s Handbook 2025-26; the points and rules here are General’s Handbook 2026-27’s, the current data.',
			changes: [{ line: 10, text: 'Liberators (100)', message: 'Liberators: 100 in your list, 110 in the current points', nearest: null }],
			notes: [{ line: 12, text: 'Manifestions of Doom', message: 'read as the manifestation lore ’Manifestations of Doom’', nearest: null }],
			roster_notes: [{ line: 9, text: 'Battle Tactics Cards: Smokescreen', message: 'your battle tactic cards: Smokescreen', nearest: null }]
		});
		await startPaste();
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: PASTED } });
		await fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
		const changed = await screen.findByTestId('sg-changed-since');
		expect(within(changed).getByRole('heading', { name: 'What changed since the list was written' })).toBeInTheDocument();
		expect(changed).toHaveTextContent('General’s Handbook 2025-26');
		expect(within(changed).getByRole('listitem')).toHaveTextContent('Line 10: Liberators: 100 in your list, 110 in the current points');
		const noted = screen.getByTestId('sg-read-with-note');
		expect(within(noted).getByRole('listitem')).toHaveTextContent('Line 12: “Manifestions of Doom”: read as the manifestation lore');
		const roster = screen.getByTestId('sg-roster-notes');
		expect(within(roster).getByRole('heading', { name: 'Also in your list, not checked' })).toBeInTheDocument();
		expect(within(roster).getByRole('listitem')).toHaveTextContent('Line 9: your battle tactic cards: Smokescreen');
		expect(screen.getByTestId('sg-left-out')).not.toHaveTextContent('Smokescreen');
	});

	it('shows what the app’s text gives and every line left out; only “Create the list” saves it, then opens it', async () => {
		await startPaste();
		const read = screen.getByRole('button', { name: 'Read the list' });
		expect(read).toBeDisabled();
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: PASTED } });
		await fireEvent.click(read);
		expect(callsOf(calls, 'sigmar_read_app_text')).toEqual([{ text: PASTED, lang: 'en' }]);

		const shown = await screen.findByTestId('sg-preview');
		expect(within(shown).getByRole('heading', { name: 'Thunderhost' })).toBeInTheDocument();
		expect(shown).toHaveTextContent('Stormcast Eternals · Matched play');
		expect(await within(shown).findByText('280 / 1,000 pts')).toBeInTheDocument();
		expect(shown).toHaveTextContent('2 units found');
		// The units by the pack's names (its one pack opened), with the data's points.
		expect(await within(shown).findByText('Lord-Celestant')).toBeInTheDocument();
		expect(within(shown).getByText('Vindictors').closest('li')).toHaveTextContent('Vindictors Reinforced 180 pts');
		expect(within(shown).getByText('Thunderhead Host')).toBeInTheDocument();
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'stormcast-eternals' }]);

		// The line left out: its number, its text, why, and the nearest name.
		const leftOut = screen.getByTestId('sg-left-out');
		expect(within(leftOut).getByText('1 line left out')).toBeInTheDocument();
		const line = within(leftOut).getByRole('listitem');
		expect(line).toHaveTextContent('Line 10');
		expect(line).toHaveTextContent('Liberatorz (90)');
		expect(line).toHaveTextContent('No unit of the faction has this name');
		expect(within(line).getByText('Did you mean Liberators?')).toBeInTheDocument();
		// A list of the current season at the current points: nothing changed since.
		expect(screen.queryByTestId('sg-changed-since')).toBeNull();
		// Muster's own check, without codes or rule ids.
		expect(within(shown).getByText('The regiment could take more units.')).toBeInTheDocument();
		expect(shown).not.toHaveTextContent('S4-REG-1');
		expect(shown).not.toHaveTextContent('sigmar.regiment');

		expect(callsOf(calls, 'list_save')).toEqual([]);
		await fireEvent.click(within(shown).getByRole('button', { name: 'Create the list' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/lists/7', true));
		expect(callsOf(calls, 'list_save')).toHaveLength(1);
		const saved = callsOf(calls, 'list_save')[0]!;
		expect(saved.id).toBeNull();
		expect(sent(saved.document)).toMatchObject({ name: 'Thunderhost', faction: 'stormcast-eternals', points_limit: 1000 });
	});

	it('a text Rust refuses (too large) says why, and nothing is saved; a changed text must be read again', async () => {
		appText = () => {
			throw { code: 'list.text', message: 'the text is too large to be a list (300000 bytes, 2 lines; at most 65536 bytes and 2000 lines): nothing was read' };
		};
		await startPaste();
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: 'x'.repeat(300) } });
		await fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
		const refusal = await screen.findByTestId('sg-paste-error');
		expect(refusal).toHaveTextContent('That text could not be read as a list. The text is too large to be a list');
		expect(screen.queryByTestId('sg-preview')).toBeNull();

		appText = () => preview;
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: PASTED } });
		await fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
		expect(await screen.findByTestId('sg-preview')).toBeInTheDocument();
		expect(screen.queryByTestId('sg-paste-error')).toBeNull();
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: `${PASTED}\nmore` } });
		expect(screen.getByText(/The text has changed/)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Create the list' })).toBeDisabled();
		expect(callsOf(calls, 'list_save')).toEqual([]);

		await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
		expect(await screen.findByText('Choose the army’s faction')).toBeInTheDocument();
	});

	it('reads the text again in the reader’s language', async () => {
		appText = ({ lang }) =>
			lang === 'es'
				? { ...preview, problems: [{ ...preview.problems[0]!, message: 'ningún registro de tipo «unidad» de la facción tiene este nombre' }] }
				: preview;
		await startPaste();
		await fireEvent.input(screen.getByLabelText('The list as the app exports it'), { target: { value: PASTED } });
		await fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
		await screen.findByTestId('sg-left-out');
		i18n.lang = 'es';
		const line = await screen.findByText(/Ningún registro de tipo «unidad»/);
		expect(line.closest('li')).toHaveTextContent('Línea 10');
		expect(screen.getByText('¿Querías decir Liberators?')).toBeInTheDocument();
		expect(callsOf(calls, 'sigmar_read_app_text').map((c) => c.lang)).toEqual(['en', 'es']);
	});
});

describe('Open a roster file', () => {
	it('reads the file picked, shows the list and what it could not take; “Create the list” saves it', async () => {
		render(SigmarBuilder, { props: { listId: null, navigate } });
		await fireEvent.click(await screen.findByRole('button', { name: 'Open a roster file…' }));
		// Rust opens the file dialog: the page gives only its title.
		await waitFor(() => expect(callsOf(calls, 'sigmar_read_roster')).toEqual([{ title: 'Open a BattleScribe or New Recruit roster', lang: 'en' }]));
		expect(await screen.findByText('thunderhost.rosz')).toBeInTheDocument();
		const shown = await screen.findByTestId('sg-preview');
		expect(within(shown).getByRole('heading', { name: 'Thunderhost' })).toBeInTheDocument();
		const notes = screen.getByTestId('sg-left-out');
		expect(within(notes).getByText('1 selection not taken as it is')).toBeInTheDocument();
		const note = within(notes).getByRole('listitem');
		expect(note).toHaveTextContent('Celestant-Prime (Scourge of Aqshy)');
		expect(note).toHaveTextContent('No unit of Stormcast Eternals has this name; left out');
		expect(note).toHaveAttribute('title', 'Line 41, column 7 of the file');
		// A roster note (an empty slot) is said apart, not counted as a selection not taken.
		const said = screen.getByTestId('sg-roster-file-notes');
		expect(within(said).getByRole('heading', { name: 'Also in your list, not checked' })).toBeInTheDocument();
		expect(within(said).getByRole('listitem')).toHaveTextContent('the list chooses no battle formation');

		expect(callsOf(calls, 'list_save')).toEqual([]);
		// The notes are Rust's words: another language reads the same file again, no dialog.
		i18n.lang = 'es';
		await waitFor(() => expect(callsOf(calls, 'sigmar_reread_roster')).toEqual([{ lang: 'es' }]));
		expect(callsOf(calls, 'sigmar_read_roster')).toHaveLength(1);
		i18n.lang = 'en';
		await waitFor(() => expect(callsOf(calls, 'sigmar_reread_roster')).toHaveLength(2));
		await fireEvent.click(within(shown).getByRole('button', { name: 'Create the list' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/lists/7', true));
		expect(callsOf(calls, 'list_save')).toHaveLength(1);
	});

	it('a refused file says why in the player’s language; another file can be opened', async () => {
		i18n.lang = 'es';
		let chosen = 0;
		roster = () => {
			chosen += 1;
			if (chosen === 1) {
				throw { code: 'roster.refused', message: 'thunderhost.rosz: el zip tiene varias entradas; se lee un roster de una sola' };
			}
			return { file: 'ok.ros', list: readList, notes: [] };
		};
		render(SigmarBuilder, { props: { listId: null, navigate } });
		await fireEvent.click(await screen.findByRole('button', { name: 'Abrir un archivo de roster…' }));
		const refusal = await screen.findByTestId('sg-roster-error');
		expect(refusal).toHaveTextContent('Ese archivo de roster se ha rechazado; no se ha leído nada. thunderhost.rosz: el zip tiene varias entradas');
		expect(screen.queryByTestId('sg-preview')).toBeNull();

		mockCommands({
			sigmar_catalog: () => sigmarCatalogEn,
			sigmar_pack: sigmarPackAnswer,
			check_list: () => sigmarCheck(matchedTotals()),
			sigmar_read_roster: (args) => roster(args)
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Abrir otro archivo…' }));
		expect(await screen.findByTestId('sg-preview')).toBeInTheDocument();
		expect(screen.getByText('Se han encontrado todas las selecciones del archivo.')).toBeInTheDocument();
		expect(screen.queryByTestId('sg-roster-error')).toBeNull();
	});
});
