import type { UnderworldsCatalogView, UnderworldsFighterValues, UnderworldsRecordView, UnderworldsWarband } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, kebabIdsStandIn, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DialogHost from '$lib/components/DialogHost.svelte';
import { UwIndex, type CatalogWarband } from '../catalog.svelte';
import { newWarband, WARBAND_SOURCE } from './drafts';
import { fixtureCatalog, fixtureFighterForm } from '../test-fixtures';
import WarbandEditor from './WarbandEditor.svelte';
import WarbandSheet from './WarbandSheet.svelte';

let catalog: UnderworldsCatalogView;
let calls: Call[];
let refusal: { code: string; message: string } | null;

const shipped = (): CatalogWarband => structuredClone(fixtureCatalog().warbands[0]!);
const yours = (): CatalogWarband => structuredClone(fixtureCatalog().warbands[1]!);

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	catalog = fixtureCatalog();
	refusal = null;
	calls = mockCommands({
		kebab_ids: kebabIdsStandIn,
		underworlds_save_record: () => {
			if (refusal) throw refusal;
			return catalog;
		},
		underworlds_delete_record: () => catalog,
		underworlds_fighter_form: (args) => fixtureFighterForm(catalog, String(args.warband)),
		underworlds_save_fighters: (args) => {
			const rows = args.fighters as UnderworldsFighterValues[];
			const bad = rows.findIndex((r) => r.health === 0);
			if (bad >= 0) throw { code: 'record.invalid', message: `underworlds/warband/${String(args.warband)}/fighters/${bad}: health must be at least 1` };
			return catalog;
		}
	});
});

afterEach(() => {
	clearMocks();
});

function edit(record: UnderworldsRecordView<UnderworldsWarband>, isNew = false) {
	const onSaved = vi.fn();
	const onDeleted = vi.fn();
	render(WarbandEditor, { props: { record, isNew, catalog: new UwIndex(catalog), onSaved, onCancel: vi.fn(), onDeleted } });
	return { onSaved, onDeleted };
}

/** Types a value into the field with this test id. */
async function type(testid: string, value: string) {
	await fireEvent.input(screen.getByTestId(testid), { target: { value } });
}

