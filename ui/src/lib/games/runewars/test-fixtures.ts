/**
 * A small RuneWars catalogue and list for the tests (a few real ids; the costs are only
 * numbers for the tests to add up, the UI never computes rules with them).
 */
import type { CheckResult, Diagnostic, RuneWarsCatalogView, RuneWarsList } from '$lib/api';
import { verdictOf } from '$lib/mock/verdict';

export const catalogEn: RuneWarsCatalogView = {
	factions: [
		{ id: 'daqan-lords', name: 'Daqan Lords' },
		{ id: 'waiqar-the-undying', name: 'Waiqar the Undying' }
	],
	units: [
		{
			id: 'spearmen',
			name: 'Spearmen',
			faction: 'daqan-lords',
			unitType: 'infantry',
			unique: false,
			user: false,
			configurations: [
				{ id: '2x1', label: '2×1', columns: 2, ranks: 1, trays: 2, cost: 18, slots: ['equipment', 'music'] },
				{ id: '2x2', label: '2×2', columns: 2, ranks: 2, trays: 4, cost: 30, slots: ['champion', 'equipment', 'music'] },
				{ id: '3x3', label: '3×3', columns: 3, ranks: 3, trays: 9, cost: 59, slots: ['champion', 'equipment', 'banner', 'music', 'heavy'] }
			]
		},
		{
			id: 'kari-wraithstalker',
			name: 'Kari Wraithstalker',
			faction: 'daqan-lords',
			unitType: 'infantry',
			unique: true,
			user: false,
			configurations: [{ id: '1x1', label: '1×1', columns: 1, ranks: 1, trays: 1, cost: 32, slots: ['artifact', 'unique'] }]
		},
		{
			id: 'reanimates',
			name: 'Reanimates',
			faction: 'waiqar-the-undying',
			unitType: 'infantry',
			unique: false,
			user: false,
			configurations: [{ id: '2x1', label: '2×1', columns: 2, ranks: 1, trays: 2, cost: 16, slots: ['equipment'] }]
		}
	],
	upgrades: [
		{ id: 'shield-wall', name: 'Shield Wall', slot: 'equipment', cost: 5, faction: null, unique: false, figure: null, unitTypes: ['infantry'], units: [], user: false },
		{ id: 'trumpets', name: 'Trumpets', slot: 'music', cost: 2, faction: null, unique: false, figure: null, unitTypes: [], units: [], user: false },
		{ id: 'war-crier', name: 'War Crier', slot: 'champion', cost: 5, faction: 'daqan-lords', unique: false, figure: { defense: 1, wounds: 1 }, unitTypes: [], units: [], user: false },
		{ id: 'heartseeker', name: 'Heartseeker', slot: 'artifact', cost: 6, faction: null, unique: true, figure: null, unitTypes: [], units: [], user: false },
		{ id: 'visored-helms', name: 'Visored Helms', slot: 'equipment', cost: 7, faction: 'daqan-lords', unique: false, figure: null, unitTypes: [], units: [], user: false }
	],
	slots: [
		{ id: 'champion', name: 'Champion' },
		{ id: 'equipment', name: 'Equipment' },
		{ id: 'banner', name: 'Banner' },
		{ id: 'music', name: 'Music' },
		{ id: 'heavy', name: 'Heavy' },
		{ id: 'artifact', name: 'Artifact' },
		{ id: 'unique', name: 'Unique' }
	],
	unitTypes: [
		{ id: 'infantry', name: 'Infantry' },
		{ id: 'cavalry', name: 'Cavalry' },
		{ id: 'siege', name: 'Siege' }
	],
	boxes: [],
	dialsSource: null,
	dialsDetails: null
};

/** The same catalogue with Spanish names where the data has them. */
export const catalogEs: RuneWarsCatalogView = {
	...catalogEn,
	factions: [
		{ id: 'daqan-lords', name: 'Señores de Daqan' },
		{ id: 'waiqar-the-undying', name: 'Waiqar el Inmortal' }
	],
	units: catalogEn.units.map((u) => (u.id === 'spearmen' ? { ...u, name: 'Lanceros' } : u)),
	slots: [
		{ id: 'champion', name: 'Campeón' },
		{ id: 'equipment', name: 'Equipo' },
		{ id: 'banner', name: 'Estandarte' },
		{ id: 'music', name: 'Música' },
		{ id: 'heavy', name: 'Pesada' },
		{ id: 'artifact', name: 'Artefacto' },
		{ id: 'unique', name: 'Única' }
	],
	unitTypes: [
		{ id: 'infantry', name: 'Infantería' },
		{ id: 'cavalry', name: 'Caballería' },
		{ id: 'siege', name: 'Asedio' }
	]
};

/** A saved list: Spearmen 3x3 with Shield Wall, Kari, Spearmen 2x2 with Trumpets. */
export const savedDocument: RuneWarsList = {
	format: 'muster-list/1',
	game: 'runewars',
	name: 'Shield wall',
	faction: 'daqan-lords',
	points_limit: 200,
	units: [
		{ unit: 'spearmen', config: '3x3', upgrades: ['shield-wall'] },
		{ unit: 'kari-wraithstalker' },
		{ unit: 'spearmen', config: '2x2', upgrades: ['trumpets'] }
	]
};

/** A finding. */
export function finding(path: string, severity: Diagnostic['severity'], message: string): Diagnostic {
	return { code: `test.${severity}`, severity, rule: 'runewars:R-TEST-1', path, message, help: `Help for: ${message}`, waits_for: [] };
}

/** A `check_list` answer with these findings (totals for the saved list). */
export function checkResult(diagnostics: Diagnostic[], shortfalls: Diagnostic[] = []): CheckResult {
	return {
		report: {
			game: 'runewars',
			...verdictOf(diagnostics),
			totals: {
				points: { used: 134, limit: 200, left: 66 },
				unique_units: { used: 1, allowed: 2 },
				units: [
					{ unit: 'spearmen', config: '3x3', cost: 64, slots: [{ slot: 'equipment', used: 1, available: 1 }] },
					{ unit: 'kari-wraithstalker', config: '1x1', cost: 32, slots: [] },
					{ unit: 'spearmen', config: '2x2', cost: 32, slots: [{ slot: 'music', used: 1, available: 1 }] }
				]
			},
			diagnostics
		},
		shortfalls
	};
}
