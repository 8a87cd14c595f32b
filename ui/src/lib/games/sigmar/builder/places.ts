/**
 * Where each finding of an Age of Sigmar list is shown: a finding's JSON pointer names the
 * place it is about (`/regiments/1/units/0`, `/auxiliaries/2`, `/battle_formation`,
 * `/units/3`); what names no shown place goes with the list as a whole. None is dropped.
 */
import type { Diagnostic } from '$lib/api';
import { bySeverity } from '$lib/findings';
import { ARMY_CHOICE_FIELDS } from '$lib/games/sigmar/document';

/** The findings of a list, by the part of the builder that shows them. */
export interface SigmarPlaced {
	list: Diagnostic[];
	regiments: Map<number, Diagnostic[]>;
	auxiliaries: Diagnostic[];
	army: Diagnostic[];
	open: Map<number, Diagnostic[]>;
}

const REGIMENT = /^\/regiments\/(\d+)(?:\/|$)/;
const OPEN_UNIT = /^\/units\/(\d+)(?:\/|$)/;

/** Places every finding, each group sorted by severity. */
export function placeSigmarFindings(findings: readonly Diagnostic[], regiments: number, openUnits: number): SigmarPlaced {
	const placed: SigmarPlaced = { list: [], regiments: new Map(), auxiliaries: [], army: [], open: new Map() };
	const push = (map: Map<number, Diagnostic[]>, key: number, finding: Diagnostic) =>
		map.set(key, [...(map.get(key) ?? []), finding]);
	for (const finding of bySeverity(findings)) {
		const path = finding.path;
		const regiment = REGIMENT.exec(path);
		const open = OPEN_UNIT.exec(path);
		if (regiment && Number(regiment[1]) < regiments) push(placed.regiments, Number(regiment[1]), finding);
		else if (open && Number(open[1]) < openUnits) push(placed.open, Number(open[1]), finding);
		else if (path === '/auxiliaries' || path.startsWith('/auxiliaries/')) placed.auxiliaries.push(finding);
		else if ([...ARMY_CHOICE_FIELDS, 'extra_choices'].some((field) => path === `/${field}` || path.startsWith(`/${field}/`))) placed.army.push(finding);
		else placed.list.push(finding);
	}
	return placed;
}

/** The findings pointing at `path` or inside it. */
export function findingsUnder(findings: readonly Diagnostic[], path: string): Diagnostic[] {
	return findings.filter((f) => f.path === path || f.path.startsWith(`${path}/`));
}
