/**
 * A Diskwars match as the tracker reads it: helpers that only name things over Rust's view
 * (`TrackerOf<'diskwars'>`, generated in `$lib/bindings`): a name in the reader's language, a
 * disc's label, the stages of a round. No rule is decided here: what may be done now comes
 * from Rust's `checks`, and every event is checked by Rust when it is recorded.
 */
import type { DiskwarsCardInfo, DiskwarsDiscRef, DiskwarsDiscState, DiskwarsMatch, DiskwarsName, DiskwarsStage, Lang } from '$lib/api';

/** A name in `lang` (the Spanish one where no English name is known). */
export function dwName(name: DiskwarsName, lang: Lang): string {
	return lang === 'es' ? name.es : (name.en ?? name.es);
}

/** The stages of a round: the Activation phase (choosing and resolving cards) and Melee. */
export const ROUND_STAGES: readonly DiskwarsStage[] = ['choose', 'resolve', 'melee'];

/** True during the set-up steps. */
export function inSetup(stage: DiskwarsStage): boolean {
	return !ROUND_STAGES.includes(stage) && stage !== 'scoring' && stage !== 'over';
}

/** A command card of side `side`'s army by id, or null. */
export function cardOf(state: DiskwarsMatch, side: number, id: string | null): DiskwarsCardInfo | null {
	if (id === null) return null;
	return state.sides[side]?.cards.find((c) => c.id === id) ?? null;
}

/** Every disc of every side on the battlefield, with its reference. */
export function battlefield(state: DiskwarsMatch): { ref: DiskwarsDiscRef; disc: DiskwarsDiscState }[] {
	return state.sides.flatMap((s, side) =>
		s.discs.flatMap((disc, index) => (disc.location === 'battlefield' ? [{ ref: { side, disc: index }, disc }] : []))
	);
}

/** The same disc. */
export function sameDisc(a: DiskwarsDiscRef, b: DiskwarsDiscRef): boolean {
	return a.side === b.side && a.disc === b.disc;
}

/**
 * A disc's name for the reader, told apart from its side's other copies of the same disc by
 * their place in the list ("Orc Boyz", "Orc Boyz 2", "Orc Boyz 3").
 */
export function discLabel(state: DiskwarsMatch, ref: DiskwarsDiscRef, lang: Lang): string {
	const discs = state.sides[ref.side]?.discs ?? [];
	const disc = discs[ref.disc];
	if (!disc) return '?';
	const name = dwName(disc.name, lang);
	const copies = discs.filter((d) => d.id === disc.id).length;
	if (copies < 2) return name;
	const nth = discs.slice(0, ref.disc + 1).filter((d) => d.id === disc.id).length;
	return `${name} ${nth}`;
}
