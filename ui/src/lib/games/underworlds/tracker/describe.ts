/**
 * An Underworlds event in words for the event log: who did what with which fighter or card,
 * with the names the match holds in the reader's language. It only names what was recorded;
 * what it did (glory, Bounty, tokens) is in Rust's state and its notes.
 */
import { t } from '$lib/i18n.svelte';
import type { UnderworldsEvent, UnderworldsMatch } from '$lib/api';
import { abilityName, cardName, featureLabel, fighterName, playerOf, territoryName, tokenName } from '../words';

/** `event` in one line. */
export function describe(event: UnderworldsEvent, state: UnderworldsMatch): string {
	const who = (side: number) => playerOf(state, side) || '?';
	const fighter = (side: number, id: string) => `${who(side)} · ${fighterName(state, side, id)}`;
	switch (event.type) {
		case 'territory_roll_off':
			return t('uwMatch.log.territory', { name: who(event.winner) });
		case 'redraw':
			return t('uwMatch.log.redraw', {
				name: who(event.side),
				what: event.objectives && event.power ? t('uwMatch.redrewBoth') : event.objectives ? t('uwMatch.redrewObjectives') : t('uwMatch.redrewPower')
			});
		case 'place_feature':
			return t('uwMatch.log.feature', { name: who(event.side), number: event.number, where: territoryName(state, event.territory ?? null) });
		case 'deploy':
			return t('uwMatch.log.deploy', { fighter: fighter(event.side, event.fighter) });
		case 'round_roll_off':
			return event.winner === null || event.winner === undefined
				? t('uwMatch.log.rollOffTie', { first: who(event.first) })
				: t('uwMatch.log.rollOff', { name: who(event.winner), first: who(event.first) });
		case 'action':
			return event.fighter
				? t('uwMatch.log.action', { fighter: fighter(event.side, event.fighter), ability: abilityName(event.ability) })
				: t('uwMatch.log.focus', { name: who(event.side) });
		case 'pass':
			return t('uwMatch.log.pass', { name: who(event.side) });
		case 'play_ploy':
			return t('uwMatch.log.ploy', { name: who(event.side), card: cardName(state, event.side, event.card) });
		case 'equip':
			return t('uwMatch.log.equip', { card: cardName(state, event.side, event.card), fighter: fighter(event.side, event.fighter) });
		case 'delve':
			return t('uwMatch.log.delve', { fighter: fighter(event.side, event.fighter) });
		case 'use_ability':
			return t('uwMatch.log.ability', { name: who(event.side), ability: event.ability });
		case 'damage':
			return t('uwMatch.log.damage', { fighter: fighter(event.side, event.fighter), n: event.amount });
		case 'heal':
			return t('uwMatch.log.heal', { fighter: fighter(event.side, event.fighter) });
		case 'inspire':
			return t('uwMatch.log.inspire', { fighter: fighter(event.side, event.fighter) });
		case 'uninspire':
			return t('uwMatch.log.uninspire', { fighter: fighter(event.side, event.fighter) });
		case 'token':
			return t(event.present ? 'uwMatch.log.tokenOn' : 'uwMatch.log.tokenOff', { fighter: fighter(event.side, event.fighter), token: tokenName(event.token) });
		case 'stand':
			return event.feature === null || event.feature === undefined
				? t('uwMatch.log.standNone', { fighter: fighter(event.side, event.fighter) })
				: t('uwMatch.log.stand', { fighter: fighter(event.side, event.fighter), token: featureLabel(state, event.feature) });
		case 'score_objective':
			return t('uwMatch.log.score', { name: who(event.side), card: cardName(state, event.side, event.card) });
		case 'raise':
			return t('uwMatch.log.raise', { fighter: fighter(event.side, event.fighter) });
		case 'end_phase_done':
			return t('uwMatch.log.endPhase', { name: who(event.side) });
	}
}
