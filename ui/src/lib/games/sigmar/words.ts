/**
 * Names on the Age of Sigmar tracker in the reader's language: phases, stages, objectives,
 * triumphs, players and units. Only words; every rule is Rust's.
 */
import { i18n, t } from '$lib/i18n.svelte';
import type { SigmarMatch, SigmarObjective, SigmarPhase, SigmarStage, SigmarTriumph } from '$lib/api';

export const phaseName = (phase: SigmarPhase): string => t(`sgm.phase.${phase}`);
/** A phase's name inside a sentence ("the Hero phase", "la fase de héroe"). */
export const phaseInText = (phase: SigmarPhase): string => (i18n.lang === 'es' ? phaseName(phase).toLocaleLowerCase('es') : phaseName(phase));
export const stageName = (stage: SigmarStage): string => t(`sgm.stage.${stage}`);
export const objectiveName = (objective: SigmarObjective): string => t(`sgm.objective.${objective}`);
export const triumphName = (triumph: SigmarTriumph): string => t(`sgm.triumph.${triumph}`);

/** A side's player, or nothing for no side. */
export function playerOf(state: SigmarMatch, side: number | null | undefined): string {
	return side === null || side === undefined ? '' : (state.sides[side]?.player ?? '');
}

/** A unit's name, or its place when it is not there. */
export function unitName(state: SigmarMatch, side: number, unit: number | null | undefined): string {
	if (unit === null || unit === undefined) return '';
	return state.sides[side]?.units[unit]?.name ?? `#${unit + 1}`;
}
