/**
 * Dev-only: the RuneWars catalogue of the mock mode, from the real `muster catalog runewars
 * --format json` output (`fixtures/catalog.json`), adapted to the `runewars_catalog` shape
 * (names picked by language, camelCase, trays, slot and unit-type names).
 */
import type { Lang, RuneWarsCatalogView, RuneWarsSlotIcon, RuneWarsUnitView, RuneWarsUpgradeView, UnitCard } from '../api';
import raw from './fixtures/catalog.json';

type LocalName = { en: string; es?: string };

/** A unit as the command line prints it. */
export interface RawUnit {
	id: string;
	name: LocalName;
	faction: string;
	unit_type: string;
	unique: boolean;
	configurations: { id: string; columns: number; ranks: number; cost: number; slots: string[] }[];
}

/** An upgrade as the command line prints it. */
export interface RawUpgrade {
	id: string;
	name: LocalName;
	slot: string;
	cost: number;
	unique: boolean;
	faction?: string;
	figure?: { defense: number; wounds: number };
	restrictions?: { unit_types?: string[]; units?: string[]; not_units?: string[] };
}

export const rawCatalog = raw as unknown as {
	factions: { id: string; name: LocalName }[];
	units: RawUnit[];
	upgrades: RawUpgrade[];
};

/** Slot icons in the order Rust reports them, with the glossary's names. */
export const SLOTS: { id: RuneWarsSlotIcon; en: string; es: string }[] = [
	{ id: 'champion', en: 'Champion', es: 'Campeón' },
	{ id: 'training', en: 'Training', es: 'Entrenamiento' },
	{ id: 'equipment', en: 'Equipment', es: 'Equipo' },
	{ id: 'banner', en: 'Banner', es: 'Estandarte' },
	{ id: 'music', en: 'Music', es: 'Música' },
	{ id: 'heavy', en: 'Heavy', es: 'Pesada' },
	{ id: 'artifact', en: 'Artifact', es: 'Artefacto' },
	{ id: 'unique', en: 'Unique', es: 'Única' }
];

const UNIT_TYPES: { id: string; en: string; es: string }[] = [
	{ id: 'infantry', en: 'Infantry', es: 'Infantería' },
	{ id: 'cavalry', en: 'Cavalry', es: 'Caballería' },
	{ id: 'siege', en: 'Siege', es: 'Asedio' }
];

/** A name in `lang`, English where Spanish is not known (as Rust does). */
export function nameIn(name: LocalName, lang: Lang): string {
	return (lang === 'es' ? name.es : undefined) ?? name.en;
}

/** A cost-table row as a player names it, roughly as Rust's `Configuration::label` does. */
export function mockConfigLabel(c: { id: string; columns: number; ranks: number }, lang: Lang): string {
	const suffix = c.id.split('-').slice(1).join('-');
	const word = SLOTS.find((s) => s.id === suffix)?.[lang] ?? suffix;
	return `${c.columns}×${c.ranks}${suffix ? ` (${word})` : ''}`;
}

/** The catalogue as `runewars_catalog` answers. */
export function mockCatalog(lang: Lang): RuneWarsCatalogView {
	const units: RuneWarsUnitView[] = rawCatalog.units.map((u) => ({
		id: u.id,
		name: nameIn(u.name, lang),
		faction: u.faction,
		unitType: u.unit_type,
		unique: u.unique,
		user: false,
		configurations: u.configurations.map((c) => ({ ...c, label: mockConfigLabel(c, lang), trays: c.columns * c.ranks }))
	}));
	const upgrades: RuneWarsUpgradeView[] = rawCatalog.upgrades.map((u) => ({
		id: u.id,
		name: nameIn(u.name, lang),
		slot: u.slot,
		cost: u.cost,
		faction: u.faction ?? null,
		unique: u.unique,
		figure: u.figure ?? null,
		unitTypes: u.restrictions?.unit_types ?? [],
		units: u.restrictions?.units ?? [],
		user: false
	}));
	return {
		factions: rawCatalog.factions.map((f) => ({ id: f.id, name: nameIn(f.name, lang) })),
		units,
		upgrades,
		slots: SLOTS.map((s) => ({ id: s.id, name: s[lang] })),
		unitTypes: UNIT_TYPES.map((t) => ({ id: t.id, name: t[lang] })),
		boxes: [],
		dialsSource: null,
		dialsDetails: null
	};
}

/**
 * A RuneWars unit's card as `unit_card` answers, from the same catalogue: its cost table
 * (a rough stand-in for Rust's card, which also reads the dials); another game's card is
 * not in the mock mode.
 */
export function mockUnitCard(game: string, unit: string, lang: Lang): UnitCard {
	const found = game === 'runewars' ? rawCatalog.units.find((u) => u.id === unit) : undefined;
	if (!found) throw { code: 'args.invalid', message: `no ${game} unit '${unit}' in the mock mode` };
	const es = lang === 'es';
	const slotName = (id: string) => SLOTS.find((s) => s.id === id)?.[lang] ?? id;
	const type = UNIT_TYPES.find((t) => t.id === found.unit_type)?.[lang] ?? found.unit_type;
	return {
		name: nameIn(found.name, lang),
		subtitle: [nameIn(rawCatalog.factions.find((f) => f.id === found.faction)?.name ?? { en: found.faction }, lang)],
		characteristics: found.configurations.flatMap((c) => [
			{ label: es ? 'Puntos' : 'Points', value: String(c.cost), source: 0, group: `${c.columns} × ${c.ranks}` },
			{ label: es ? 'Huecos de mejora' : 'Upgrade slots', value: c.slots.map(slotName).join(', '), source: 0, group: `${c.columns} × ${c.ranks}` }
		]),
		weapons: [],
		keywords: [{ name: type, source: 0 }],
		abilities: [],
		sources: [{ said: es ? 'Datos de BattleScribe de la comunidad, de BSData' : 'Community BattleScribe data, by BSData', community: false, user: false, details: 'BSData/runewars' }],
		unknown: [],
		doubts: []
	};
}
