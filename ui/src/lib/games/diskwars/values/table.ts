/**
 * The Diskwars values table: every disc and command card of the catalogue a row, every value a
 * cell, as `ValuesTable` shows it. A value the rulebook states is shown with its source and
 * cannot be typed over; an unknown one, one from community data (which the player's own
 * replaces) or one the player entered is a cell to type in.
 * Nothing here reads or checks a value: the cells are saved as typed (`saveCells`) and Rust
 * reads them as it reads the CSV table.
 */
import type { DiskwarsCommandCardView, DiskwarsDiscView, DiskwarsNeededValue, DiskwarsValueView } from '$lib/api';
import { t } from '$lib/i18n.svelte';
import type { DiskwarsIndex } from '../catalog.svelte';
import { cardTarget, cellText, columnOf, discTarget, restrictionText, sizeText, strategyText, type DiskwarsField } from '../builder/values';

/** How a cell is typed: a whole number, one of a few words, or yes/no. */
export type CellInput = 'number' | 'choice' | 'yes-no';

/**
 * The columns of the discs' table, in order: what army building needs first (points and
 * costs, command, size, elite, unique, race), then the printed stats a match uses.
 */
export const DISC_FIELDS: readonly DiskwarsField[] = [
	'recruitment_points',
	'cost',
	'command',
	'size',
	'elite',
	'unique',
	'race',
	'stats.movement',
	'stats.attack',
	'stats.counterattack',
	'stats.toughness',
	'stats.vigor'
];

/** The columns of the command cards' table, in order. */
export const CARD_FIELDS: readonly ('strategy' | 'value' | 'restriction')[] = ['strategy', 'value', 'restriction'];

/** How a field is typed. */
export function inputOf(field: DiskwarsField): CellInput {
	if (field === 'unique' || field === 'elite') return 'yes-no';
	if (field === 'race' || field === 'size' || field === 'strategy' || field === 'restriction') return 'choice';
	return 'number';
}

/** One cell of a row. */
export interface ValueCell {
	field: DiskwarsField;
	/** What the data holds now: the rulebook's, the player's, or null (unknown). */
	current: DiskwarsValueView<unknown> | null;
	/** False where the value does not apply (a unit's command value, a hero's cost). */
	applies: boolean;
	/** True where the player may type: unknown, from community data, or entered by them. */
	editable: boolean;
	/** The value as a cell holds it (`small`, `yes`, `3`), empty when unknown. */
	text: string;
	/** What the digest read off a figure, for the player to check (never a value). */
	hint: string | null;
}

/** A disc or card and its cells. */
export interface ValueRow {
	kind: 'disc' | 'command-card';
	id: string;
	name: string;
	/** Hero or unit; empty for a card. */
	detail: string;
	cells: ValueCell[];
}

/** `disc:karl-franz:size`: a value's key in the needed set. */
export function cellKey(kind: string, id: string, field: DiskwarsField | string): string {
	return `${kind}:${id}:${columnOf(field as DiskwarsField)}`;
}

/** The needed values by `cellKey`, each with the saved lists that wait for it. */
export function neededByKey(needed: readonly DiskwarsNeededValue[]): Map<string, string[]> {
	return new Map(needed.map((n) => [cellKey(n.kind, n.id, n.column), n.lists]));
}

function cell(current: DiskwarsValueView<unknown> | null, field: DiskwarsField, applies: boolean, hint: string | null): ValueCell {
	return {
		field,
		current,
		applies,
		editable: applies && (current === null || current.user || current.community),
		text: cellText(current?.value ?? null),
		hint
	};
}

function discApplies(disc: DiskwarsDiscView, field: DiskwarsField): boolean {
	if (field === 'recruitment_points' || field === 'command') return disc.kind === 'hero';
	if (field === 'cost') return disc.kind === 'unit';
	return true;
}

/** Every disc a row, heroes first, then by name. */
export function discRows(index: DiskwarsIndex): ValueRow[] {
	const order = (d: DiskwarsDiscView) => (d.kind === 'hero' ? 0 : 1);
	return [...index.data.discs]
		.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name))
		.map((disc) => ({
			kind: 'disc' as const,
			id: disc.id,
			name: disc.name,
			detail: t(disc.kind === 'hero' ? 'dwv.hero' : 'dwv.unit'),
			cells: DISC_FIELDS.map((field) => {
				const target = discTarget(disc, field);
				return cell(target.current, field, discApplies(disc, field), target.hint);
			})
		}));
}

/** Every command card a row, by name. */
export function cardRows(index: DiskwarsIndex): ValueRow[] {
	return [...index.data.commandCards]
		.sort((a, b) => a.name.localeCompare(b.name))
		.map((card: DiskwarsCommandCardView) => ({
			kind: 'command-card' as const,
			id: card.id,
			name: card.name,
			detail: '',
			cells: CARD_FIELDS.map((field) => {
				const target = cardTarget(card, field);
				return cell(target.current, field, true, target.hint);
			})
		}));
}

/** The words a choice or yes/no cell offers, `[token, words]`, in the reader's language. */
export function choicesOf(field: DiskwarsField, index: DiskwarsIndex): [string, string][] {
	switch (field) {
		case 'unique':
		case 'elite':
			return [
				['yes', t('dw.yes')],
				['no', t('dw.no')]
			];
		case 'size':
			return (['small', 'medium', 'large'] as const).map((s) => [s, sizeText(s)]);
		case 'strategy':
			return (['bold', 'direct', 'cunning', 'slow'] as const).map((s) => [s, strategyText(s)]);
		case 'restriction':
			return (['none', 'order-only', 'destruction-only'] as const).map((s) => [s, restrictionText(s)]);
		case 'race':
			return index.data.races.map((r) => [r.id, r.name]);
		default:
			return [];
	}
}

/** A known value as the reader reads it ("small", "Yes", "High Elves", "3"). */
export function shownText(cell: ValueCell, index: DiskwarsIndex): string {
	if (cell.text === '') return '';
	const word = choicesOf(cell.field, index).find(([token]) => token === cell.text);
	return word ? word[1] : cell.text;
}

/** Rows whose name contains `query` (any case, any accents). */
export function matching(rows: readonly ValueRow[], query: string): ValueRow[] {
	const fold = (s: string) =>
		s
			.normalize('NFD')
			.replace(/\p{M}/gu, '')
			.toLowerCase();
	const q = fold(query.trim());
	return q === '' ? [...rows] : rows.filter((r) => fold(r.name).includes(q));
}
