import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { settings } from '$lib/settings.svelte';
import { catalogEn, catalogEs, checkResult, finding, savedDocument } from '$lib/games/runewars/test-fixtures';
import { callsOf, mockCommands, type Call, sent } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckResult, Settings } from '$lib/api';
import DialogHost from '$lib/components/DialogHost.svelte';
import Notices from '$lib/components/Notices.svelte';
import ListBuilder from './ListBuilder.svelte';

let answer: CheckResult;
let calls: Call[];

function unitCard(index: number): HTMLElement {
	const card = document.querySelector<HTMLElement>(`article[data-unit-index="${index}"]`);
	if (!card) throw new Error(`no card for unit ${index}`);
	return card;
}

async function openBuilder() {
	await catalog.ensure('en');
	const navigate = vi.fn();
	render(ListBuilder, { props: { listId: 1, navigate } });
	await screen.findByRole('heading', { name: /Kari Wraithstalker/ });
	return navigate;
}

beforeEach(() => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	answer = checkResult([]);
	calls = mockCommands({
		runewars_catalog: ({ lang }) => (lang === 'es' ? catalogEs : catalogEn),
		list_open: () => ({
			summary: { id: 1, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: '', version: 3, createdAt: 0, updatedAt: 0 },
			document: savedDocument
		}),
		check_list: () => answer,
		collection_get: () => [],
		eligible_upgrades: () => ['trumpets', 'war-crier', 'shield-wall'],
		list_save: () => ({ id: 1, version: 4, savedAt: 1 }),
		list_text: ({ lang }) => (lang === 'es' ? 'Muro de escudos\nLanceros 3x3 (59)\n' : 'Shield wall\nSpearmen 3x3 (59)\n'),
		list_print_preview: () => ({ paper: 'a4', width: 595.28, height: 841.89, pages: [{ items: [] }] }),
		settings_set: ({ settings }) => settings as Settings,
		unit_card: ({ unit }) => ({
			name: unit === 'kari-wraithstalker' ? 'Kari Wraithstalker' : 'Spearmen',
			subtitle: ['Daqan Lords', '28 points'],
			characteristics: [{ label: 'Points', value: '28', source: 0, group: '1 × 1' }],
			weapons: [],
			keywords: [{ name: 'Infantry', source: 0 }],
			abilities: [],
			sources: [{ said: 'Community BattleScribe data, by BSData', community: false, user: false, details: 'BSData/runewars, commit 98b69cf' }],
			unknown: ['Defense'],
			doubts: []
		})
	});
});

afterEach(() => {
	clearMocks();
});

