/**
 * The Underworlds muster-list/1 document the builder edits (`"game": "underworlds"`: a
 * warband, the format, the Rivals decks the cards come from, the objective and power decks
 * by card id), and pure functions that return an edited copy. No rule lives here: legality
 * is Rust's answer to `check_list`; these functions only shape the document.
 */
import { RULES, type UnderworldsCard, type UnderworldsDeck, type UnderworldsList, type UnderworldsPlayFormat } from '$lib/api';
import { LIST_FORMAT } from '$lib/list-document';

/**
 * The deck sizes the builder writes beside its counts in `format`, only as labels (Rust's
 * findings say whether a deck is legal), as the rules core has them (`RULES`): a Rivals deck's
 * objectives and power cards (rulebook L165–167); a Nemesis deck's least counts and its most
 * surge objectives (digest V4). `surge` is null in Rivals, which has no such limit.
 */
export function deckSizes(format: UnderworldsPlayFormat): { objectives: number; power: number; surge: number | null } {
	const rules = RULES.underworlds;
	return format === 'nemesis'
		? { objectives: rules.nemesisObjectives, power: rules.nemesisPower, surge: rules.nemesisSurge }
		: { objectives: rules.rivalsObjectives, power: rules.rivalsPower, surge: null };
}

/** A new list of no warband yet, in `format`. */
export function newUnderworldsList(name: string, format: UnderworldsPlayFormat = 'rivals'): UnderworldsList {
	return { format: LIST_FORMAT, game: 'underworlds', name, play_format: format, warband: '', decks: [], objectives: [], power: [] };
}

/** Sets the season whose legality list applies (`undefined`: none checked). */
export function setSeason(doc: UnderworldsList, season: string | undefined): UnderworldsList {
	if (doc.season === season) return doc;
	const next = { ...doc };
	if (season === undefined) delete next.season;
	else next.season = season;
	return next;
}

/** Chooses the warband. */
export function setWarband(doc: UnderworldsList, warband: string): UnderworldsList {
	return doc.warband === warband ? doc : { ...doc, warband };
}

/** Whether a card goes in the objective deck or the power deck. */
export function deckPart(card: Pick<UnderworldsCard, 'kind'>): 'objectives' | 'power' {
	return card.kind === 'objective' ? 'objectives' : 'power';
}

/** Every card of `deck`, as printed, split into the objective and power decks. */
function asPrinted(deck: UnderworldsDeck): Pick<UnderworldsList, 'objectives' | 'power'> {
	return {
		objectives: deck.cards.filter((c) => deckPart(c) === 'objectives').map((c) => c.id),
		power: deck.cards.filter((c) => deckPart(c) === 'power').map((c) => c.id)
	};
}

/**
 * Rivals: `deck` is the list's one deck, used as printed (every card of it, in its order).
 * `deck` undefined (a deck the catalogue does not know) is chosen with no cards.
 */
export function useRivalsDeck(doc: UnderworldsList, id: string, deck: UnderworldsDeck | undefined): UnderworldsList {
	const cards = deck ? asPrinted(deck) : { objectives: [], power: [] };
	return { ...doc, decks: [id], ...cards };
}

/**
 * Changes the format. To Rivals, the list keeps its first deck and uses it as printed
 * (`first`: that deck's record); to Nemesis, it keeps its decks and cards to build from.
 */
export function setPlayFormat(doc: UnderworldsList, format: UnderworldsPlayFormat, first: UnderworldsDeck | undefined): UnderworldsList {
	if (doc.play_format === format) return doc;
	const next = { ...doc, play_format: format };
	const firstId = doc.decks[0];
	if (format === 'rivals' && firstId !== undefined) return useRivalsDeck(next, firstId, first);
	return next;
}

/** Nemesis: one more deck to build from (its cards are chosen one by one). */
export function addDeck(doc: UnderworldsList, id: string): UnderworldsList {
	return doc.decks.includes(id) ? doc : { ...doc, decks: [...doc.decks, id] };
}

/**
 * Takes deck `id` out of the list, with the cards chosen from it that none of the `kept`
 * decks also has (`removed`: the deck's record, when the catalogue knows it).
 */
export function removeDeck(doc: UnderworldsList, id: string, removed: UnderworldsDeck | undefined, kept: readonly UnderworldsDeck[]): UnderworldsList {
	if (!doc.decks.includes(id)) return doc;
	const gone = new Set((removed?.cards ?? []).map((c) => c.id));
	for (const deck of kept) for (const card of deck.cards) gone.delete(card.id);
	return {
		...doc,
		decks: doc.decks.filter((d) => d !== id),
		objectives: doc.objectives.filter((c) => !gone.has(c)),
		power: doc.power.filter((c) => !gone.has(c))
	};
}

/** Puts `card` in its deck (at the end) or takes it out. */
export function setCard(doc: UnderworldsList, card: Pick<UnderworldsCard, 'id' | 'kind'>, included: boolean): UnderworldsList {
	const part = deckPart(card);
	const has = doc[part].includes(card.id);
	if (has === included) return doc;
	return { ...doc, [part]: included ? [...doc[part], card.id] : doc[part].filter((c) => c !== card.id) };
}

/** Takes the card at `/part/index` out (a card no chosen deck has). */
export function removeCardAt(doc: UnderworldsList, part: 'objectives' | 'power', index: number): UnderworldsList {
	if (index < 0 || index >= doc[part].length) return doc;
	return { ...doc, [part]: doc[part].filter((_, i) => i !== index) };
}

/** Puts every card of `cards` in (`included`) or takes them all out. */
export function setCards(doc: UnderworldsList, cards: readonly Pick<UnderworldsCard, 'id' | 'kind'>[], included: boolean): UnderworldsList {
	return cards.reduce((d, card) => setCard(d, card, included), doc);
}
