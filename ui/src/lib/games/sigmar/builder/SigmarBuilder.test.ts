import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { sigmarCatalog, sigmarPacks } from '$lib/games/sigmar/catalog.svelte';
import {
	matchedTotals,
	openTotals,
	pick,
	sigmarCatalogEn,
	sigmarCheck,
	sigmarPackAnswer,
	faction,
	stormcastPack,
	stormcastChoices,
	stormcastDocument
} from '$lib/games/sigmar/test-fixtures';
import { callsOf, mockCommands, type Call, sent } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic, GameCheck, SigmarCatalogView, SigmarChoices, SigmarPackView, SigmarTotals } from '$lib/api';
import type { SigmarDocument } from '$lib/games/sigmar/document';
import Notices from '$lib/components/Notices.svelte';
import SigmarBuilder from './SigmarBuilder.svelte';

let answer: GameCheck<SigmarTotals>;
let choicesAnswer: SigmarChoices;
let catalogAnswer: SigmarCatalogView;
let calls: Call[];

/** The document of the last `check_list`. */
function lastChecked(): SigmarDocument {
	return sent(callsOf(calls, 'check_list').at(-1)?.document);
}

function regiment(index: number): HTMLElement {
	return screen.getByRole('article', { name: `Regiment ${index + 1}` });
}

/** A regiment's slots as Rust counts them, with what its leader allows. */
const lordCelestantSlots = (used: number): SigmarChoices['regiments'][number] => ({
	slotsUsed: used,
	slotsMax: 4,
	units: [
		pick('liberators', 'Liberators', 90, null, { reinforcedPoints: 180 }),
		pick('vindictors', 'Vindictors', 90, 'Lord-Celestant’s regiment is full.', { reinforcedPoints: 180 })
	]
});

async function openSaved() {
	render(SigmarBuilder, { props: { listId: 3, navigate: vi.fn() } });
	await screen.findByRole('article', { name: 'Regiment 1' });
}