describe('the warband screen', () => {
	it('says in words which community data the fighter cards come from and its date, the commit only behind its disclosure', () => {
		for (const lang of ['en', 'es'] as const) {
			i18n.lang = lang;
			const warband = { ...shipped(), community_cards: true, user: false };
			const { unmount } = render(WarbandSheet, {
				props: { catalog: new UwIndex(fixtureCatalog()), warband, onBack: vi.fn(), onEdit: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn(), onSaved: vi.fn() }
			});
			const said = screen.getByTestId('uw-sheet-community');
			expect(said).toHaveTextContent(
				lang === 'en'
					? 'Fighter cards from community data (a fixture card list, 2099-01-01), not checked against the cards.'
					: 'Tarjetas de guerrero de datos de la comunidad (una lista de tarjetas de prueba, 2099-01-01), sin comprobar con las tarjetas.'
			);
			expect(said.textContent).not.toMatch(/commit|0000000|fighters\.json/);
			const source = screen.getByTestId('uw-sheet-source') as HTMLDetailsElement;
			expect(source.open).toBe(false);
			expect(within(source).getByText(lang === 'en' ? 'Details' : 'Detalles')).toBeInTheDocument();
			expect(within(source).getByText('fixture/cards, commit 0000000, fighters.json')).toBeInTheDocument();
			unmount();
		}
		i18n.lang = 'en';
	});

	it('names what the community data may have misread on a fighter card, and a weapon without a name by its kind', () => {
		const warband = yours();
		const leader = warband.fighters[0]!;
		leader.doubts = ['leader-and-minion', 'damage-zero'];
		leader.uninspired!.weapons = [{ kind: 'ranged', range: 3, dice: 2, symbol: 'hammer', damage: 0, abilities: [], other_abilities: ['volley'] }];
		render(WarbandSheet, { props: { catalog: new UwIndex(fixtureCatalog()), warband, onBack: vi.fn(), onEdit: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn(), onSaved: vi.fn() } });
		const doubts = screen.getByTestId('uw-doubts-fixture-leader');
		expect(doubts).toHaveTextContent('The community data may have misread this card:');
		expect(within(doubts).getByText('tagged both leader and minion')).toBeInTheDocument();
		expect(within(doubts).getByText('a weapon reads damage 0')).toBeInTheDocument();
		expect(screen.queryByTestId('uw-doubts-fixture-scout')).toBeNull();
		const face = within(screen.getByTestId('uw-face-fixture-leader-uninspired'));
		expect(face.getByText('ranged')).toBeInTheDocument();
		expect(face.getByText('Volley')).toBeInTheDocument();
	});

	it('shows every fighter with both faces side by side, unknown values as “?”, the leader and the warscroll', () => {
		render(WarbandSheet, { props: { catalog: new UwIndex(fixtureCatalog()), warband: yours(), onBack: vi.fn(), onEdit: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn(), onSaved: vi.fn() } });
		const leader = screen.getByTestId('uw-fighter-fixture-leader');
		expect(within(leader).getByText('Leader')).toBeInTheDocument();
		const uninspired = within(screen.getByTestId('uw-face-fixture-leader-uninspired'));
		const inspired = within(screen.getByTestId('uw-face-fixture-leader-inspired'));
		expect(uninspired.getByText('Move').nextElementSibling).toHaveTextContent('3');
		expect(uninspired.getByText('Save').nextElementSibling).toHaveTextContent('1 shield');
		expect(inspired.getByText('Move').nextElementSibling).toHaveTextContent('4');
		expect(inspired.getByText('Save').nextElementSibling).toHaveTextContent('2 dodge');
		expect(inspired.getByText('3 swords')).toBeInTheDocument();
		expect(inspired.getByText('Critical Cleave')).toBeInTheDocument();
		expect(uninspired.getByText('melee')).toBeInTheDocument();
		// The scout: its Health and its inspired face are not known.
		expect(within(screen.getByTestId('uw-face-fixture-scout-uninspired')).getByText('Health').nextElementSibling).toHaveTextContent('?');
		expect(within(screen.getByTestId('uw-face-fixture-scout-inspired')).getByText('? This face is not entered.')).toBeInTheDocument();
		expect(within(screen.getByTestId('uw-fighter-fixture-scout')).getByText('Fly')).toBeInTheDocument();
		expect(within(screen.getByTestId('uw-ability-fixture-rally')).getByText('2 generic tokens at muster')).toBeInTheDocument();
		expect(screen.getByText('Fixture: after it is damaged.')).toBeInTheDocument();
	});

	it('a shipped warband without fighter cards says so and offers to enter them; its ability’s runemark and unknown token count show', async () => {
		const onEdit = vi.fn();
		render(WarbandSheet, { props: { catalog: new UwIndex(fixtureCatalog()), warband: shipped(), onBack: vi.fn(), onEdit, onNew: vi.fn(), onDeleted: vi.fn(), onSaved: vi.fn() } });
		expect(screen.getByText(/The data names this warband’s fighters only in part and gives no fighter card/)).toBeInTheDocument();
		// The two fighters the data counts but does not name.
		expect(screen.getByTestId('uw-unnamed-0')).toHaveTextContent('Fighter 2');
		expect(screen.getByTestId('uw-unnamed-1')).toHaveTextContent('Fighter 3');
		expect(screen.queryByTestId('uw-sheet-reset')).toBeNull();
		const ability = within(screen.getByTestId('uw-ability-fixture-blast'));
		expect(ability.getByText('only fighters with the Fixture Mark runemark')).toBeInTheDocument();
		expect(ability.getByText('generic tokens at muster (how many: ?)')).toBeInTheDocument();
		await fireEvent.click(screen.getByTestId('uw-sheet-enter'));
		expect(onEdit).toHaveBeenCalled();
	});
});

