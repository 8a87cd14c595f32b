/**
 * The warband and deck records the player edits, as forms hold them (drafts: every number
 * may be blank, names split by language), and the records they make for
 * `underworlds_save_record`. Nothing is checked here: Rust checks each record and names the
 * place of a fault (`recordFault` turns that place into the form's JSON pointer). Drafts keep
 * the record's order, so a place in the record is the same place in the form.
 */
import type {
	UnderworldsCard,
	UnderworldsCardKind,
	UnderworldsDeck,
	UnderworldsFace,
	UnderworldsFighter,
	UnderworldsName,
	UnderworldsRecordView,
	UnderworldsWarband,
	UnderworldsWarscrollAbility,
	UnderworldsWeapon,
	UnderworldsWeaponAbility
} from '$lib/api';
import { idsOf } from '$lib/ids.svelte';

/**
 * What a player may store of their own Underworlds data: the `kind` that
 * `underworlds_save_record` and `underworlds_delete_record` take (as a string).
 */
export type RecordKind = 'warband' | 'deck';

/** Where a warband the player enters says its facts come from (`user:` marks it theirs). */
export const WARBAND_SOURCE = "user: entered in Muster's warband editor";
/** Where a deck the player enters says its facts come from (as the shell's typed decks). */
export const DECK_SOURCE = "user: typed in Muster's deck editor";
/** Added to the source of a record that started from the shipped (rulebook's) one. */
const FROM_RULEBOOK = " from the rulebook's record";
/**
 * How Rust's `underworlds_save_fighters` begins the source of the player's record of a
 * shipped warband (the shipped source follows; a warband already the player's keeps its own).
 */
const FROM_FIGHTER_FORM = "user: entered in Muster from the player's own fighter cards; ";

/** The playstyle tags of Embergard warbands and decks (digest §4.2), stored as written. */
export const PLAYSTYLES = ['Strike', 'Take and Hold', 'Flex', 'Mastery'] as const;

/** The weapon abilities the rulebook defines (L498–520). */
export const WEAPON_ABILITIES: readonly UnderworldsWeaponAbility['kind'][] = ['cleave', 'ensnare', 'brutal', 'grievous', 'stagger', 'grapple'];

/** The runemark of a warband's leader (rulebook L756). */
export const LEADER = 'leader';

/** A weapon as the form holds it. */
export interface WeaponDraft {
	name: string;
	kind: UnderworldsWeapon['kind'];
	range: number | null;
	dice: number | null;
	symbol: UnderworldsWeapon['symbol'];
	damage: number | null;
	abilities: UnderworldsWeaponAbility[];
}

/** One face of a fighter card as the form holds it; blank is unknown. */
export interface FaceDraft {
	move: number | null;
	saveDice: number | null;
	saveSymbol: 'shield' | 'dodge';
	health: number | null;
	bounty: number | null;
	weapons: WeaponDraft[];
}

/** A fighter as the form holds it (`id` empty: made from the English name when saved). */
export interface FighterDraft {
	id: string;
	nameEn: string;
	nameEs: string;
	leader: boolean;
	/** The other runemarks, comma-separated. */
	runemarks: string;
	uninspired: FaceDraft;
	inspired: FaceDraft;
}

/** A warscroll ability as the form holds it. */
export interface AbilityDraft {
	id: string;
	nameEn: string;
	nameEs: string;
	runemark: string;
	genericTokens: boolean;
	tokenCount: number | null;
}

/** What the form of either record holds first: its id, names, source and playstyle. */
export interface RecordDraft {
	id: string;
	nameEn: string;
	nameEs: string;
	source: string;
	playstyle: string;
}

/** A whole warband as the form holds it. */
export interface WarbandDraft extends RecordDraft {
	rosterComplete: boolean;
	inspire: string;
	fighters: FighterDraft[];
	abilities: AbilityDraft[];
}

/** A card as the deck form holds it. */
export interface CardDraft {
	id: string;
	nameEn: string;
	nameEs: string;
	kind: UnderworldsCardKind;
	surge: boolean;
	glory: number | null;
	runemark: string;
}

