/**
 * The values of Diskwars discs and cards as the builder shows them: a field's name and a
 * value's words in the player's language, and what the "enter value" form needs to know.
 */
import {
	diskwarsValuesSave,
	type DiskwarsCellFault,
	type DiskwarsCommandCardView,
	type DiskwarsDiscView,
	type DiskwarsRestriction,
	type DiskwarsSize,
	type DiskwarsStrategy,
	type DiskwarsValueView
} from '$lib/api';
import { i18n, t } from '$lib/i18n.svelte';

/**
 * A field of a Diskwars disc or command card the player may fill in: the fields this form
 * offers, each with its words in `dw.field.*`. Rust's values table names the same value by its
 * column (`stats.movement` is `movement`): see `columnOf`.
 */
export type DiskwarsField =
	| 'race'
	| 'size'
	| 'unique'
	| 'elite'
	| 'recruitment_points'
	| 'command'
	| 'cost'
	| 'stats.movement'
	| 'stats.attack'
	| 'stats.counterattack'
	| 'stats.toughness'
	| 'stats.vigor'
	| 'strategy'
	| 'value'
	| 'restriction';

/** A value the player may enter: which field of which disc or card, and what is known of it. */
export interface ValueTarget {
	kind: 'disc' | 'command-card';
	id: string;
	/** The disc's or card's name. */
	name: string;
	field: DiskwarsField;
	/** The value now (null: unknown). */
	current: DiskwarsValueView<unknown> | null;
	/** What the digest read off a figure, for the player to check (never a value). */
	hint: string | null;
}

/** The field's name, lower case ("recruitment points"). */
/** Where a community value comes from and why it is doubtful, in the player's words. */
export function communityWords(value: DiskwarsValueView<unknown>): string {
	const from = t('dw.community', { source: value.source });
	return value.doubt ? `${from} ${t(`dw.doubt.${value.doubt}`)}` : from;
}

export function fieldName(field: DiskwarsField): string {
	return t(`dw.field.${field}`);
}

export function sizeText(size: DiskwarsSize): string {
	return t(`dw.size.${size}`);
}

export function strategyText(strategy: DiskwarsStrategy): string {
	return t(`dw.strategy.${strategy}`);
}

export function restrictionText(restriction: DiskwarsRestriction): string {
	return t(`dw.restriction.${restriction}`);
}

const STAT_FIELDS = ['movement', 'attack', 'counterattack', 'toughness', 'vigor'] as const;

function discValue(disc: DiskwarsDiscView, field: DiskwarsField): DiskwarsValueView<unknown> | null {
	if (field.startsWith('stats.')) {
		const stat = field.slice('stats.'.length) as (typeof STAT_FIELDS)[number];
		return disc.stats[stat] ?? null;
	}
	switch (field) {
		case 'race':
			return disc.race;
		case 'size':
			return disc.size;
		case 'unique':
			return disc.unique;
		case 'elite':
			return disc.elite;
		case 'recruitment_points':
			return disc.recruitmentPoints;
		case 'command':
			return disc.command;
		case 'cost':
			return disc.cost;
		default:
			return null;
	}
}

/** The hint for `field`, or for the group it belongs to (`stats`). */
function hintFor(hints: Record<string, string>, field: DiskwarsField): string | null {
	return hints[field] ?? (field.startsWith('stats.') ? (hints.stats ?? null) : null);
}

/** The form's target for a field of a disc. */
export function discTarget(disc: DiskwarsDiscView, field: DiskwarsField): ValueTarget {
	return {
		kind: 'disc',
		id: disc.id,
		name: disc.name,
		field,
		current: discValue(disc, field),
		hint: hintFor(disc.hints, field)
	};
}

/** The form's target for a field of a command card. */
export function cardTarget(card: DiskwarsCommandCardView, field: 'strategy' | 'value' | 'restriction'): ValueTarget {
	return {
		kind: 'command-card',
		id: card.id,
		name: card.name,
		field,
		current: card[field],
		hint: hintFor(card.hints, field)
	};
}

/** "Enter the cost of Flamers", for the button that opens the form. */
export function enterLabel(target: Pick<ValueTarget, 'field' | 'name'>): string {
	return t('dw.enterValue', { field: fieldName(target.field), name: target.name });
}

/** The column of the values table (and of `diskwars_values_save`) a field is: `stats.movement` is `movement`. */
export function columnOf(field: DiskwarsField): string {
	return field.startsWith('stats.') ? field.slice('stats.'.length) : field;
}

/** The text a value is typed as in a cell (`small`, `yes`, `3`); empty for none. */
export function cellText(value: unknown): string {
	if (value === null || value === undefined) return '';
	if (typeof value === 'boolean') return value ? 'yes' : 'no';
	return String(value);
}

/**
 * Stores cells the player typed (`text` empty: their value is taken off), all together or
 * none: the one way the builder's form and the values table save. The refused cells, each
 * with why in the reader's language; none when stored.
 */
export function saveCells(
	cells: readonly { kind: 'disc' | 'command-card'; id: string; field: DiskwarsField; text: string }[]
): Promise<DiskwarsCellFault[]> {
	return diskwarsValuesSave(
		cells.map((c) => ({ kind: c.kind, id: c.id, column: columnOf(c.field), text: c.text })),
		i18n.lang
	);
}
