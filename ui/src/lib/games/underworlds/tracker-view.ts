/**
 * An Underworlds match as the tracker reads it: helpers over Rust's view
 * (`TrackerOf<'underworlds'>`, generated in `$lib/bindings`). No rule is decided here: what may
 * be done now comes from Rust's `checks`, and every event is checked by Rust when it is
 * recorded.
 */
import type { UnderworldsAbility, UnderworldsStage } from '$lib/api';

/** The abilities a fighter uses (Focus is the player's), in the order the action step offers them. */
export const FIGHTER_ABILITIES = ['move', 'attack', 'charge', 'guard'] as const satisfies readonly UnderworldsAbility[];

/** Stages before the first battle round. */
export function inSetup(stage: UnderworldsStage): boolean {
	return stage === 'territories' || stage === 'features' || stage === 'deployment';
}

/** The action phase: an action or a power step. */
export function inActionPhase(stage: UnderworldsStage): boolean {
	return stage === 'action' || stage === 'power';
}
