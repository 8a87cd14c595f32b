/**
 * Where each finding belongs on screen. A finding's JSON pointer says which part of the list
 * it is about: `/units/N…` goes with unit N, anything else (`/units`, `/points_limit`, ``)
 * with the whole list.
 */
import type { Diagnostic, Severity } from './api';

const UNIT_PATH = /^\/units\/(\d+)(?:\/|$)/;
const UPGRADE_PATH = /^\/units\/(\d+)\/upgrades\/(\d+)$/;

/** The unit a pointer points into, or null for the list as a whole. */
export function unitIndexOf(path: string): number | null {
	const match = UNIT_PATH.exec(path);
	return match ? Number(match[1]) : null;
}

/** The unit and upgrade a pointer names exactly (`/units/N/upgrades/M`), or null. */
export function upgradeOf(path: string): { unit: number; upgrade: number } | null {
	const match = UPGRADE_PATH.exec(path);
	return match ? { unit: Number(match[1]), upgrade: Number(match[2]) } : null;
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Findings sorted errors first, then warnings, then notes; otherwise in Rust's order. */
export function bySeverity(findings: readonly Diagnostic[]): Diagnostic[] {
	return findings
		.map((finding, order) => ({ finding, order }))
		.sort((a, b) => RANK[a.finding.severity] - RANK[b.finding.severity] || a.order - b.order)
		.map(({ finding }) => finding);
}

/** Findings split between the list as a whole and each unit. */
export interface PlacedFindings {
	list: Diagnostic[];
	byUnit: Map<number, Diagnostic[]>;
}

/**
 * Places every finding (none is dropped: one pointing past the last of `unitCount` units
 * goes with the list); each group sorted by severity.
 */
export function placeFindings(findings: readonly Diagnostic[], unitCount: number): PlacedFindings {
	const list: Diagnostic[] = [];
	const byUnit = new Map<number, Diagnostic[]>();
	for (const finding of bySeverity(findings)) {
		const unit = unitIndexOf(finding.path);
		if (unit === null || unit >= unitCount) list.push(finding);
		else byUnit.set(unit, [...(byUnit.get(unit) ?? []), finding]);
	}
	return { list, byUnit };
}

/** The worst severity among findings, or null when there are none. */
export function worstSeverity(findings: readonly Diagnostic[]): Severity | null {
	let worst: Severity | null = null;
	for (const { severity } of findings) {
		if (worst === null || RANK[severity] < RANK[worst]) worst = severity;
	}
	return worst;
}

/**
 * The element that shows the place a pointer names: the closest element whose
 * `data-pointers` (a space-separated list of JSON pointers) holds the pointer, or else one of
 * its parents (`/regiments/0/units/3` → `/regiments/0/units` → `/regiments/0` → `/regiments`);
 * null when nothing on screen shows any of them.
 */
export function findPlace(root: ParentNode, path: string): HTMLElement | null {
	let pointer = path;
	for (;;) {
		const place = root.querySelector<HTMLElement>(`[data-pointers~="${CSS.escape(pointer)}"]`);
		if (place) return place;
		if (pointer === '') return null;
		pointer = pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
	}
}

/** Scrolls to the place a finding's pointer names, focuses it and makes it flash; false when none is shown. */
export function focusPlace(root: ParentNode, path: string): boolean {
	const place = findPlace(root, path);
	if (!place) return false;
	if (!place.hasAttribute('tabindex') && !place.matches('a, button, input, select, textarea')) {
		place.setAttribute('tabindex', '-1');
	}
	place.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
	place.focus({ preventScroll: true });
	place.classList.remove('flash');
	// Restarts the animation when the same place is asked for twice.
	void place.offsetWidth;
	place.classList.add('flash');
	setTimeout(() => place.classList.remove('flash'), 1600);
	return true;
}
