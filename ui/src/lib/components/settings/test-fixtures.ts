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
				sources: [
					{ kind: 'community', by: 'BSData', repository: 'BSData/runewars', commit: '98b69cf', battlescribe: true },
					{
						kind: 'communityValues',
						what: {
							en: "the fan-made combat simulator RuneWarsCombatSimulator's dials",
							es: 'los diales de RuneWarsCombatSimulator, un simulador de combate hecho por aficionados'
						},
						by: 'brianries',
						repository: 'brianries/RuneWarsCombatSimulator',
						commit: '916ec5e',
						date: '2017-10-29'
					}
				],
				own: null
			},
			{
				id: 'diskwars',
				title: 'Warhammer: Diskwars',
				packs: 1,
				seasons: [],
				sources: [
					{ kind: 'rulebook', book: 'Warhammer: Diskwars, Reglas de juego, FFG 2013, Spanish edition by Edge' },
					{
						kind: 'communityValues',
						what: {
							en: "the fan-made regiment builder diskbuilder's disc list",
							es: 'la lista de discos de diskbuilder, un generador de regimientos hecho por aficionados'
						},
						by: 'mathey96',
						repository: 'mathey96/diskbuilder',
						commit: 'df47244',
						date: '2025-07-06'
					}
				],
				own: null
			},
			{
				id: 'sigmar',
				title: 'Warhammer Age of Sigmar',
				packs: 96,
				seasons: ['ghb-2026-27'],
				sources: [{ kind: 'community', by: 'BSData', repository: 'BSData/age-of-sigmar-4th', commit: '6c4bfee', battlescribe: true }],
				own: { folder: `${dataDir}/sigmar-packs`, packs: own, unreadable }
			},
			{
				id: 'underworlds',
				title: 'Warhammer Underworlds',
				packs: 1,
				seasons: [],
				sources: [
					{ kind: 'community', by: 'michaltalaga', repository: 'michaltalaga/UnderworldsData', commit: 'c159974', battlescribe: false },
					{
						kind: 'communityValues',
						what: {
							en: "the community's fighter card list, read off the card images",
							es: 'la lista de tarjetas de guerrero de la comunidad, leída de las imágenes de las tarjetas'
						},
						by: 'michaltalaga',
						repository: 'michaltalaga/UnderworldsData',
						commit: '3942a9d',
						date: null
					}
				],
				own: null
			}
		]
	};
}