/** A whole deck as the form holds it. */
export interface DeckDraft extends RecordDraft {
	cardsComplete: boolean;
	plotId: string;
	plotEn: string;
	plotEs: string;
	cards: CardDraft[];
}

/** A blank weapon (melee, hammer: the first of each choice). */
export function emptyWeapon(): WeaponDraft {
	return { name: '', kind: 'melee', range: null, dice: null, symbol: 'hammer', damage: null, abilities: [] };
}

/** A face with every value unknown and no weapon. */
export function emptyFace(): FaceDraft {
	return { move: null, saveDice: null, saveSymbol: 'shield', health: null, bounty: null, weapons: [] };
}

/** A new fighter, nothing known yet. */
export function emptyFighter(): FighterDraft {
	return { id: '', nameEn: '', nameEs: '', leader: false, runemarks: '', uninspired: emptyFace(), inspired: emptyFace() };
}

/** A new warscroll ability. */
export function emptyAbility(): AbilityDraft {
	return { id: '', nameEn: '', nameEs: '', runemark: '', genericTokens: false, tokenCount: null };
}

/** A new card (an objective: the first kind). */
export function emptyCard(kind: UnderworldsCardKind = 'objective'): CardDraft {
	return { id: '', nameEn: '', nameEs: '', kind, surge: false, glory: null, runemark: '' };
}

/** A copy of a face (the inspired face usually starts as the uninspired one). */
export function copyFace(face: FaceDraft): FaceDraft {
	return { ...face, weapons: face.weapons.map((w) => ({ ...w, abilities: w.abilities.map((a) => ({ ...a })) })) };
}

function faceDraft(face: UnderworldsFace | null): FaceDraft {
	if (face === null) return emptyFace();
	return {
		move: face.move,
		saveDice: face.save?.dice ?? null,
		saveSymbol: face.save?.symbol ?? 'shield',
		health: face.health,
		bounty: face.bounty,
		weapons: face.weapons.map((w) => ({ ...w, name: w.name ?? '', abilities: w.abilities.map((a) => ({ ...a })) }))
	};
}

function faceRecord(face: FaceDraft): UnderworldsFace | null {
	const blank =
		face.move === null && face.saveDice === null && face.health === null && face.bounty === null && face.weapons.length === 0;
	if (blank) return null;
	return {
		move: face.move,
		save: face.saveDice === null ? null : { dice: face.saveDice, symbol: face.saveSymbol },
		health: face.health,
		bounty: face.bounty,
		// A blank number goes to Rust as null, which names the place of the missing value.
		// A blank weapon name is left out: the source named none.
		weapons: face.weapons.map((w) => ({ ...w, name: w.name.trim() || undefined, abilities: w.abilities.map((a) => ({ ...a })) }) as unknown as UnderworldsWeapon)
	};
}

function name(en: string, es: string): UnderworldsName {
	const out: UnderworldsName = { en: en.trim() };
	if (es.trim() !== '') out.es = es.trim();
	return out;
}

/** The runemarks typed as a comma-separated list, each as typed (Rust makes their ids: `Tik Tik` → `tik-tik`). */
export function runemarkNames(text: string): string[] {
	return text.split(',').map((r) => r.trim()).filter((r) => r !== '');
}

/** The ids of `names` (by `idOf`), each once, blank ones left out. */
export function distinctIds(names: readonly string[], idOf: (name: string) => string): string[] {
	return [...new Set(names.map(idOf).filter((id) => id !== ''))];
}

/** The source of a record the player saves from this one. */
function userSource(record: { source: string; user?: boolean }, source: string): string {
	if (record.user) return record.source;
	return record.source === '' ? source : `${source}${FROM_RULEBOOK}`;
}

