/**
 * An Age of Sigmar match as the tracker reads it: a helper over Rust's view
 * (`TrackerOf<'sigmar'>`, generated in `$lib/bindings`). No rule is decided here: what may be
 * done now comes from Rust's `checks`, and every event is checked by Rust when it is recorded.
 */
import type { SigmarStage } from '$lib/api';

/** Stages before the battle. */
export function inSetup(stage: SigmarStage): boolean {
	return ['territories', 'deployment', 'general', 'sudden_death', 'triumphs'].includes(stage);
}
