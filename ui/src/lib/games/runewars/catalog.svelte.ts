/**
 * The RuneWars catalogue, fetched once per language and kept (a `CatalogStore`), with lookups
 * by id.
 */
import { runewarsCatalog, type Named, type RuneWarsCatalogView, type RuneWarsUnitView, type RuneWarsUpgradeView } from '$lib/api';
import { CatalogStore } from '$lib/catalog.svelte';

/** A catalogue with its lookups. */
export class CatalogIndex {
	readonly data: RuneWarsCatalogView;
	private readonly units: Map<string, RuneWarsUnitView>;
	private readonly upgrades: Map<string, RuneWarsUpgradeView>;
	private readonly names: Map<string, string>;

	constructor(data: RuneWarsCatalogView) {
		this.data = data;
		this.units = new Map(data.units.map((u) => [u.id, u]));
		this.upgrades = new Map(data.upgrades.map((u) => [u.id, u]));
		const named = (prefix: string, list: Named[]) => list.map((n) => [`${prefix}:${n.id}`, n.name] as const);
		this.names = new Map([
			...named('faction', data.factions),
			...named('slot', data.slots),
			...named('type', data.unitTypes)
		]);
	}

	unit(id: string): RuneWarsUnitView | undefined {
		return this.units.get(id);
	}

	upgrade(id: string): RuneWarsUpgradeView | undefined {
		return this.upgrades.get(id);
	}

	/** A unit's name, or its id when the catalogue does not know it. */
	unitName(id: string): string {
		return this.units.get(id)?.name ?? id;
	}

	upgradeName(id: string): string {
		return this.upgrades.get(id)?.name ?? id;
	}

	factionName(id: string): string {
		return this.names.get(`faction:${id}`) ?? id;
	}

	slotName(id: string): string {
		return this.names.get(`slot:${id}`) ?? id;
	}

	unitTypeName(id: string): string {
		return this.names.get(`type:${id}`) ?? id;
	}
}

/** The window's RuneWars catalogue. */
export const catalog = new CatalogStore<CatalogIndex, RuneWarsCatalogView>(runewarsCatalog, (data) => new CatalogIndex(data));
