/**
 * How the faction chooser lays out the catalogue's factions: searched by name (whatever the
 * case and accents), grouped by grand alliance (Order, Chaos, Death, Destruction, then any
 * other), each army with its armies of renown under it, Legends left out unless asked for.
 * Only layout (and the alliances' names): which faction is an army of which, and which is Legends, is the catalogue's.
 */
import type { SigmarFactionView } from '$lib/api';
import { t, type MessageKey } from '$lib/i18n.svelte';
import type { Accent } from '../game';

/** The grand alliances in the order players know them; any other follows, by name. */
export const ALLIANCES = ['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION'] as const;

const ALLIANCE_NAMES: Record<string, MessageKey> = {
	ORDER: 'sg.alliance.order',
	CHAOS: 'sg.alliance.chaos',
	DEATH: 'sg.alliance.death',
	DESTRUCTION: 'sg.alliance.destruction'
};

/**
 * Each grand alliance's colour, for its group in the chooser and the faction's chip: colours we
 * chose (no publisher's), readable at WCAG AA as text on the page (`factions.test.ts`).
 */
export const ALLIANCE_ACCENTS: Record<(typeof ALLIANCES)[number], Accent> = {
	ORDER: { light: '#1f5fa8', dark: '#86b6f2' },
	CHAOS: { light: '#a02342', dark: '#f2889f' },
	DEATH: { light: '#3f6470', dark: '#9fc6cf' },
	DESTRUCTION: { light: '#3d6b1a', dark: '#9ccf6a' }
};

/**
 * The inline style that gives an element with `app.css`'s `group-accent` class the grand
 * alliance's colour; nothing for a faction the data gives no known alliance (it stays muted).
 */
export function allianceAccent(keyword: string | null): string {
	const accent = (ALLIANCE_ACCENTS as Record<string, Accent | undefined>)[keyword ?? ''];
	return accent ? `--group-accent-light: ${accent.light}; --group-accent-dark: ${accent.dark};` : '';
}

/** A grand alliance by its keyword, in the reader's language; any other as the data writes it. */
export function allianceName(keyword: string | null): string {
	if (keyword === null) return t('sg.noAlliance');
	const key = ALLIANCE_NAMES[keyword];
	return key ? t(key) : keyword;
}

/** A name as the search compares it: lower case, accents and punctuation dropped. */
export function searchKey(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

/** One faction as the chooser shows it. */
export interface ChooserFaction {
	faction: SigmarFactionView;
	/** Its name where it is shown: an army of renown without its parent's name in front. */
	label: string;
	/** It matches the search (false for a parent shown only for the armies under it). */
	matches: boolean;
}

/** An army and the armies of renown under it that are shown. */
export interface ChooserArmy extends ChooserFaction {
	armies: ChooserFaction[];
}

/** One grand alliance's armies. */
export interface ChooserGroup {
	/** The alliance's keyword (`ORDER`…), null for factions the data gives none. */
	alliance: string | null;
	armies: ChooserArmy[];
}

/** What the chooser shows for a search. */
export interface ChooserLayout {
	groups: ChooserGroup[];
	/** How many factions match and are shown. */
	shown: number;
	/** How many Legends factions match but are hidden (Legends not shown). */
	hiddenLegends: number;
}

/** Armies of renown drop their parent's name: `Blades of Khorne - Gorechosen Champions` → `Gorechosen Champions`. */
function labelUnder(faction: SigmarFactionView, parent: SigmarFactionView): string {
	const prefix = `${parent.name} - `;
	return faction.name.startsWith(prefix) ? faction.name.slice(prefix.length) : faction.name;
}

function allianceRank(alliance: string | null): number {
	if (alliance === null) return ALLIANCES.length + 1;
	const rank = (ALLIANCES as readonly string[]).indexOf(alliance);
	return rank === -1 ? ALLIANCES.length : rank;
}

/**
 * The factions to show for `query` (every word somewhere in the name), with or without the
 * Legends ones. A parent army is shown when it or one of its armies of renown is.
 */
export function chooserLayout(factions: readonly SigmarFactionView[], query: string, legends: boolean): ChooserLayout {
	const words = searchKey(query).split(' ').filter(Boolean);
	const matching = (f: SigmarFactionView) => {
		const key = searchKey(f.name);
		return words.every((w) => key.includes(w));
	};
	const ids = new Set(factions.map((f) => f.id));
	const isTop = (f: SigmarFactionView) => f.armyOf === null || !ids.has(f.armyOf);
	const byName = (a: ChooserFaction, b: ChooserFaction) => a.label.localeCompare(b.label);

	let shown = 0;
	let hiddenLegends = 0;
	const visible = (f: SigmarFactionView): boolean => {
		if (!matching(f)) return false;
		if (f.legends && !legends) {
			hiddenLegends += 1;
			return false;
		}
		shown += 1;
		return true;
	};

	const groups = new Map<string | null, ChooserArmy[]>();
	for (const parent of factions.filter(isTop)) {
		const armies = factions
			.filter((f) => f.armyOf === parent.id)
			.filter(visible)
			.map((f) => ({ faction: f, label: labelUnder(f, parent), matches: true }))
			.sort(byName);
		const own = visible(parent);
		if (!own && armies.length === 0) continue;
		const key = parent.grandAlliance;
		groups.set(key, [...(groups.get(key) ?? []), { faction: parent, label: parent.name, matches: own, armies }]);
	}
	return {
		groups: [...groups.entries()]
			.sort(([a], [b]) => allianceRank(a) - allianceRank(b) || (a ?? '').localeCompare(b ?? ''))
			.map(([alliance, armies]) => ({ alliance, armies: armies.sort(byName) })),
		shown,
		hiddenLegends
	};
}
