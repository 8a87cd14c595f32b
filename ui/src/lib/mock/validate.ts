/**
 * Dev-only stand-in for Rust's verdict, so the mock mode reacts to edits: points, unique
 * units, configurations, slots, faction icons and card restrictions, roughly. It is NOT the
 * rules (those live in Rust); for the example lists the mock answers Rust's recorded verdict
 * instead (`fixtures/examples.json`).
 */
import type { Diagnostic, Lang, Report, RuneWarsList, RuneWarsSlotUse, RuneWarsTotals, RuneWarsUnitTotals } from '../api';
import { nameIn, rawCatalog, SLOTS, type RawUnit, type RawUpgrade } from './catalog';
import { verdictOf } from './verdict';

const units = new Map(rawCatalog.units.map((u) => [u.id, u]));
const upgrades = new Map(rawCatalog.upgrades.map((u) => [u.id, u]));
const factions = new Map(rawCatalog.factions.map((f) => [f.id, f]));

export function rawUnit(id: string): RawUnit | undefined {
	return units.get(id);
}

export function rawUpgrade(id: string): RawUpgrade | undefined {
	return upgrades.get(id);
}

function slotName(slot: string, lang: Lang): string {
	const found = SLOTS.find((s) => s.id === slot);
	return found ? found[lang] : slot;
}

function factionName(id: string, lang: Lang): string {
	const faction = factions.get(id);
	return faction ? nameIn(faction.name, lang) : id;
}

type Say = { en: string; es: string };

