/**
 * Names on the Underworlds tracker in the reader's language: stages, abilities, tokens,
 * players, fighters, cards and feature tokens. Only words; every rule is Rust's.
 */
import type { UnderworldsAbility, UnderworldsCardState, UnderworldsFeatureToken, UnderworldsMatch, UnderworldsName, UnderworldsStage, UnderworldsTokenKind } from '$lib/api';
import { i18n, labelOf, t, type MessageKey } from '$lib/i18n.svelte';

/** A record's name in the reader's language (English where no Spanish name is known). */
export function uwName(name: UnderworldsName): string {
	return i18n.lang === 'es' && name.es ? name.es : name.en;
}

/** The playstyle tags the data writes (in English, digest §4.2), each with its label. */
const PLAYSTYLES: Record<string, MessageKey> = {
	Strike: 'uw.playstyleName.strike',
	'Take and Hold': 'uw.playstyleName.takeAndHold',
	Flex: 'uw.playstyleName.flex',
	Mastery: 'uw.playstyleName.mastery'
};

/** A playstyle tag in the reader's language; a tag no label knows shows as written. */
export function playstyleName(style: string): string {
	const key = labelOf(PLAYSTYLES, style);
	return key ? t(key) : style;
}

export const stageName = (stage: UnderworldsStage): string => t(`uwMatch.stage.${stage}`);
export const abilityName = (ability: UnderworldsAbility): string => t(`uwMatch.ability.${ability}`);
export const tokenName = (token: UnderworldsTokenKind | 'raise'): string => t(`uwMatch.token.${token}`);

/** A side's player, or nothing for no side. */
export function playerOf(state: UnderworldsMatch, side: number | null | undefined): string {
	return side === null || side === undefined ? '' : (state.sides[side]?.player ?? '');
}

/** A fighter's name, or its id when the side does not have it. */
export function fighterName(state: UnderworldsMatch, side: number, id: string | null | undefined): string {
	if (id === null || id === undefined) return '';
	const fighter = state.sides[side]?.fighters.find((f) => f.id === id);
	return fighter ? uwName(fighter.name) : id;
}

/** A card of a side's decks, by id. */
export function cardOf(state: UnderworldsMatch, side: number, id: string): UnderworldsCardState | undefined {
	return state.sides[side]?.cards.find((c) => c.id === id);
}

/** A card's name, or its id when the side's decks do not have it. */
export function cardName(state: UnderworldsMatch, side: number, id: string): string {
	const card = cardOf(state, side, id);
	return card ? uwName(card.name) : id;
}

/** A card's name with its glory value ("Keen Eye (2)"), `?` when the value is unknown. */
export function cardWithGlory(card: UnderworldsCardState): string {
	return `${uwName(card.name)} (${card.glory ?? '?'})`;
}

/** Whose territory a feature token is in, in words. */
export function territoryName(state: UnderworldsMatch, territory: number | null): string {
	return territory === null ? t('uwMatch.neutral') : t('uwMatch.territoryOf', { name: playerOf(state, territory) });
}

/** A feature token in words: its place in the order, its face and number, its territory. */
export function featureLabel(state: UnderworldsMatch, index: number): string {
	const token: UnderworldsFeatureToken | undefined = state.features[index];
	if (!token) return `#${index + 1}`;
	return token.face === 'treasure'
		? t('uwMatch.featureTreasure', { n: index + 1, number: token.number })
		: t('uwMatch.featureCover', { n: index + 1, number: token.number });
}
