import { describe, expect, it } from 'vitest';
import { findPlace, placeFindings, unitIndexOf, upgradeOf } from './findings';
import { finding } from './games/runewars/test-fixtures';

describe('where a finding is shown', () => {
	it('a pointer into /units/N goes with unit N', () => {
		expect(unitIndexOf('/units/2')).toBe(2);
		expect(unitIndexOf('/units/12/upgrades/0')).toBe(12);
		expect(unitIndexOf('/units/0/config')).toBe(0);
	});

	it('pointers at the list as a whole go with the list', () => {
		expect(unitIndexOf('/units')).toBeNull();
		expect(unitIndexOf('')).toBeNull();
		expect(unitIndexOf('/points_limit')).toBeNull();
		expect(unitIndexOf('/unitsx/1')).toBeNull();
	});

	it('an upgrade pointer names the unit and the card', () => {
		expect(upgradeOf('/units/3/upgrades/1')).toEqual({ unit: 3, upgrade: 1 });
		expect(upgradeOf('/units/3')).toBeNull();
	});

	it('every finding is placed, errors first, and none pointing past the units is lost', () => {
		const placed = placeFindings(
			[
				finding('/units/1', 'info', 'a note'),
				finding('/units', 'error', 'over the limit'),
				finding('/units/1/upgrades/0', 'error', 'no slot'),
				finding('/units/7', 'warning', 'stale')
			],
			2
		);
		expect(placed.list.map((f) => f.message)).toEqual(['over the limit', 'stale']);
		expect(placed.byUnit.get(1)?.map((f) => f.message)).toEqual(['no slot', 'a note']);
		expect(placed.byUnit.has(0)).toBe(false);
	});
});

describe('findPlace', () => {
	it('finds the element showing a pointer, or the closest parent pointer shown', () => {
		document.body.innerHTML = `
			<section data-pointers="/regiments">
				<article data-pointers="/regiments/0">
					<div data-pointers="/regiments/0/units"><li data-pointers="/regiments/0/units/2 /regiments/0/units/3">Kurgan</li></div>
				</article>
			</section>`;
		expect(findPlace(document, '/regiments/0/units/3')?.textContent).toBe('Kurgan');
		expect(findPlace(document, '/regiments/0/units/9')?.getAttribute('data-pointers')).toBe('/regiments/0/units');
		expect(findPlace(document, '/regiments/4/hero')?.getAttribute('data-pointers')).toBe('/regiments');
		expect(findPlace(document, '/command_cards/1')).toBeNull();
	});
});