beforeEach(() => {
	i18n.lang = 'en';
	sigmarCatalog.reset();
	sigmarPacks.reset();
	notices.clear();
	answer = sigmarCheck(matchedTotals());
	choicesAnswer = stormcastChoices();
	catalogAnswer = sigmarCatalogEn;
	calls = mockCommands({
		sigmar_catalog: () => catalogAnswer,
		sigmar_pack: sigmarPackAnswer,
		sigmar_choices: () => choicesAnswer,
		check_list: () => answer,
		list_open: () => ({
			summary: { id: 3, name: 'Hammers of Sigmar', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
			document: stormcastDocument
		}),
		list_save: () => ({ id: 3, version: 1, savedAt: 1 }),
		sigmar_import_folder: () => ({
			folder: '/home/ana/bsdata',
			packs: [{ faction: 'blades-of-khorne', name: 'Blades of Khorne', units: 2, file: 'Blades of Khorne.cat' }]
		})
	});
});

afterEach(() => {
	clearMocks();
});

describe('the Age of Sigmar builder, matched play', () => {
	it('a unit the faction’s own table allows takes from it, one per unit as the table says, and gives it back', async () => {
		// A table of the Big Names kind, open to the Lord-Celestant only, one per unit.
		const table: SigmarChoices['enhancementTables'][number] = {
			id: 'big-names',
			name: 'Big Names',
			perArmy: 1,
			perUnit: 1,
			units: ['lord-celestant'],
			enhancements: [pick('fast-un', 'Fast Un', 15), pick('strong-un', 'Strong Un', 10)]
		};
		choicesAnswer = { ...stormcastChoices([lordCelestantSlots(1)]), enhancementTables: [table] };
		await openSaved();
		const leaderRow = () => regiment(0).querySelector('[data-pointers="/regiments/0/leader"]') as HTMLElement;
		const bigNames = () => within(leaderRow()).getByRole('combobox', { name: 'Big Names' });
		// Nothing taken yet: the table is a "+ Big Names" button until the player opens it.
		await fireEvent.click(await within(leaderRow()).findByRole('button', { name: 'Add Big Names' }));
		await within(leaderRow()).findByRole('option', { name: 'Strong Un (10 pts)' });
		// The Liberators are not among the table's units: no such choice on their row.
		const unitRow = regiment(0).querySelector('[data-pointers="/regiments/0/units/0"]') as HTMLElement;
		expect(within(unitRow).queryByRole('combobox', { name: 'Big Names' })).toBeNull();
		await fireEvent.change(bigNames(), { target: { value: 'strong-un' } });
		await waitFor(() => expect(lastChecked().regiments[0]?.leader.enhancements).toEqual(['strong-un']));
		// One per unit: no second choice from the table once one is held.
		await waitFor(() => expect(within(leaderRow()).getAllByRole('combobox', { name: /Big Names/ })).toHaveLength(1));
		expect(bigNames()).toHaveValue('strong-un');
		await fireEvent.change(bigNames(), { target: { value: '' } });
		await waitFor(() => expect(lastChecked().regiments[0]?.leader).toEqual({ unit: 'lord-celestant' }));
		// Given back, the table folds into its button again.
		await within(leaderRow()).findByRole('button', { name: 'Add Big Names' });
		expect(within(leaderRow()).queryByRole('combobox', { name: /Big Names/ })).toBeNull();
	});

	it('a new list asks the mode and faction, then builds regiment by regiment: leader, units, Reinforced, points and drops', async () => {
		const navigate = vi.fn();
		render(SigmarBuilder, { props: { listId: null, navigate } });
		await screen.findByText('Choose the army’s faction');
		// The player's imported pack is marked as theirs.
		expect(screen.getByRole('button', { name: /Blades of Khorne.*imported by you/ })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: /Stormcast Eternals/ }));
		await waitFor(() => expect(lastChecked()).toMatchObject({ faction: 'stormcast-eternals', mode: 'matched' }));
		expect(callsOf(calls, 'sigmar_choices').length).toBeGreaterThan(0);
		// Only the chosen faction's pack is opened.
		await screen.findByRole('button', { name: 'Add regiment' });
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'stormcast-eternals' }]);

		// A regiment: its leader from the heroes Rust offers.
		choicesAnswer = stormcastChoices([lordCelestantSlots(0)]);
		answer = sigmarCheck(matchedTotals({ points: 100, points_left: 1900, regiments: 1, drops: 1, units: 1, models: 1 }));
		await fireEvent.click(screen.getByRole('button', { name: 'Add regiment' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Add Lord-Celestant' }));
		await waitFor(() =>
			expect(lastChecked().regiments).toEqual([{ leader: { unit: 'lord-celestant' }, units: [], general: true }])
		);
		expect(await within(regiment(0)).findByText('0 of 4 slots')).toBeInTheDocument();
		expect(screen.getByText('100 / 2000')).toBeInTheDocument();
		expect(screen.getByText('1900 left')).toBeInTheDocument();
		expect(screen.getByText(/1 drop \(regiments plus auxiliary units\): the player who finishes deploying first picks/)).toBeInTheDocument();

		// The units the leader allows: a refused one is disabled and says why.
		choicesAnswer = stormcastChoices([lordCelestantSlots(1)]);
		answer = sigmarCheck(matchedTotals({ points: 190, points_left: 1810, regiments: 1, drops: 1, units: 2, models: 6 }));
		await fireEvent.click(within(regiment(0)).getByRole('button', { name: 'Add unit' }));
		const vindictors = within(regiment(0)).getByRole('button', { name: 'Add Vindictors' });
		expect(vindictors).toBeDisabled();
		expect(vindictors).toHaveAccessibleDescription('Lord-Celestant’s regiment is full.');
		await fireEvent.click(within(regiment(0)).getByRole('button', { name: 'Add Liberators' }));
		await waitFor(() => expect(lastChecked().regiments[0]?.units).toEqual([{ unit: 'liberators' }]));
		expect(await within(regiment(0)).findByText('1 of 4 slots')).toBeInTheDocument();
		const row = within(regiment(0)).getByText('Liberators', { selector: '.title' }).closest('li') as HTMLElement;
		expect(within(row).getByText('90 pts')).toBeInTheDocument();
		expect(within(row).getByText('5 models')).toBeInTheDocument();

		// Reinforced: the data's doubled size and points; the regiment's sum is Rust's.
		answer = sigmarCheck(
			matchedTotals({
				points: 280,
				points_left: 1720,
				regiments: 1,
				drops: 1,
				units: 2,
				models: 11,
				regiment_slots: [{ leader: 'lord-celestant', general: true, slots_used: 1, slots_max: 4, points: 280, models: 11 }]
			})
		);
		await fireEvent.click(within(row).getByLabelText('Reinforced'));
		await waitFor(() => expect(lastChecked().regiments[0]?.units).toEqual([{ unit: 'liberators', reinforced: true }]));
		expect(within(row).getByText('180 pts')).toBeInTheDocument();
		expect(within(row).getByText('10 models')).toBeInTheDocument();
		expect(await within(regiment(0)).findByText('280 pts · 11 models')).toBeInTheDocument();
		expect(screen.getByText('280 / 2000')).toBeInTheDocument();

		// Saving a new list goes to its page.
		await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/lists/3', true));
		expect(sent(callsOf(calls, 'list_save')[0]?.document)).toMatchObject({ game: 'sigmar', mode: 'matched' });
	});

	it('a hero takes a heroic trait and an artefact from Rust’s choices; one the army cannot take is disabled with the reason', async () => {
		choicesAnswer = {
			...stormcastChoices([lordCelestantSlots(1)]),
			artefacts: [pick('null-pendant', 'Null Pendant', null), pick('quicksilver-draught', 'Quicksilver Draught', null, 'Only one artefact per army.')]
		};
		await openSaved();
		const leaderRow = regiment(0).querySelector('[data-pointers="/regiments/0/leader"]') as HTMLElement;
		await fireEvent.click(await within(leaderRow).findByRole('button', { name: 'Add Heroic trait' }));
		await within(leaderRow).findByRole('option', { name: 'Staunch Defender' });
		await fireEvent.change(within(leaderRow).getByLabelText('Heroic trait'), { target: { value: 'staunch-defender' } });
		await waitFor(() => expect(lastChecked().regiments[0]?.leader).toEqual({ unit: 'lord-celestant', heroic_trait: 'staunch-defender' }));
		await fireEvent.click(within(leaderRow).getByRole('button', { name: 'Add Artefact of power' }));
		const artefact = within(leaderRow).getByLabelText('Artefact of power') as HTMLSelectElement;
		await waitFor(() => {
			const refused = [...artefact.options].find((o) => o.value === 'quicksilver-draught');
			expect(refused?.disabled).toBe(true);
			expect(refused?.textContent).toBe('Quicksilver Draught — Only one artefact per army.');
		});
		// A unit that is no hero takes none.
		const unitRow = regiment(0).querySelector('[data-pointers="/regiments/0/units/0"]') as HTMLElement;
		expect(within(unitRow).queryByLabelText('Heroic trait')).toBeNull();
		expect(within(unitRow).queryByRole('button', { name: 'Add Heroic trait' })).toBeNull();
	});

	it('the general is a radio over the regiments; the limit and season are settings', async () => {
		await openSaved();
		choicesAnswer = stormcastChoices([lordCelestantSlots(1), { ...lordCelestantSlots(0), slotsMax: 3 }]);
		await fireEvent.click(screen.getByRole('button', { name: 'Add regiment' }));
		await fireEvent.click(await screen.findByRole('button', { name: 'Add Knight-Azyros' }));
		await waitFor(() => expect(lastChecked().regiments[1]).toEqual({ leader: { unit: 'knight-azyros' }, units: [] }));
		expect(await within(regiment(1)).findByText('0 of 3 slots')).toBeInTheDocument();

		await fireEvent.click(within(regiment(1)).getByLabelText('General'));
		await waitFor(() => expect(lastChecked().regiments.map((r) => r.general ?? false)).toEqual([false, true]));

		await fireEvent.input(screen.getByLabelText('Points limit'), { target: { value: '1000' } });
		await waitFor(() => expect(lastChecked().points_limit).toBe(1000));
		await fireEvent.change(screen.getByLabelText('Season'), { target: { value: 'ghb-2025-26' } });
		await waitFor(() => expect(lastChecked().season).toBe('ghb-2025-26'));
		// The newest season is the default, written by leaving it out.
		await fireEvent.change(screen.getByLabelText('Season'), { target: { value: 'ghb-2026-27' } });
		await waitFor(() => expect(lastChecked().season).toBeUndefined());
	});

	it('the faction can change while the army is empty; once it has units the choice shows its faction alone', async () => {
		const fresh = render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByRole('button', { name: /Stormcast Eternals/ }));
		await screen.findByRole('heading', { name: 'Regiments' });
		const choice = () => screen.getByLabelText('Faction') as HTMLSelectElement;
		expect(choice()).toBeEnabled();
		expect(within(choice()).getAllByRole('option')).toHaveLength(sigmarCatalogEn.factions.length);
		expect(within(choice()).getByRole('option', { name: 'Beasts of Chaos (Legends)' })).toBeInTheDocument();

		fresh.unmount();

		await openSaved();
		expect(choice()).toBeDisabled();
		expect(choice()).toHaveValue('stormcast-eternals');
		expect(within(choice()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Stormcast Eternals']);
	});

	it('auxiliaries and the army’s choices; each finding is shown next to the place it points at', async () => {
		const findings: Diagnostic[] = [
			{ code: 'sigmar.reinforced.not_allowed', severity: 'error', rule: 'sigmar:S4-RNF-2', path: '/regiments/0/units/0', message: 'Liberators cannot be Reinforced here.', help: 'Take it off.', waits_for: [] },
			{ code: 'sigmar.terrain.too_many', severity: 'warning', rule: 'sigmar:S4-TER-1', path: '/faction_terrain', message: 'About the terrain.', help: '', waits_for: [] },
			{ code: 'sigmar.points.over', severity: 'error', rule: 'sigmar:S4-PTS-1', path: '/points_limit', message: '2100 of 2000 points.', help: 'Drop a unit.', waits_for: [] }
		];
		answer = sigmarCheck(matchedTotals({ points: 2100, points_left: -100, regiments: 1, auxiliaries: 1, drops: 2 }), findings);
		choicesAnswer = stormcastChoices([lordCelestantSlots(1)]);
		await openSaved();
		await waitFor(() => expect(within(regiment(0)).getByText('Liberators cannot be Reinforced here.')).toBeInTheDocument());
		expect(regiment(0).querySelector('[data-pointers="/regiments/0/units/0"]')).toHaveClass('error');
		const army = screen.getByRole('region', { name: 'Army choices' });
		expect(within(army).getByText('About the terrain.')).toBeInTheDocument();
		const whole = screen.getByRole('list', { name: 'Findings about the whole list' });
		expect(within(whole).getByText('2100 of 2000 points.')).toBeInTheDocument();
		expect(within(whole).queryByText('About the terrain.')).toBeNull();
		expect(screen.getByText('100 over')).toBeInTheDocument();
		await fireEvent.click(within(whole).getByRole('button', { name: /2100 of 2000 points/ }));
		expect((document.activeElement as HTMLElement).getAttribute('data-pointers')).toBe('/points_limit');

		await fireEvent.click(screen.getByRole('button', { name: 'Add auxiliary unit' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Add Vindictors' }));
		await waitFor(() => expect(lastChecked().auxiliaries).toEqual([{ unit: 'vindictors' }]));
		await fireEvent.change(screen.getByLabelText('Faction terrain'), { target: { value: 'stormreach-portal' } });
		await fireEvent.change(screen.getByLabelText('Battle formation'), { target: { value: 'thunderhead-host' } });
		await fireEvent.change(screen.getByLabelText('Manifestation lore'), { target: { value: 'forbidden-power' } });
		await waitFor(() =>
			expect(lastChecked()).toMatchObject({
				faction_terrain: 'stormreach-portal',
				battle_formation: 'thunderhead-host',
				manifestation_lore: 'forbidden-power'
			})
		);
		expect((screen.getByLabelText('Manifestation lore') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Forbidden Power (20 pts)');
	});

	it('opens a faction’s pack once: a second list of it, or a saved one, reuses it', async () => {
		const first = render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByRole('button', { name: /Stormcast Eternals/ }));
		await screen.findByRole('button', { name: 'Add regiment' });
		first.unmount();
		render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByRole('button', { name: /Stormcast Eternals/ }));
		await screen.findByRole('button', { name: 'Add regiment' });
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'stormcast-eternals' }]);
		expect(callsOf(calls, 'sigmar_catalog')).toHaveLength(1);
	});

	it('says so while a faction’s data opens, and why when it cannot; Try again asks once more', async () => {
		let answerPack: () => void = () => undefined;
		let refuse = true;
		calls = mockCommands({
			sigmar_catalog: () => catalogAnswer,
			// Rust answers when the test says (a handler may answer later, as the shell does).
			sigmar_pack: () =>
				new Promise<SigmarPackView>((resolve, reject) => {
					answerPack = () => {
						if (refuse) reject({ code: 'data.broken', message: 'sylvaneth.json: not a pack' });
						else resolve({ ...stormcastPack, faction: faction('sylvaneth', 'Sylvaneth', 'ORDER') });
					};
				}) as unknown as SigmarPackView,
			sigmar_choices: () => choicesAnswer,
			check_list: () => answer
		});
		render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByRole('button', { name: /Sylvaneth/ }));
		expect(await screen.findByText('Opening the data of Sylvaneth…')).toBeInTheDocument();
		answerPack();
		const failure = await screen.findByTestId('sg-pack-error');
		expect(failure).toHaveTextContent('The data of Sylvaneth could not be opened.');
		expect(failure).toHaveTextContent('sylvaneth.json: not a pack');
		refuse = false;
		await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
		answerPack();
		expect(await screen.findByRole('button', { name: 'Add regiment' })).toBeInTheDocument();
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'sylvaneth' }, { faction: 'sylvaneth' }]);
	});

	it('imports a BattleScribe folder the player picks, then reads the catalogue again', async () => {
		render(Notices);
		render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByRole('button', { name: 'Import BattleScribe folder…' }));
		expect(await screen.findByText('Imported 1 faction from /home/ana/bsdata: Blades of Khorne.')).toBeInTheDocument();
		// Rust opens the folder dialog: the page gives only its title.
		expect(callsOf(calls, 'sigmar_import_folder')).toEqual([{ title: 'Choose your BattleScribe Age of Sigmar data folder' }]);
		await waitFor(() => expect(callsOf(calls, 'sigmar_catalog')).toHaveLength(2));
	});
});

