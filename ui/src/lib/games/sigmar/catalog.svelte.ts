/**
 * Age of Sigmar's catalogue in the window: every faction as the chooser lists it
 * (`sigmar_catalog`, fetched once per language, no pack read), and the packs of the factions
 * the player actually opens (`sigmar_pack`, one faction at a time, each fetched once and kept:
 * `SigmarPacks`). Lookups of units and options read the packs already here; nothing here asks
 * for every pack. Every number is the data's; what it does not give is null.
 */
import {
	sigmarCatalog as fetchSigmarCatalog,
	sigmarPack as fetchSigmarPack,
	type SigmarCatalogView,
	type SigmarFactionView,
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

/** Where one faction's pack is: being opened, here, or why it could not be opened. */
export type PackState = { status: 'loading' } | { status: 'ready'; pack: SigmarPackView } | { status: 'failed'; error: unknown };

/**
 * The packs opened so far, by faction: each asked of Rust once (two asks at once share one
 * request), kept until `reset`. A failed one is asked again by the next `ensure`.
 */
export class SigmarPacks {
	private states = $state.raw<Record<string, PackState>>({});
	private pending = new Map<string, Promise<SigmarPackView>>();
	/** Each pack's units by id (its Regiments of Renown's included), made when it arrives. */
	private units = new Map<string, Map<string, SigmarUnitView>>();
	/** Bumped by `reset`: an answer to a request made before it is dropped. */
	private generation = 0;

	constructor(private readonly fetch: (faction: string) => Promise<SigmarPackView>) {}

	/** Where faction `faction`'s pack is (reactive); undefined before anyone asked for it. */
	state(faction: string): PackState | undefined {
		return this.states[faction];
	}

	/** Faction `faction`'s pack, when it is here (reactive). */
	get(faction: string): SigmarPackView | undefined {
		const state = this.states[faction];
		return state?.status === 'ready' ? state.pack : undefined;
	}

	/** A unit of a faction's pack (its Regiments of Renown's units included), when the pack is here. */
	unit(faction: string, id: string): SigmarUnitView | undefined {
		return this.get(faction) && this.units.get(faction)?.get(id);
	}

	/**
	 * Faction `faction`'s pack: the one here, the request under way, or a new request. Call it
	 * from an event or an effect (it changes the state the page reads), never while rendering.
	 */
	ensure(faction: string): Promise<SigmarPackView> {
		const here = this.get(faction);
		if (here) return Promise.resolve(here);
		const under = this.pending.get(faction);
		if (under) return under;
		const generation = this.generation;
		const request = this.fetch(faction).then(
			(pack) => {
				if (generation === this.generation) {
					this.units.set(faction, new Map([...pack.units, ...pack.regimentsOfRenown.flatMap((r) => r.units)].map((u) => [u.id, u])));
					this.set(faction, { status: 'ready', pack });
					this.pending.delete(faction);
				}
				return pack;
			},
			(error: unknown) => {
				if (generation === this.generation) {
					this.set(faction, { status: 'failed', error });
					this.pending.delete(faction);
				}
				throw error;
			}
		);
		this.pending.set(faction, request);
		this.set(faction, { status: 'loading' });
		return request;
	}

	/** Forgets every pack (the player's packs changed, or tests). */
	reset(): void {
		this.generation += 1;
		this.states = {};
		this.pending.clear();
		this.units.clear();
	}

	private set(faction: string, state: PackState): void {
		this.states = { ...this.states, [faction]: state };
	}
}

/** The window's Age of Sigmar packs, opened one faction at a time. */
export const sigmarPacks = new SigmarPacks(fetchSigmarPack);

/** The factions with their lookups, and the packs opened so far (`packs`). */
export class SigmarIndex {
	readonly data: SigmarCatalogView;
	private readonly byId: Map<string, SigmarFactionView>;

	constructor(
		data: SigmarCatalogView,
		private readonly packs: SigmarPacks = sigmarPacks
	) {
		this.data = data;
		this.byId = new Map(data.factions.map((f) => [f.id, f]));
	}

	/** Every faction, each once (the player's own after the shipped ones). */
	get factions(): SigmarFactionView[] {
		return [...this.byId.values()];
	}

	faction(id: string): SigmarFactionView | undefined {
		return this.byId.get(id);
	}

	/** A faction's name, or its id when the catalogue does not know it. */
	factionName(id: string): string {
		return this.byId.get(id)?.name ?? id;
	}

	/** A faction's pack, when it has been opened (`sigmarPacks.ensure`). */
	pack(faction: string): SigmarPackView | undefined {
		return this.packs.get(faction);
	}

	/** Where a faction's pack is: being opened, here, or why not. */
	packState(faction: string): PackState | undefined {
		return this.packs.state(faction);
	}

	/** A unit of a faction's pack (its Regiments of Renown's units included). */
	unit(faction: string, id: string): SigmarUnitView | undefined {
		return this.packs.unit(faction, id);
	}

	/** A unit's name, or its id when the pack is not here or does not know it. */
	unitName(faction: string, id: string): string {
		return this.unit(faction, id)?.name ?? id;
	}

	/** A heroic trait, artefact, formation or lore of a faction, by id. */
	option(faction: string, kind: OptionKind, id: string): SigmarOptionView | undefined {
		return this.pack(faction)?.[kind].find((o) => o.id === id);
	}

	/** The warscrolls of an opened faction that can be fielded as units (no manifestations). */
	fieldable(faction: string): FactionUnit[] {
		const pack = this.pack(faction);
		if (!pack) return [];
		return pack.units.filter((u) => !u.manifestation).map((unit) => ({ faction: pack.faction.id, factionName: pack.faction.name, unit }));
	}
}

/** The lists of a pack a builder's choice is made from. */
export type OptionKind = keyof Pick<SigmarPackView, 'heroicTraits' | 'artefacts' | 'battleFormations' | 'spellLores' | 'prayerLores' | 'manifestationLores'>;

/** A season id as a player reads it: `ghb-2026-27` → `2026–27`. */
export function seasonYears(id: string): string {
	const match = /(\d{4})-(\d{2})$/.exec(id);
	return match ? `${match[1]}–${match[2]}` : id;
}

/** The window's Age of Sigmar catalogue (the factions; their packs are `sigmarPacks`). */
export const sigmarCatalog = new CatalogStore<SigmarIndex, SigmarCatalogView>(() => fetchSigmarCatalog(), (data) => new SigmarIndex(data));
