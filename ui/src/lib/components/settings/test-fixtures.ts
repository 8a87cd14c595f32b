/**
 * The tests' answer to `about`, shaped as Rust gives it for the shipped packs (its values are
 * Rust's tests' business: `crates/muster-service/tests/app/about.rs` reads them from the packs).
 */
import type { About, OwnPack } from '$lib/api';

/** `about` for a library in `dataDir`, with the Age of Sigmar packs the player imported. */
export function aboutAnswer(dataDir: string, own: OwnPack[] = [], unreadable = false): About {
	return {
		version: '0.2.0',
		library: `${dataDir}/library.sqlite`,
		games: [
			{
				id: 'runewars',
				title: 'RuneWars: The Miniatures Game',
				packs: 1,
				seasons: [],
				sources: [{ kind: 'community', repository: 'BSData/runewars', commit: '98b69cf', battlescribe: true }],
				own: null
			},
			{
				id: 'diskwars',
				title: 'Warhammer: Diskwars',
				packs: 1,
				seasons: [],
				sources: [{ kind: 'rulebook', book: 'Warhammer: Diskwars, Reglas de juego, FFG 2013, Spanish edition by Edge' }],
				own: null
			},
			{
				id: 'sigmar',
				title: 'Warhammer Age of Sigmar',
				packs: 96,
				seasons: ['ghb-2026-27'],
				sources: [{ kind: 'community', repository: 'BSData/age-of-sigmar-4th', commit: '6c4bfee', battlescribe: true }],
				own: { folder: `${dataDir}/sigmar-packs`, packs: own, unreadable }
			},
			{
				id: 'underworlds',
				title: 'Warhammer Underworlds',
				packs: 1,
				seasons: [],
				sources: [{ kind: 'community', repository: 'michaltalaga/UnderworldsData', commit: 'c159974', battlescribe: false }],
				own: null
			}
		]
	};
}
