/**
 * A game's catalogue, fetched once per language and kept. While the other language loads, the
 * one already here is shown, so a switch never blanks the page. Each game's store and lookups
 * are in `games/<game>/catalog.svelte.ts`.
 */
import type { Lang } from './api';
import { i18n } from './i18n.svelte';

/**
 * A game's catalogue in each language, fetched once with `fetch` and indexed with `index`.
 */
export class CatalogStore<I, Data = unknown> {
	private byLang = $state<Partial<Record<Lang, I>>>({});
	private pending = new Map<Lang, Promise<I>>();
	/** True when the last fetch failed and there is no catalogue to show. */
	failed = $state(false);

	constructor(
		private readonly fetch: (lang: Lang) => Promise<Data>,
		private readonly index: (data: Data) => I
	) {}

	/** The catalogue in the current language, or the other one while it loads; null before any. */
	get current(): I | null {
		return this.byLang[i18n.lang] ?? this.byLang.en ?? this.byLang.es ?? null;
	}

	/** Fetches the catalogue in `lang` unless it is here. */
	ensure(lang: Lang): Promise<I> {
		const here = this.byLang[lang];
		if (here) return Promise.resolve(here);
		let request = this.pending.get(lang);
		if (!request) {
			request = this.fetch(lang)
				.then(
					(data) => {
						const index = this.index(data);
						this.byLang = { ...this.byLang, [lang]: index };
						this.failed = false;
						return index;
					},
					(error: unknown) => {
						this.failed = this.current === null;
						throw error;
					}
				)
				.finally(() => this.pending.delete(lang));
			this.pending.set(lang, request);
		}
		return request;
	}

	/**
	 * Fetches the catalogue in `lang` again (the user's data changed) and forgets the other
	 * language's; the one shown stays until the new one is here.
	 */
	async reload(lang: Lang): Promise<I> {
		this.pending.delete(lang);
		const index = this.index(await this.fetch(lang));
		this.byLang = { [lang]: index };
		return index;
	}

	/** Forgets every catalogue (user data changed, or tests). */
	reset(): void {
		this.byLang = {};
		this.pending.clear();
		this.failed = false;
	}
}