/** The head of the form for `record`; `source`: what a record the player enters says. */
function draftHead(record: UnderworldsRecordView<UnderworldsWarband> | UnderworldsRecordView<UnderworldsDeck>, source: string): RecordDraft {
	return { id: record.id, nameEn: record.name.en, nameEs: record.name.es ?? '', source: userSource(record, source), playstyle: record.playstyle ?? '' };
}

/** The head of the record a form saves: its id, names, source and playstyle (if chosen). */
function recordHead(draft: RecordDraft, id: string, source: string): Pick<UnderworldsWarband, 'id' | 'name' | 'source' | 'playstyle'> {
	const head: Pick<UnderworldsWarband, 'id' | 'name' | 'source' | 'playstyle'> = { id, name: name(draft.nameEn, draft.nameEs), source: draft.source || source };
	if (draft.playstyle !== '') head.playstyle = draft.playstyle;
	return head;
}

/** True for the player's record of a warband or deck the shipped data also has. */
export function startedFromRulebook(record: { source: string; user?: boolean }): boolean {
	return record.user === true && (record.source.endsWith(FROM_RULEBOOK) || record.source.startsWith(FROM_FIGHTER_FORM));
}

/** A form for warband `record` (a shipped one, the player's, or `newWarband()`). */
export function warbandDraft(record: UnderworldsRecordView<UnderworldsWarband>): WarbandDraft {
	return {
		...draftHead(record, WARBAND_SOURCE),
		// The player's record is the whole roster unless they say otherwise.
		rosterComplete: record.user === true ? record.roster_complete : true,
		inspire: record.inspire ?? '',
		fighters: record.fighters.map((f) => ({
			id: f.id,
			nameEn: f.name.en,
			nameEs: f.name.es ?? '',
			leader: f.runemarks.includes(LEADER),
			runemarks: f.runemarks.filter((r) => r !== LEADER).join(', '),
			uninspired: faceDraft(f.uninspired),
			inspired: faceDraft(f.inspired)
		})),
		abilities: record.abilities.map((a) => ({
			id: a.id,
			nameEn: a.name.en,
			nameEs: a.name.es ?? '',
			runemark: a.runemark ?? '',
			genericTokens: a.generic_tokens,
			tokenCount: a.token_count ?? null
		}))
	};
}

/** An empty warband record for "New warband" (not the player's until it is saved). */
export function newWarband(): UnderworldsRecordView<UnderworldsWarband> {
	return { user: false, community_cards: false, id: '', name: { en: '' }, source: '', roster_complete: true, fighters: [], abilities: [] };
}

/**
 * The record a warband form saves (`id`: the warband's, chosen by the editor); the ids a
 * fighter or ability without one gets, and the runemarks' ids, are Rust's.
 */
export async function warbandRecord(draft: WarbandDraft, id: string): Promise<UnderworldsWarband> {
	const idOf = await idsOf([
		...draft.fighters.flatMap((f) => [...(f.id ? [] : [f.nameEn]), ...runemarkNames(f.runemarks)]),
		...draft.abilities.flatMap((a) => [...(a.id ? [] : [a.nameEn]), a.runemark])
	]);
	const fighters: UnderworldsFighter[] = draft.fighters.map((f) => ({
		id: f.id || idOf(f.nameEn),
		name: name(f.nameEn, f.nameEs),
		runemarks: [...(f.leader ? [LEADER] : []), ...distinctIds(runemarkNames(f.runemarks), idOf).filter((r) => r !== LEADER)],
		uninspired: faceRecord(f.uninspired),
		inspired: faceRecord(f.inspired)
	}));
	const abilities: UnderworldsWarscrollAbility[] = draft.abilities.map((a) => {
		const ability: UnderworldsWarscrollAbility = { id: a.id || idOf(a.nameEn), name: name(a.nameEn, a.nameEs), generic_tokens: a.genericTokens };
		const runemark = idOf(a.runemark);
		if (runemark !== '') ability.runemark = runemark;
		if (a.genericTokens && a.tokenCount !== null) ability.token_count = a.tokenCount;
		return ability;
	});
	const record: UnderworldsWarband = { ...recordHead(draft, id, WARBAND_SOURCE), roster_complete: draft.rosterComplete, fighters, abilities };
	if (draft.inspire.trim() !== '') record.inspire = draft.inspire.trim();
	return record;
}

