import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { sigmarCatalog, sigmarPacks } from '$lib/games/sigmar/catalog.svelte';
import { matchedTotals, pick, sigmarCatalogEn, sigmarCheck, sigmarPackAnswer, stormcastChoices } from '$lib/games/sigmar/test-fixtures';
import { callsOf, mockCommands, sent, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SigmarChoices, SigmarList } from '$lib/api';
import SigmarBuilder from './SigmarBuilder.svelte';

/**
 * A Stormcast list near 2,000 points from the fixture's warscrolls (digest §4 points): three
 * regiments led by heroes that take enhancements, eleven units, two auxiliaries and the
 * faction terrain, with no heroic trait or artefact chosen yet.
 */
const bigList: SigmarList = {
	format: 'muster-list/1',
	game: 'sigmar',
	name: 'Hammer and anvil',
	faction: 'stormcast-eternals',
	mode: 'matched',
	faction_terrain: 'stormreach-portal',
	regiments: [
		{
			leader: { unit: 'lord-celestant' },
			general: true,
			units: [{ unit: 'liberators', reinforced: true }, { unit: 'vindictors', reinforced: true }, { unit: 'liberators', reinforced: true }]
		},
		{ leader: { unit: 'knight-azyros' }, units: [{ unit: 'liberators', reinforced: true }, { unit: 'vindictors', reinforced: true }, { unit: 'liberators' }] },
		{ leader: { unit: 'lord-celestant' }, units: [{ unit: 'vindictors', reinforced: true }, { unit: 'liberators', reinforced: true }, { unit: 'vindictors' }] }
	],
	auxiliaries: [{ unit: 'liberators' }, { unit: 'vindictors' }]
};

const slots = (used: number): SigmarChoices['regiments'][number] => ({
	slotsUsed: used,
	slotsMax: 4,
	units: [pick('liberators', 'Liberators', 90, null, { reinforcedPoints: 180 })]
});

let calls: Call[];

function lastChecked(): SigmarList {
	return sent(callsOf(calls, 'check_list').at(-1)?.document);
}

function row(pointer: string): HTMLElement {
	return document.querySelector(`li[data-pointers="${pointer}"]`) as HTMLElement;
}

async function openBigList() {
	render(SigmarBuilder, { props: { listId: 7, navigate: vi.fn() } });
	await screen.findAllByRole('article');
	await waitFor(() => expect(document.querySelectorAll('li.unit-row')).toHaveLength(14));
	// Rust has checked the list and answered what each place may take.
	await waitFor(() => expect(callsOf(calls, 'sigmar_choices').length).toBeGreaterThan(0));
	await waitFor(() => expect(lastChecked()).toMatchObject({ name: 'Hammer and anvil' }));
}