/** Validates `doc` the mock's way. */
export function mockValidate(doc: RuneWarsList, lang: Lang): Report<RuneWarsTotals> {
	const diagnostics: Diagnostic[] = [];
	const find = (
		severity: Diagnostic['severity'],
		code: string,
		rule: string,
		path: string,
		message: Say,
		help: Say
	) => diagnostics.push({ severity, code, rule: `runewars:${rule}`, path, message: message[lang], help: help[lang], waits_for: [] });

	const limit = doc.points_limit ?? (doc.mode === 'skirmish' ? 100 : 200);
	const allowed = Math.floor(limit / 100);
	let used = 0;
	let uniques = 0;
	const totals: RuneWarsUnitTotals[] = [];

	doc.units.forEach((entry, i) => {
		const unit = units.get(entry.unit);
		const at = `/units/${i}`;
		if (!unit) {
			find('error', 'runewars.unit.unknown', 'R-CFG-1', at, { en: `There is no unit '${entry.unit}'.`, es: `No hay ninguna unidad '${entry.unit}'.` }, { en: 'Pick a unit from the catalogue.', es: 'Elige una unidad del catálogo.' });
			totals.push({ unit: entry.unit, config: null, cost: 0, slots: [] });
			return;
		}
		const name = nameIn(unit.name, lang);
		if (unit.faction !== doc.faction) {
			find('error', 'runewars.faction.mixed', 'R-FAC-1', at, { en: `${name} is not a unit of ${factionName(doc.faction, 'en')}.`, es: `${name} no es una unidad de ${factionName(doc.faction, 'es')}.` }, { en: 'Remove it, or change the army’s faction.', es: 'Quítala o cambia la facción del ejército.' });
		}
		if (unit.unique) {
			uniques += 1;
			if (uniques > allowed) {
				find('error', 'runewars.unique.too_many_units', 'R-UNQ-2', at, { en: `Too many unique units: an army of ${limit} points may include ${allowed}.`, es: `Demasiadas unidades únicas: un ejército de ${limit} puntos puede incluir ${allowed}.` }, { en: 'Remove a unique unit (unique upgrades do not count).', es: 'Quita una unidad única (las mejoras únicas no cuentan).' });
			}
		}
		const configId = entry.config ?? (unit.configurations.length === 1 ? unit.configurations[0]?.id : undefined);
		const config = unit.configurations.find((c) => c.id === configId);
		if (!config) {
			const choices = unit.configurations.map((c) => c.id).join(', ');
			if (entry.config == null) {
				find('error', 'runewars.config.missing', 'R-CFG-1', at, { en: `${name} has several configurations and none is chosen.`, es: `${name} tiene varias configuraciones y no se ha elegido ninguna.` }, { en: `Set "config" to one of: ${choices}.`, es: `Pon en "config" una de: ${choices}.` });
			} else {
				find('error', 'runewars.config.unknown', 'R-CFG-1', `${at}/config`, { en: `${name} has no '${entry.config}' configuration in its cost table.`, es: `${name} no tiene la configuración '${entry.config}' en su tabla de costes.` }, { en: `Set "config" to one of: ${choices}.`, es: `Pon en "config" una de: ${choices}.` });
			}
			totals.push({ unit: entry.unit, config: null, cost: 0, slots: [] });
			return;
		}
		let cost = config.cost;
		const slots: RuneWarsSlotUse[] = SLOTS.map((s) => ({
			slot: s.id,
			used: 0,
			available: config.slots.filter((x) => x === s.id).length
		}));
		(entry.upgrades ?? []).forEach((id, j) => {
			const upgrade = upgrades.get(id);
			const upAt = `${at}/upgrades/${j}`;
			if (!upgrade) {
				find('error', 'runewars.upgrade.unknown', 'R-UPG-1', upAt, { en: `There is no upgrade card '${id}'.`, es: `No hay ninguna carta de Mejora '${id}'.` }, { en: 'Remove it.', es: 'Quítala.' });
				return;
			}
			cost += upgrade.cost;
			const upName = nameIn(upgrade.name, lang);
			const slot = slots.find((s) => s.slot === upgrade.slot);
			if (slot && slot.used < slot.available) slot.used += 1;
			else {
				if (slot) slot.used += 1;
				find('error', 'runewars.upgrade.no_free_slot', 'R-UPG-1', upAt, { en: `${upName} needs a slot with the ${slotName(upgrade.slot, 'en')} icon, but ${name} in ${config.id} has none.`, es: `${upName} necesita un hueco con el icono de ${slotName(upgrade.slot, 'es')}, pero ${name} en ${config.id} no tiene ninguno.` }, { en: 'Remove an upgrade of that icon, or choose a configuration with more slots.', es: 'Quita una mejora de ese icono o elige una configuración con más huecos.' });
			}
			if (upgrade.faction && upgrade.faction !== unit.faction) {
				find('error', 'runewars.upgrade.wrong_faction', 'R-UPG-3', upAt, { en: `${upName} carries the ${factionName(upgrade.faction, 'en')} icon and cannot be equipped on ${name}.`, es: `${upName} lleva el icono de ${factionName(upgrade.faction, 'es')} y no puede equiparse en ${name}.` }, { en: 'Remove the upgrade, or equip it on a unit of its faction.', es: 'Quita la mejora o equípala en una unidad de su facción.' });
			}
			const r = upgrade.restrictions;
			const typeOk = !r?.unit_types?.length || r.unit_types.includes(unit.unit_type);
			const unitOk = (!r?.units?.length || r.units.includes(unit.id)) && !r?.not_units?.includes(unit.id);
			if (!typeOk || !unitOk) {
				find('error', 'runewars.upgrade.restricted', 'R-UPG-2', upAt, { en: `${upName} cannot be equipped on ${name}.`, es: `${upName} no puede equiparse en ${name}.` }, { en: 'Remove the upgrade.', es: 'Quita la mejora.' });
			}
		});
		used += cost;
		totals.push({
			unit: entry.unit,
			config: config.id,
			cost,
			slots: slots.filter((s) => s.available > 0 || s.used > 0)
		});
	});

	if (used > limit) {
		const over = used - limit;
		find('error', 'runewars.points.over_limit', 'R-PTS-1', '/units', { en: `The army costs ${used} points, ${over} over its ${limit}.`, es: `El ejército cuesta ${used} puntos, ${over} por encima de sus ${limit}.` }, { en: `Save ${over} points: drop an upgrade or a unit, or pick a smaller configuration.`, es: `Ahorra ${over} puntos: retira una mejora o una unidad, o elige una configuración más pequeña.` });
	}
	return {
		game: 'runewars',
		...verdictOf(diagnostics),
		totals: {
			points: { used, limit, left: limit - used },
			unique_units: { used: uniques, allowed },
			units: totals
		},
		diagnostics
	};
}