function cardDraft(card: UnderworldsCard): CardDraft {
	return {
		id: card.id,
		nameEn: card.name.en,
		nameEs: card.name.es ?? '',
		kind: card.kind,
		surge: card.surge,
		glory: card.glory ?? null,
		runemark: card.runemark ?? ''
	};
}

/** The cards of a deck record as form rows (a deck read from text, say). */
export function cardDrafts(deck: UnderworldsDeck): CardDraft[] {
	return deck.cards.map(cardDraft);
}

/** A form for deck `record` (a shipped one, the player's, or `newDeck()`). */
export function deckDraft(record: UnderworldsRecordView<UnderworldsDeck>): DeckDraft {
	return {
		...draftHead(record, DECK_SOURCE),
		cardsComplete: record.user === true ? record.cards_complete : true,
		plotId: record.plot?.id ?? '',
		plotEn: record.plot?.name.en ?? '',
		plotEs: record.plot?.name.es ?? '',
		cards: cardDrafts(record)
	};
}

/** An empty deck record for "New deck" (not the player's until it is saved). */
export function newDeck(): UnderworldsRecordView<UnderworldsDeck> {
	return { user: false, community_cards: false, id: '', name: { en: '' }, source: '', cards_complete: true, cards: [] };
}

/**
 * The record a deck form saves (`id`: the deck's, chosen by the editor); the ids a card or
 * the plot without one gets, and the runemarks' ids, are Rust's.
 */
export async function deckRecord(draft: DeckDraft, id: string): Promise<UnderworldsDeck> {
	const idOf = await idsOf([
		...draft.cards.flatMap((c) => [...(c.id ? [] : [c.nameEn]), c.runemark]),
		...(draft.plotId || draft.plotEn.trim() === '' ? [] : [draft.plotEn])
	]);
	const cards: UnderworldsCard[] = draft.cards.map((c) => {
		const card: UnderworldsCard = { id: c.id || idOf(c.nameEn), name: name(c.nameEn, c.nameEs), kind: c.kind, surge: c.kind !== 'upgrade' && c.surge };
		if (c.glory !== null) card.glory = c.glory;
		const runemark = idOf(c.runemark);
		if (runemark !== '') card.runemark = runemark;
		return card;
	});
	const record: UnderworldsDeck = { ...recordHead(draft, id, DECK_SOURCE), cards_complete: draft.cardsComplete, cards };
	if (draft.plotEn.trim() !== '') record.plot = { id: draft.plotId || idOf(draft.plotEn), name: name(draft.plotEn, draft.plotEs) };
	return record;
}

/**
 * Rust's refusal of a record (`underworlds/warband/<id>/fighters/0/inspired/health: …`) as
 * the form's JSON pointer (`/fighters/0/inspired/health`, `''` for the whole record) and the
 * message; null when the message names no place.
 */
export function recordFault(message: string): { pointer: string; text: string } | null {
	const match = /^underworlds\/(?:warband|deck)\/[^/:\s]*((?:\/[^:\s]*)?):\s*([\s\S]*)$/.exec(message.trim());
	if (!match) return null;
	return { pointer: match[1] ?? '', text: match[2] ?? '' };
}

/** How many objectives, ploys and upgrades `cards` hold (the words of `uw.cardCounts`). */
export function kindCounts(cards: readonly { kind: UnderworldsCardKind }[]): { objectives: number; ploys: number; upgrades: number } {
	const count = (kind: UnderworldsCardKind) => cards.filter((c) => c.kind === kind).length;
	return { objectives: count('objective'), ploys: count('ploy'), upgrades: count('upgrade') };
}

/** A number typed in a field: blank is unknown (null). */
export function typedNumber(value: string): number | null {
	return value.trim() === '' ? null : Number(value);
}
