/**
 * The Age of Sigmar packs, fetched once per language (`CatalogStore`), with lookups by
 * faction and unit. Every number is the data's; what it does not give is null.
 */
import {
	sigmarCatalog as fetchSigmarCatalog,
	type SigmarCatalogView,
	type SigmarOptionView,
	type SigmarPackView,
	type SigmarUnitView
} from '$lib/api';
import { CatalogStore } from '$lib/catalog.svelte';

/** A warscroll with the pack it is in. */
export interface FactionUnit {
	faction: string;
	factionName: string;
	unit: SigmarUnitView;
}

/** The loaded packs with their lookups. */
export class SigmarIndex {
	readonly data: SigmarCatalogView;
	private readonly packs: Map<string, SigmarPackView>;
	private readonly units: Map<string, Map<string, SigmarUnitView>>;

	constructor(data: SigmarCatalogView) {
		this.data = data;
		this.packs = new Map(data.packs.map((p) => [p.faction.id, p]));
		this.units = new Map(
			data.packs.map((p) => [
				p.faction.id,
				new Map([...p.units, ...p.regimentsOfRenown.flatMap((r) => r.units)].map((u) => [u.id, u]))
			])
		);
	}

	pack(faction: string): SigmarPackView | undefined {
		return this.packs.get(faction);
	}

	/** A unit of a faction's pack (its Regiments of Renown's units included). */
	unit(faction: string, id: string): SigmarUnitView | undefined {
		return this.units.get(faction)?.get(id);
	}

	/** A unit's name, or its id when the pack does not know it. */
	unitName(faction: string, id: string): string {
		return this.unit(faction, id)?.name ?? id;
	}

	factionName(id: string): string {
		return this.packs.get(id)?.faction.name ?? id;
	}

	/** A heroic trait, artefact, formation or lore of a faction, by id. */
	option(faction: string, kind: OptionKind, id: string): SigmarOptionView | undefined {
		return this.packs.get(faction)?.[kind].find((o) => o.id === id);
	}

	/** The factions grouped by grand alliance (those the data gives none last), names sorted. */
	get byAlliance(): { alliance: string | null; packs: SigmarPackView[] }[] {
		const groups = new Map<string | null, SigmarPackView[]>();
		for (const pack of [...this.data.packs].sort((a, b) => a.faction.name.localeCompare(b.faction.name))) {
			const key = pack.faction.grandAlliance;
			groups.set(key, [...(groups.get(key) ?? []), pack]);
		}
		return [...groups.entries()]
			.sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
			.map(([alliance, packs]) => ({ alliance, packs }));
	}

	/** Every warscroll that can be fielded as a unit (no manifestations), faction by faction. */
	get fieldable(): FactionUnit[] {
		return this.data.packs.flatMap((p) =>
			p.units
				.filter((u) => !u.manifestation)
				.map((unit) => ({ faction: p.faction.id, factionName: p.faction.name, unit }))
		);
	}
}

/** The lists of a pack a builder's choice is made from. */
export type OptionKind = keyof Pick<SigmarPackView, 'heroicTraits' | 'artefacts' | 'battleFormations' | 'spellLores' | 'prayerLores' | 'manifestationLores'>;

/** A season id as a player reads it: `ghb-2026-27` → `2026–27`. */
export function seasonYears(id: string): string {
	const match = /(\d{4})-(\d{2})$/.exec(id);
	return match ? `${match[1]}–${match[2]}` : id;
}

/** The window's Age of Sigmar catalogue. */
export const sigmarCatalog = new CatalogStore<SigmarIndex, SigmarCatalogView>(fetchSigmarCatalog, (data) => new SigmarIndex(data));