beforeEach(() => {
	i18n.lang = 'en';
	sigmarCatalog.reset();
	sigmarPacks.reset();
	notices.clear();
	calls = mockCommands({
		sigmar_catalog: () => sigmarCatalogEn,
		sigmar_pack: sigmarPackAnswer,
		sigmar_choices: () => stormcastChoices([slots(3), slots(3), slots(3)]),
		check_list: () => sigmarCheck(matchedTotals({ points: 1950, points_left: 50, regiments: 3, auxiliaries: 2, units: 14 })),
		list_open: () => ({
			summary: { id: 7, name: 'Hammer and anvil', game: 'sigmar', faction: 'stormcast-eternals', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
			document: bigList
		})
	});
});

afterEach(() => {
	clearMocks();
});

describe('a 2,000-point Age of Sigmar list stays short', () => {
	it('shows no empty enhancement drop-down: each hero row has "+" buttons instead', async () => {
		await openBigList();
		const rows = document.querySelectorAll('li.unit-row');
		// Before: each of the three heroes carried a heroic trait and an artefact drop-down
		// (6) beside its leader's; now only the leaders' drop-downs are in the rows.
		const inRows = [...rows].flatMap((r) => [...r.querySelectorAll('select')]);
		expect(inRows).toHaveLength(3);
		expect(inRows.every((s) => s.id.endsWith('-leader'))).toBe(true);
		expect(document.querySelectorAll('.enhancements')).toHaveLength(0);
		// Each hero shows its two slots as buttons, named after the slot.
		for (const pointer of ['/regiments/0/leader', '/regiments/1/leader', '/regiments/2/leader']) {
			expect(within(row(pointer)).getByRole('button', { name: 'Add Heroic trait' })).toHaveTextContent('Heroic trait');
			expect(within(row(pointer)).getByRole('button', { name: 'Add Artefact of power' })).toHaveTextContent('Artefact of power');
		}
		// Units that are no heroes show neither.
		expect(within(row('/regiments/0/units/0')).queryAllByRole('button', { name: /^Add / })).toHaveLength(0);
		// The "+" buttons are finger-sized targets (the class carrying the 44 px minimum).
		expect(within(row('/regiments/0/leader')).getByRole('button', { name: 'Add Heroic trait' })).toHaveClass('add-slot');
	});

	it('"+ Heroic trait" reveals its drop-down with the focus on it; "None" folds it back', async () => {
		await openBigList();
		const leader = () => row('/regiments/1/leader');
		await fireEvent.click(within(leader()).getByRole('button', { name: 'Add Heroic trait' }));
		const trait = within(leader()).getByRole('combobox', { name: 'Heroic trait' });
		expect(document.activeElement).toBe(trait);
		expect(within(leader()).queryByRole('button', { name: 'Add Heroic trait' })).toBeNull();
		// The artefact stays a button.
		expect(within(leader()).queryByRole('combobox', { name: 'Artefact of power' })).toBeNull();

		await fireEvent.change(trait, { target: { value: 'envoy-of-the-heavens' } });
		await waitFor(() => expect(lastChecked().regiments?.[1]?.leader).toEqual({ unit: 'knight-azyros', heroic_trait: 'envoy-of-the-heavens' }));
		expect(within(leader()).getByRole('combobox', { name: 'Heroic trait' })).toHaveValue('envoy-of-the-heavens');

		await fireEvent.change(within(leader()).getByRole('combobox', { name: 'Heroic trait' }), { target: { value: '' } });
		await waitFor(() => expect(lastChecked().regiments?.[1]?.leader).toEqual({ unit: 'knight-azyros' }));
		expect(within(leader()).queryByRole('combobox', { name: 'Heroic trait' })).toBeNull();
		expect(within(leader()).getByRole('button', { name: 'Add Heroic trait' })).toBeInTheDocument();
	});

	it('Escape folds an empty, opened drop-down back into its button, which takes the focus', async () => {
		await openBigList();
		const leader = row('/regiments/0/leader');
		await fireEvent.click(within(leader).getByRole('button', { name: 'Add Artefact of power' }));
		const artefact = within(leader).getByRole('combobox', { name: 'Artefact of power' });
		await fireEvent.keyDown(artefact, { key: 'Escape' });
		await waitFor(() => expect(within(leader).queryByRole('combobox', { name: 'Artefact of power' })).toBeNull());
		expect(document.activeElement).toBe(within(leader).getByRole('button', { name: 'Add Artefact of power' }));
		// Nothing was written to the list.
		expect(lastChecked().regiments?.[0]?.leader).toEqual({ unit: 'lord-celestant' });
	});

	it('in Spanish the buttons say the slot in Spanish and reveal the same drop-downs', async () => {
		i18n.lang = 'es';
		await openBigList();
		const leader = row('/regiments/2/leader');
		expect(within(leader).queryAllByRole('combobox', { name: 'Rasgo heroico' })).toHaveLength(0);
		await fireEvent.click(within(leader).getByRole('button', { name: 'Añadir Rasgo heroico' }));
		const trait = within(leader).getByRole('combobox', { name: 'Rasgo heroico' });
		expect(within(trait).getByRole('option', { name: 'Ninguno' })).toBeInTheDocument();
		expect(within(leader).getByRole('button', { name: 'Añadir Artefacto de poder' })).toHaveTextContent('Artefacto de poder');
	});
});