describe('the list builder', () => {
	it('shows each finding next to the unit its pointer names, list-level ones above the units', async () => {
		answer = checkResult(
			[
				finding('/units', 'error', 'The army costs 201 points.'),
				finding('/units/1', 'error', 'Too many unique units.'),
				finding('/units/2/upgrades/0', 'warning', 'Trumpets need a music slot.')
			],
			[finding('/units/0', 'warning', 'Spearmen: you own 0 trays.')]
		);
		await openBuilder();

		const kari = await screen.findByText('Too many unique units.');
		expect(kari.closest('article')).toBe(unitCard(1));
		expect(within(unitCard(2)).getByText('Trumpets need a music slot.')).toBeInTheDocument();
		expect(within(unitCard(0)).getByText('Spearmen: you own 0 trays.')).toBeInTheDocument();
		// Severity in words, help and rule id beside the message.
		expect(within(unitCard(1)).getByText('Error')).toBeInTheDocument();
		expect(within(unitCard(1)).getByText('Help for: Too many unique units.')).toBeInTheDocument();
		expect(within(unitCard(1)).getByText('runewars:R-TEST-1')).toBeInTheDocument();

		const listLevel = screen.getByText('The army costs 201 points.');
		expect(listLevel.closest('article')).toBeNull();
		expect(screen.getByText('Not legal')).toBeInTheDocument();
	});

	it('a configuration reads as the player names it, never as its id', async () => {
		await openBuilder();
		const choice = within(unitCard(2)).getByLabelText('Configuration') as HTMLSelectElement;
		const options = within(choice).getAllByRole('option').map((o) => o.textContent ?? '');
		expect(options.map((o) => o.split(' · ')[0])).toEqual(['2×1', '2×2', '3×3']);
		expect(options.join(' ')).not.toMatch(/\dx\d/);
	});

	it('re-checks after an edit and shows the new answer', async () => {
		answer = checkResult([finding('/units/2/upgrades/0', 'warning', 'Trumpets need a music slot.')]);
		await openBuilder();
		await within(unitCard(2)).findByText('Trumpets need a music slot.');

		answer = checkResult([finding('/units/0', 'info', 'Two units of Spearmen need ID tokens.')]);
		await fireEvent.click(within(unitCard(2)).getByRole('button', { name: 'Remove Trumpets' }));

		expect(await within(unitCard(0)).findByText('Two units of Spearmen need ID tokens.')).toBeInTheDocument();
		expect(screen.queryByText('Trumpets need a music slot.')).toBeNull();
		const last = callsOf(calls, 'check_list').at(-1);
		expect(sent(last?.document).units[2]).toEqual({ unit: 'spearmen', config: '2x2' });
		expect(last?.lang).toBe('en');
		expect(screen.getByText('Legal')).toBeInTheDocument();
	});

	it('the upgrade picker offers exactly what eligible_upgrades answers, by slot, and adds the pick', async () => {
		await openBuilder();
		await fireEvent.click(within(unitCard(0)).getByRole('button', { name: 'Add upgrade' }));

		const picker = await screen.findByRole('group', { name: 'Upgrades Spearmen can take' });
		await within(picker).findByRole('button', { name: /Trumpets/ });
		expect(callsOf(calls, 'eligible_upgrades').at(-1)).toEqual({ document: savedDocument, unitIndex: 0 });

		const offered = within(picker)
			.getAllByRole('button')
			.map((b) => b.textContent?.replace(/\s+/g, ' ').trim())
			.filter((text) => text !== 'Close');
		expect(offered).toEqual(['War Crier 5 pts', 'Shield Wall 5 pts', 'Trumpets 2 pts']);
		expect(within(picker).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Champion', 'Equipment', 'Music']);

		await fireEvent.click(within(picker).getByRole('button', { name: /War Crier/ }));
		await waitFor(() => {
			const last = callsOf(calls, 'check_list').at(-1);
			expect(sent(last?.document).units[0].upgrades).toEqual(['shield-wall', 'war-crier']);
		});
		expect(within(unitCard(0)).getByText('War Crier')).toBeInTheDocument();
		expect(screen.queryByRole('group', { name: 'Upgrades Spearmen can take' })).toBeNull();
	});

	it('adding a unit from the catalogue preselects its first configuration', async () => {
		await openBuilder();
		await fireEvent.click(screen.getByRole('button', { name: 'Add Spearmen' }));
		await waitFor(() => {
			const last = callsOf(calls, 'check_list').at(-1);
			expect(sent(last?.document).units[3]).toEqual({ unit: 'spearmen', config: '2x1' });
		});
	});

	it('a unit row and a catalogue entry open the unit’s card over the builder, which stays as it was', async () => {
		render(DialogHost);
		await openBuilder();
		await fireEvent.click(within(unitCard(1)).getByRole('button', { name: 'Card of Kari Wraithstalker' }));
		const dialog = await screen.findByRole('dialog', { name: 'Kari Wraithstalker' });
		expect(await within(dialog).findByTestId('unit-card-characteristics')).toHaveTextContent(/1 × 1\s*Points\s*28/);
		expect(within(dialog).getByTestId('unit-card-unknown')).toHaveTextContent('No source gives: Defense.');
		expect(callsOf(calls, 'unit_card')).toEqual([{ game: 'runewars', faction: null, unit: 'kari-wraithstalker', lang: 'en' }]);
		await fireEvent.keyDown(dialog, { key: 'Escape' });
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(unitCard(1)).toBeInTheDocument();
		expect(callsOf(calls, 'list_save')).toEqual([]);

		const catalogue = screen.getByRole('region', { name: /catalogue/i });
		const [first] = within(catalogue).getAllByRole('button', { name: /^Card of / });
		await fireEvent.click(first as HTMLElement);
		const second = await screen.findByRole('dialog');
		expect(callsOf(calls, 'unit_card')).toHaveLength(2);
		await fireEvent.click(within(second).getByRole('button', { name: 'Close' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});

	it('a unique unit already in the list cannot be added again from the catalogue, and says why', async () => {
		await openBuilder();
		const add = screen.getByRole('button', { name: 'Add Kari Wraithstalker' });
		expect(add).toBeDisabled();
		expect(add).toHaveAccessibleDescription('Unique: already in the list');
	});

	it('Ctrl+S saves the document as a new version of the list', async () => {
		render(Notices);
		await openBuilder();
		await fireEvent.input(screen.getByLabelText('List name'), { target: { value: 'Shield wall II' } });
		expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
		// The key is shown in the "More actions" menu; RuneWars lists have no undo to show.
		expect(screen.getByLabelText('Keyboard shortcuts').textContent?.trim()).toBe('Ctrl+SSave');
		await fireEvent.keyDown(window, { key: 's', ctrlKey: true });
		await waitFor(() => expect(callsOf(calls, 'list_save')).toHaveLength(1));
		const [saved] = callsOf(calls, 'list_save');
		expect(saved?.id).toBe(1);
		expect(sent(saved?.document).name).toBe('Shield wall II');
		expect(await screen.findByText('Saved as version 4.')).toBeInTheDocument();
	});

	it('switching the language re-labels the page and asks Rust for Spanish messages', async () => {
		await openBuilder();
		expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

		await settings.setLang('es');
		await catalog.ensure('es');

		expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
		expect(screen.getByLabelText('Facción')).toBeInTheDocument();
		expect(screen.getByLabelText('Límite de puntos')).toBeInTheDocument();
		expect(screen.getByText('Puntos')).toBeInTheDocument();
		expect(screen.getByText('Unidades únicas')).toBeInTheDocument();
		expect(screen.getAllByRole('button', { name: 'Añadir mejora' })).toHaveLength(3);
		expect(await screen.findAllByRole('heading', { name: /Lanceros/, level: 3 })).toHaveLength(2);
		await waitFor(() => expect(callsOf(calls, 'check_list').at(-1)?.lang).toBe('es'));
		expect(callsOf(calls, 'settings_set').at(-1)).toEqual({ settings: { lang: 'es', theme: 'light', dataDir: '', collectionChecks: 'auto', playerName: '', paper: 'a4', printLang: null } });
	});

	it('typing in the points limit writes points_limit', async () => {
		const user = userEvent.setup();
		await openBuilder();
		const limit = screen.getByLabelText('Points limit');
		await user.clear(limit);
		await user.type(limit, '300');
		await user.tab();
		await waitFor(() => {
			const last = callsOf(calls, 'check_list').at(-1);
			expect(sent(last?.document).points_limit).toBe(300);
		});
	});
});

describe('print and copy as text', () => {
	const clipboard = { writeText: vi.fn<(text: string) => Promise<void>>() };

	beforeEach(() => {
		clipboard.writeText.mockReset();
		Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
	});

	it('Copy as text puts Rust\'s text of the list on screen on the clipboard', async () => {
		clipboard.writeText.mockResolvedValue(undefined);
		render(Notices);
		await openBuilder();
		// Unsaved edits are part of what is copied.
		await fireEvent.input(screen.getByLabelText('List name'), { target: { value: 'Shield wall II' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));

		expect(await screen.findByText('List copied as text. Paste it in a chat or an email.')).toBeInTheDocument();
		expect(clipboard.writeText).toHaveBeenCalledWith('Shield wall\nSpearmen 3x3 (59)\n');
		const [asked] = callsOf(calls, 'list_text');
		expect(asked?.lang).toBe('en');
		expect(sent(asked?.document).name).toBe('Shield wall II');
	});

	it('where the page has ClipboardItem (WebKit), the clipboard is written during the click', async () => {
		const written: Promise<Blob>[] = [];
		class FakeItem {
			constructor(readonly items: Record<string, Promise<Blob>>) {}
		}
		vi.stubGlobal('ClipboardItem', FakeItem);
		const write = vi.fn((items: FakeItem[]) => {
			written.push(items[0]!.items['text/plain']!);
			return Promise.resolve();
		});
		Object.defineProperty(navigator, 'clipboard', { value: { ...clipboard, write }, configurable: true });
		try {
			render(Notices);
			await openBuilder();
			const asked = callsOf(calls, 'list_text').length;
			await fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));
			// Written before Rust has answered: the click is still going on.
			expect(write).toHaveBeenCalledTimes(1);
			expect(callsOf(calls, 'list_text')).toHaveLength(asked + 1);
			expect(await screen.findByText('List copied as text. Paste it in a chat or an email.')).toBeInTheDocument();
			const blob = await written[0]!;
			expect(blob.type).toBe('text/plain');
			const text = await new Promise<string>((resolve) => {
				const reader = new FileReader();
				reader.onload = () => resolve(String(reader.result));
				reader.readAsText(blob);
			});
			expect(text).toBe('Shield wall\nSpearmen 3x3 (59)\n');
			expect(clipboard.writeText).not.toHaveBeenCalled();
		} finally {
			vi.unstubAllGlobals();
		}
	});

	it('where the clipboard is refused, the text is shown selected to copy by hand', async () => {
		clipboard.writeText.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
		render(Notices);
		render(DialogHost);
		await openBuilder();
		await fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));

		const dialog = await screen.findByRole('dialog', { name: 'The list as text' });
		const box = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
		expect(box.value).toBe('Shield wall\nSpearmen 3x3 (59)\n');
		expect(box).toHaveAttribute('readonly');
		await waitFor(() => expect(box).toHaveFocus());
		expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
		expect(screen.queryByText(/List copied/)).toBeNull();

		await fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});

	it('Print… opens the print view on the document as it is on screen', async () => {
		await openBuilder();
		await fireEvent.click(screen.getByRole('button', { name: 'Print…' }));
		expect(await screen.findByRole('dialog', { name: 'Print “Shield wall”' })).toBeInTheDocument();
		await waitFor(() => expect(callsOf(calls, 'list_print_preview')).toHaveLength(1));
		expect(callsOf(calls, 'list_print_preview')[0]?.document).toEqual(savedDocument);
		await fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});
});