describe('the Health and Bounty of every fighter on the warband screen', () => {
	it('the player’s answers to a shipped warband’s form go back to Muster’s record, not away', () => {
		const answered = { ...shipped(), user: true, source: "user: entered in Muster from the player's own fighter cards; fixture, not real data" };
		render(WarbandSheet, { props: { catalog: new UwIndex(fixtureCatalog()), warband: answered, onBack: vi.fn(), onEdit: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn(), onSaved: vi.fn() } });
		expect(screen.getByTestId('uw-sheet-reset')).toHaveTextContent('Back to Muster’s record');
	});

	it('asks for every fighter the data counts; a value Rust refuses is shown at its row; corrected, it is saved', async () => {
		const onSaved = vi.fn();
		render(WarbandSheet, { props: { catalog: new UwIndex(fixtureCatalog()), warband: shipped(), onBack: vi.fn(), onEdit: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn(), onSaved } });
		const panel = await screen.findByTestId('uw-ff-fixture-wardens');
		expect(within(screen.getByTestId('uw-ff-panel')).getByText('needed before a match')).toBeInTheDocument();
		expect(screen.getByTestId('uw-ff-fixture-wardens-0-name')).toHaveValue('Fixture Captain');
		expect(screen.getByTestId('uw-ff-fixture-wardens-2-name')).toHaveValue('Fighter 3');
		await fireEvent.click(within(panel).getByRole('radio', { name: 'Fixture Captain is the leader' }));
		for (let i = 0; i < 3; i += 1) {
			for (const [field, value] of [['health', '4'], ['bounty', '1'], ['inspired-health', '5'], ['inspired-bounty', '2']] as const) {
				await type(`uw-ff-fixture-wardens-${i}-${field}`, value);
			}
		}
		await type('uw-ff-fixture-wardens-1-name', 'Fixture Archer');
		await type('uw-ff-fixture-wardens-2-health', '0');
		await fireEvent.click(screen.getByTestId('uw-ff-save'));

		const error = await screen.findByTestId('uw-ff-fixture-wardens-2-error');
		expect(error).toHaveTextContent('Fighter 3: health must be at least 1');
		expect(screen.getByTestId('uw-ff-fixture-wardens-2')).toHaveClass('faulty');
		await waitFor(() => expect(screen.getByTestId('uw-ff-fixture-wardens-2-health')).toHaveFocus());
		expect(onSaved).not.toHaveBeenCalled();

		await type('uw-ff-fixture-wardens-2-health', '3');
		await fireEvent.click(screen.getByTestId('uw-ff-save'));
		await waitFor(() => expect(onSaved).toHaveBeenCalledWith(catalog));
		expect(screen.queryByTestId('uw-ff-fixture-wardens-2-error')).toBeNull();
		const saved = callsOf(calls, 'underworlds_save_fighters').at(-1)!;
		expect(saved.warband).toBe('fixture-wardens');
		expect(saved.fighters).toEqual([
			{ id: 'fixture-captain', name: 'Fixture Captain', leader: true, health: 4, bounty: 1, inspiredHealth: 5, inspiredBounty: 2 },
			{ id: null, name: 'Fixture Archer', leader: false, health: 4, bounty: 1, inspiredHealth: 5, inspiredBounty: 2 },
			{ id: null, name: 'Fighter 3', leader: false, health: 3, bounty: 1, inspiredHealth: 5, inspiredBounty: 2 }
		]);
	});
});