describe('the Age of Sigmar builder, open play', () => {
	it('warscrolls of any faction, models per unit, the player’s Wounds and Bravery, an optional general', async () => {
		answer = sigmarCheck(openTotals(10, 1));
		render(SigmarBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.click(await screen.findByLabelText(/Open play/));
		await fireEvent.click(screen.getByRole('button', { name: /Stormcast Eternals/ }));
		await waitFor(() => expect(lastChecked()).toMatchObject({ faction: 'stormcast-eternals', mode: 'open' }));
		expect(screen.getByText(/The general is named after deployment/)).toBeInTheDocument();

		// The army's faction's warscrolls first; another faction's pack is opened when it is chosen.
		expect(await screen.findByRole('button', { name: 'Add Liberators' })).toBeInTheDocument();
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'stormcast-eternals' }]);
		// While the army is empty its faction can change, and the finder follows it.
		await fireEvent.change(screen.getByLabelText('Main faction'), { target: { value: 'seraphon' } });
		await waitFor(() => expect(screen.getByLabelText('Faction')).toHaveValue('seraphon'));
		await fireEvent.change(screen.getByLabelText('Main faction'), { target: { value: 'stormcast-eternals' } });
		expect(await screen.findByRole('button', { name: 'Add Liberators' })).toBeInTheDocument();
		await fireEvent.change(screen.getByLabelText('Faction'), { target: { value: 'blades-of-khorne' } });
		await fireEvent.input(screen.getByPlaceholderText('Search by name or keyword'), { target: { value: 'daemon' } });
		await fireEvent.click(await screen.findByRole('button', { name: 'Add Bloodletters' }));
		expect(callsOf(calls, 'sigmar_pack')).toEqual([{ faction: 'stormcast-eternals' }, { faction: 'seraphon' }, { faction: 'blades-of-khorne' }]);
		await waitFor(() => expect(lastChecked().units).toEqual([{ unit: 'bloodletters', faction: 'blades-of-khorne', models: 10 }]));
		// Health from the data stands in for Wounds until the player writes theirs; Bravery is theirs.
		const wounds = screen.getByLabelText('Your Wounds for Bloodletters');
		expect(wounds).toHaveAttribute('placeholder', '2');
		expect(screen.getByText(/Wounds: Health 2 from the data until you write yours/)).toBeInTheDocument();
		await fireEvent.input(screen.getByLabelText('Your Bravery for Bloodletters'), { target: { value: '10' } });
		await fireEvent.input(screen.getByLabelText('Models of Bloodletters'), { target: { value: '15' } });
		await fireEvent.click(screen.getByLabelText('General'));
		await waitFor(() =>
			expect(lastChecked().units).toEqual([{ unit: 'bloodletters', faction: 'blades-of-khorne', models: 15, bravery: 10, general: true }])
		);
		// Totals are Rust's.
		const totals = screen.getByRole('region', { name: 'Totals' });
		expect(within(totals).getByText('Models').nextElementSibling).toHaveTextContent('10');
		// The mode cannot change once the army has units.
		expect(screen.getByLabelText('Mode')).toBeDisabled();
	});

	it('in Spanish', async () => {
		i18n.lang = 'es';
		choicesAnswer = stormcastChoices([lordCelestantSlots(1)]);
		render(SigmarBuilder, { props: { listId: 3, navigate: vi.fn() } });
		const card = await screen.findByRole('article', { name: 'Regimiento 1' });
		expect(await within(card).findByText('1 de 4 huecos')).toBeInTheDocument();
		expect(within(card).getByLabelText('Reforzada')).toBeChecked();
		expect(screen.getByRole('heading', { name: 'Unidades auxiliares' })).toBeInTheDocument();
		await waitFor(() => expect(callsOf(calls, 'sigmar_choices').at(-1)?.lang).toBe('es'));
		expect(callsOf(calls, 'check_list').at(-1)?.lang).toBe('es');
	});
});
