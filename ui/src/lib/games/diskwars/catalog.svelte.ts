/**
 * The Diskwars catalogue, fetched once per language (`CatalogStore`), with lookups by id. Every
 * value is the data's: known with its source, or null (unknown); nothing here fills a gap.
 */
import { diskwarsCatalog as fetchDiskwarsCatalog, type DiskwarsCatalogView, type DiskwarsCommandCardView, type DiskwarsDiscView } from '$lib/api';
import { CatalogStore } from '$lib/catalog.svelte';

/** A Diskwars catalogue with its lookups. */
export class DiskwarsIndex {
	readonly data: DiskwarsCatalogView;
	private readonly discs: Map<string, DiskwarsDiscView>;
	private readonly cards: Map<string, DiskwarsCommandCardView>;
	private readonly races: Map<string, { name: string; faction: string }>;
	private readonly factions: Map<string, string>;

	constructor(data: DiskwarsCatalogView) {
		this.data = data;
		this.discs = new Map(data.discs.map((d) => [d.id, d]));
		this.cards = new Map(data.commandCards.map((c) => [c.id, c]));
		this.races = new Map(data.races.map((r) => [r.id, r]));
		this.factions = new Map(data.factions.map((f) => [f.id, f.name]));
	}

	disc(id: string): DiskwarsDiscView | undefined {
		return this.discs.get(id);
	}

	card(id: string): DiskwarsCommandCardView | undefined {
		return this.cards.get(id);
	}

	/** A disc's name, or its id when the catalogue does not know it. */
	discName(id: string): string {
		return this.discs.get(id)?.name ?? id;
	}

	cardName(id: string): string {
		return this.cards.get(id)?.name ?? id;
	}

	raceName(id: string): string {
		return this.races.get(id)?.name ?? id;
	}

	factionName(id: string): string {
		return this.factions.get(id) ?? id;
	}

	/** The faction a race belongs to, as the catalogue says. */
	factionOfRace(race: string): string | null {
		return this.races.get(race)?.faction ?? null;
	}

	/** The faction of a disc whose race is known; null otherwise. */
	factionOfDisc(id: string): string | null {
		const race = this.discs.get(id)?.race?.value;
		return race ? this.factionOfRace(race) : null;
	}

	get heroes(): DiskwarsDiscView[] {
		return this.data.discs.filter((d) => d.kind === 'hero');
	}

	get units(): DiskwarsDiscView[] {
		return this.data.discs.filter((d) => d.kind === 'unit');
	}
}

/** The window's Diskwars catalogue. */
export const diskwarsCatalog = new CatalogStore<DiskwarsIndex, DiskwarsCatalogView>(
	fetchDiskwarsCatalog,
	(data) => new DiskwarsIndex(data)
);