describe('the warband editor', () => {
	it('editing a shipped warband starts from its names; both faces and a weapon filled in make the record saved', async () => {
		const { onSaved } = edit(shipped());
		expect(screen.getByTestId('uw-wb-name')).toHaveValue('Fixture Wardens');
		expect(screen.getByTestId('uw-fighter-0-name')).toHaveValue('Fixture Captain');
		expect(screen.getByTestId('uw-fighter-0-name-es')).toHaveValue('Capitán de prueba');
		await fireEvent.click(screen.getByTestId('uw-fighter-0-leader'));
		await type('uw-fighter-0-runemarks', 'Fixture Mark, fly');
		await type('uw-fighter-0-uninspired-move', '3');
		await type('uw-fighter-0-uninspired-save-dice', '1');
		await type('uw-fighter-0-uninspired-health', '4');
		await type('uw-fighter-0-uninspired-bounty', '2');
		await fireEvent.click(screen.getByTestId('uw-fighter-0-uninspired-add-weapon'));
		await type('uw-fighter-0-uninspired-weapon-0-name', 'Fixture Blade');
		await type('uw-fighter-0-uninspired-weapon-0-range', '1');
		await type('uw-fighter-0-uninspired-weapon-0-dice', '2');
		await type('uw-fighter-0-uninspired-weapon-0-damage', '2');
		await fireEvent.click(screen.getByTestId('uw-fighter-0-uninspired-weapon-0-add-ability'));
		await fireEvent.change(screen.getByTestId('uw-fighter-0-uninspired-weapon-0-ability-0'), { target: { value: 'grievous' } });
		await fireEvent.click(screen.getByTestId('uw-fighter-0-uninspired-weapon-0-ability-0-critical'));
		// The inspired face starts as a copy, then differs.
		await fireEvent.click(screen.getByTestId('uw-fighter-0-inspired-copy'));
		await type('uw-fighter-0-inspired-move', '4');
		await fireEvent.change(screen.getByTestId('uw-fighter-0-inspired-save-symbol'), { target: { value: 'dodge' } });
		await fireEvent.change(screen.getByTestId('uw-fighter-0-inspired-weapon-0-symbol'), { target: { value: 'swords' } });
		await type('uw-ability-0-count', '3');
		await fireEvent.click(screen.getByTestId('uw-wb-complete'));
		await fireEvent.click(screen.getByTestId('uw-wb-save'));

		await waitFor(() => expect(onSaved).toHaveBeenCalledWith(catalog, 'fixture-wardens'));
		const sent = callsOf(calls, 'underworlds_save_record')[0];
		expect(sent?.kind).toBe('warband');
		const weapon = { name: 'Fixture Blade', kind: 'melee', range: 1, dice: 2, symbol: 'hammer', damage: 2, abilities: [{ kind: 'grievous', critical: true }] };
		expect(sent?.record).toEqual({
			id: 'fixture-wardens',
			name: { en: 'Fixture Wardens', es: 'Guardianes de prueba' },
			source: `${WARBAND_SOURCE} from the rulebook's record`,
			roster_complete: false,
			fighters: [
				{
					id: 'fixture-captain',
					name: { en: 'Fixture Captain', es: 'Capitán de prueba' },
					runemarks: ['leader', 'fixture-mark', 'fly'],
					uninspired: { move: 3, save: { dice: 1, symbol: 'shield' }, health: 4, bounty: 2, weapons: [weapon] },
					inspired: { move: 4, save: { dice: 1, symbol: 'dodge' }, health: 4, bounty: 2, weapons: [{ ...weapon, symbol: 'swords' }] }
				}
			],
			abilities: [{ id: 'fixture-blast', name: { en: 'Fixture Blast', es: '¡Explosión de prueba!' }, runemark: 'fixture-mark', generic_tokens: true, token_count: 3 }]
		});
	});

	it('a record Rust refuses shows its message and the place it names; nothing is reported saved', async () => {
		refusal = { code: 'record.invalid', message: 'underworlds/warband/fixture-band/fighters/0/inspired/health: 0 is not a Health (fixture)' };
		const { onSaved } = edit(yours());
		await fireEvent.click(screen.getByTestId('uw-wb-save'));
		const error = await screen.findByTestId('uw-wb-error');
		expect(error).toHaveTextContent('/fighters/0/inspired/health');
		expect(error).toHaveTextContent('0 is not a Health (fixture)');
		await waitFor(() => expect(document.activeElement?.closest('[data-pointers]')?.getAttribute('data-pointers')).toBe('/fighters/0/inspired/health'));
		expect(onSaved).not.toHaveBeenCalled();
		// The player's own record keeps its id and its source.
		expect(callsOf(calls, 'underworlds_save_record')[0]?.record).toMatchObject({ id: 'fixture-band', source: WARBAND_SOURCE });
	});

	it('a new warband takes its id from its English name (Rust makes it: kebab_ids), and an id already in use is not saved over', async () => {
		const { onSaved } = edit(newWarband(), true);
		expect(screen.getByTestId('uw-wb-save')).toBeDisabled();
		await type('uw-wb-name', 'Fixture Band');
		expect(await screen.findByText(/There is already a warband with the id fixture-band/)).toBeInTheDocument();
		expect(screen.getByTestId('uw-wb-save')).toBeDisabled();
		await type('uw-wb-name', 'Fixture’s Newcomers');
		await waitFor(() => expect(screen.getByTestId('uw-wb-id')).toHaveTextContent('fixtures-newcomers'));
		expect(callsOf(calls, 'kebab_ids')).toContainEqual({ names: ['Fixture’s Newcomers'] });
		await fireEvent.click(screen.getByTestId('uw-wb-add-fighter'));
		await type('uw-fighter-0-name', 'Fixture Rookie');
		await fireEvent.click(screen.getByTestId('uw-wb-save'));
		await waitFor(() => expect(onSaved).toHaveBeenCalledWith(catalog, 'fixtures-newcomers'));
		expect(callsOf(calls, 'underworlds_save_record')[0]?.record).toEqual({
			id: 'fixtures-newcomers',
			name: { en: 'Fixture’s Newcomers' },
			source: WARBAND_SOURCE,
			roster_complete: true,
			fighters: [{ id: 'fixture-rookie', name: { en: 'Fixture Rookie' }, runemarks: [], uninspired: null, inspired: null }],
			abilities: []
		});
	});

	it('the player’s record of a shipped warband goes back to Muster’s record once confirmed', async () => {
		render(DialogHost);
		const record = { ...shipped(), user: true, source: `${WARBAND_SOURCE} from the rulebook's record` };
		const { onDeleted } = edit(record);
		await fireEvent.click(screen.getByTestId('uw-wb-reset'));
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByText('Back to Muster’s record?')).toBeInTheDocument();
		await fireEvent.click(within(dialog).getByRole('button', { name: 'Back to Muster’s record' }));
		await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(catalog));
		expect(callsOf(calls, 'underworlds_delete_record')).toEqual([{ kind: 'warband', id: 'fixture-wardens' }]);
	});
});
