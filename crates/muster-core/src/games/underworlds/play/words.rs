//! The words of the tracker: each refusal's message and help, the log of what the engine
//! worked out and the prompt of what happens next, in English and Spanish side by side (the
//! digest's glossary: fase de combate is the action phase, paso de poder, rezagado, Indagar…).

use super::events::{Ability, TokenKind};
use super::refusals::{FaceName, Needed, Refusal};
use super::rules::{FEATURES, ROUNDS, TURNS};
use super::state::{CardPlace, FeatureFace, Note, Stage, UnderworldsMatch};
use crate::games::underworlds::catalog::{CardKind, Name};
use crate::lang::Lang;

fn stage_name(stage: Stage, round: u8, lang: Lang) -> String {
    let s = |en: &str, es: &str| lang.pick(en, es).to_owned();
    match stage {
        Stage::Territories => s("the territory roll-off", "la tirada de territorios"),
        Stage::Features => s(
            "placing the feature tokens",
            "la colocación de los marcadores de rasgo",
        ),
        Stage::Deployment => s("deployment", "el despliegue"),
        Stage::RollOff => lang.pick(
            format!("round {round}'s roll-off for the first turn"),
            format!("la tirada de la ronda {round} por el primer turno"),
        ),
        Stage::Action => s("an action step", "un paso de acción"),
        Stage::Power => s("a power step", "un paso de poder"),
        Stage::EndPhase if round >= ROUNDS => s(
            "the final end phase (only scoring objectives and equipping upgrades)",
            "la última fase final (solo puntuar objetivos y equipar mejoras)",
        ),
        Stage::EndPhase => s("the end phase", "la fase final"),
        Stage::Over => s("the game is over", "la partida ha terminado"),
    }
}

fn ability_name(ability: Ability, lang: Lang) -> &'static str {
    match ability {
        Ability::Move => lang.pick("Move", "Movimiento"),
        Ability::Attack => lang.pick("Attack", "Ataque"),
        Ability::Charge => lang.pick("Charge", "Carga"),
        Ability::Guard => lang.pick("Guard", "Guardia"),
        Ability::Focus => lang.pick("Focus", "Centrarse"),
    }
}

fn token_name(token: TokenKind, lang: Lang) -> &'static str {
    match token {
        TokenKind::Move => lang.pick("Move token", "marcador de movimiento"),
        TokenKind::Charge => lang.pick("Charge token", "marcador de carga"),
        TokenKind::Guard => lang.pick("Guard token", "marcador de guardia"),
        TokenKind::Stagger => lang.pick("Stagger token", "marcador de tambalear"),
    }
}

fn face_name(face: FaceName, lang: Lang) -> &'static str {
    match face {
        FaceName::Uninspired => lang.pick("uninspired", "no Inspirada"),
        FaceName::Inspired => lang.pick("inspired", "Inspirada"),
    }
}

fn feature_face(face: FeatureFace, lang: Lang) -> &'static str {
    match face {
        FeatureFace::Treasure => lang.pick("a treasure token", "un marcador de tesoro"),
        FeatureFace::Cover => lang.pick("a cover token", "un marcador de cobertura"),
    }
}

fn place_name(place: &CardPlace, lang: Lang) -> String {
    match place {
        CardPlace::InDeck => lang.pick("still in the deck", "aún en el mazo").to_owned(),
        CardPlace::Scored { round } => lang.pick(
            format!("scored in round {round}"),
            format!("puntuada en la ronda {round}"),
        ),
        CardPlace::Played => lang.pick("played", "jugada").to_owned(),
        CardPlace::Equipped { fighter } => lang.pick(
            format!("equipped on {fighter}"),
            format!("equipada en {fighter}"),
        ),
        CardPlace::Discarded => lang.pick("discarded", "descartada").to_owned(),
    }
}

fn kind_name(kind: CardKind, lang: Lang) -> String {
    kind.name(lang).to_lowercase()
}

/// `(message, help)` in `lang`.
pub(super) fn words(refusal: &Refusal, lang: Lang) -> (String, String) {
    use Refusal::*;
    let p = |en: String, es: String| lang.pick(en, es);
    let s = |en: &str, es: &str| lang.pick(en, es).to_owned();
    let n = |name: &Name| name.get(lang).to_owned();
    match refusal {
        PlayerCount { count } => (
            p(format!("A Warhammer Underworlds game has 2 players, not {count}."), format!("Una partida de Warhammer Underworlds tiene 2 jugadores, no {count}.")),
            s("Choose one list for each of the two players.", "Elige una lista para cada uno de los dos jugadores."),
        ),
        NotAnUnderworldsList => (
            s("This is not an Underworlds list document (muster-list/1, game underworlds).", "No es un documento de lista de Underworlds (muster-list/1, juego underworlds)."),
            s("Choose an Underworlds list for each player.", "Elige una lista de Underworlds para cada jugador."),
        ),
        UnknownWarband { id } => (
            p(format!("The warband '{id}' is not in the data."), format!("La banda «{id}» no está en los datos.")),
            s("Choose a warband the data has, or enter it in the warband editor.", "Elige una banda que esté en los datos, o introdúcela en el editor de bandas."),
        ),
        RosterIncomplete { warband } => (
            p(format!("The roster of {} is not complete: every fighter deploys, so the tracker needs them all.", n(warband)), format!("La plantilla de {} no está completa: todos los guerreros se despliegan, así que el registro los necesita a todos.", n(warband))),
            s("Enter the warband's fighters and their values in the warband editor.", "Introduce los guerreros de la banda y sus atributos en el editor de bandas."),
        ),
        NoFighters { warband } => (
            p(format!("{} has no fighters.", n(warband)), format!("{} no tiene guerreros.", n(warband))),
            s("Enter the warband's fighters and their values in the warband editor.", "Introduce los guerreros de la banda y sus atributos en el editor de bandas."),
        ),
        FighterValueUnknown { fighter, face, needed } => {
            let face = face_name(*face, lang);
            let message = match needed {
                Needed::Face => p(format!("The {face} face of {} is unknown.", n(fighter)), format!("La cara {face} de {} es desconocida.", n(fighter))),
                Needed::Health => p(format!("The Health of {} on its {face} face is unknown: the tracker needs it to know when the fighter is slain.", n(fighter)), format!("La Salud de {} en su cara {face} es desconocida: el registro la necesita para saber cuándo muere el guerrero.", n(fighter))),
                Needed::Bounty => p(format!("The Bounty of {} on its {face} face is unknown: the tracker needs it to give glory when the fighter is slain.", n(fighter)), format!("La Recompensa de {} en su cara {face} es desconocida: el registro la necesita para dar gloria cuando el guerrero muere.", n(fighter))),
            };
            (message, s("Enter the fighter's values in the warband editor.", "Introduce los atributos del guerrero en el editor de bandas."))
        }
        UnknownDeck { id } => (
            p(format!("The Rivals deck '{id}' is not in the data."), format!("El mazo Rivales «{id}» no está en los datos.")),
            s("Choose a deck the data has, or enter it in the deck editor.", "Elige un mazo que esté en los datos, o introdúcelo en el editor de mazos."),
        ),
        UnknownCard { id } => (
            p(format!("No deck in the data has the card '{id}'."), format!("Ningún mazo de los datos tiene la carta «{id}».")),
            s("Fix the card's id in the list, or enter the deck's cards in the deck editor.", "Corrige el id de la carta en la lista, o introduce las cartas del mazo en el editor de mazos."),
        ),
        CardTwice { id } => (
            p(format!("The card '{id}' is in the list twice."), format!("La carta «{id}» está dos veces en la lista.")),
            s("Keep one copy of each card: the tracker follows each card by its id.", "Deja una sola copia de cada carta: el registro sigue cada carta por su id."),
        ),
        NoSide { side } => (
            p(format!("There is no side {side}: sides are 0 and 1."), format!("No hay bando {side}: los bandos son 0 y 1.")),
            s("Sides are numbered from 0, in the order of the set-up.", "Los bandos se numeran desde 0, en el orden de la preparación."),
        ),
        NoFighter { player, fighter } => (
            p(format!("{player}'s warband has no fighter '{fighter}'."), format!("La banda de {player} no tiene ningún guerrero «{fighter}».")),
            s("Name the fighter by its id in the warband, with the side that owns it.", "Nombra al guerrero por su id en la banda, con el bando al que pertenece."),
        ),
        NoCard { player, card } => (
            p(format!("{player}'s decks have no card '{card}'."), format!("Los mazos de {player} no tienen ninguna carta «{card}».")),
            s("Name a card of that player's objective or power deck by its id.", "Nombra una carta del mazo de objetivos o de poder de ese jugador por su id."),
        ),
        NotNow { event, stage, round } => {
            let now = stage_name(*stage, *round, lang);
            (
                p(format!("`{event}` cannot be recorded now ({now})."), format!("«{event}» no se puede anotar ahora ({now}).")),
                match stage {
                    Stage::EndPhase if *round >= ROUNDS => s("In the final end phase each player only scores objectives and equips upgrades, then says they are done.", "En la última fase final cada jugador solo puntúa objetivos y equipa mejoras, y después indica que ha terminado."),
                    Stage::Over => s("The game is over; undo the last event if it was a mistake.", "La partida ha terminado; deshaz el último suceso si fue un error."),
                    _ => s("Follow the order of play: set-up, then each round's roll-off, four turns each (action step, then power step) and the end phase.", "Sigue el orden de juego: la preparación, luego en cada ronda la tirada, cuatro turnos cada uno (paso de acción y paso de poder) y la fase final."),
                },
            )
        }
        Zero => (
            s("Damage of 0 changes nothing.", "Un daño de 0 no cambia nada."),
            s("Record the damage tokens the fighter was given (1 or more).", "Anota los marcadores de daño que recibió el guerrero (1 o más)."),
        ),
        RedrawTwice { player } => (
            p(format!("{player} has already redrawn."), format!("{player} ya robó de nuevo.")),
            s("Each player may redraw only once.", "Cada jugador solo puede robar de nuevo una vez."),
        ),
        RedrawNothing => (
            s("A redraw sets aside the objective cards, the power cards or both; this one names neither.", "Robar de nuevo aparta las cartas de objetivo, las de poder o ambas; aquí no se indica ninguna."),
            s("Say which cards the player redrew.", "Indica qué cartas robó de nuevo el jugador."),
        ),
        PlaceTurn { player, next } => (
            p(format!("It is {next}'s turn to place a feature token, not {player}'s."), format!("Es el turno de {next} de situar un marcador de rasgo, no de {player}.")),
            s("The player who lost the territory roll-off places the 1st, 3rd and 5th tokens; the winner the 2nd and 4th.", "El jugador que perdió la tirada de territorios sitúa el 1.º, el 3.º y el 5.º marcador; el ganador, el 2.º y el 4.º."),
        ),
        TerritoryLeftEmpty { territory, left } => (
            p(format!("{territory}'s territory would have no feature token, and only {left} would be left to place."), format!("El territorio de {territory} se quedaría sin marcador de rasgo y solo quedarían {left} por situar.")),
            p(format!("Once all {FEATURES} tokens are placed, each player's territory must hold at least one: place this one in {territory}'s territory."), format!("Una vez situados los {FEATURES} marcadores, el territorio de cada jugador debe tener al menos uno: sitúa este en el territorio de {territory}.")),
        ),
        DeployTurn { player, next } => (
            p(format!("It is {next}'s turn to deploy, not {player}'s."), format!("Es el turno de {next} de desplegar, no de {player}.")),
            s("The player who placed the last feature token deploys first, then the players alternate; once one has deployed every fighter, the other deploys the rest.", "Despliega primero el jugador que situó el último marcador de rasgo y luego se alternan; cuando uno ha desplegado todos sus guerreros, el otro despliega el resto."),
        ),
        AlreadyDeployed { fighter } => (
            p(format!("{} is already deployed.", n(fighter)), format!("{} ya está desplegado.", n(fighter))),
            s("Deploy a fighter that is not on the battlefield yet.", "Despliega un guerrero que aún no esté en el campo de batalla."),
        ),
        RollOffTie { round } => (
            if *round >= 2 {
                p(format!("A tie in round {round}'s roll-off goes to the underdog, but there is none (the slain fighters' Bounty is equal)."), format!("Un empate en la tirada de la ronda {round} lo gana el rezagado, pero no hay rezagado (la Recompensa de los guerreros muertos es igual)."))
            } else {
                s("A tie in round 1's roll-off is not won by anybody: roll again.", "Un empate en la tirada de la ronda 1 no lo gana nadie: tirad de nuevo.")
            },
            if *round >= 2 {
                s("Roll again and record the winner.", "Tirad de nuevo y anota al ganador.")
            } else {
                s("In round 1 the players roll again until one wins; in rounds 2 and 3 a tie goes to the underdog.", "En la ronda 1 los jugadores vuelven a tirar hasta que uno gane; en las rondas 2 y 3 el empate lo gana el rezagado.")
            },
        ),
        NotYourTurn { player, active } => (
            p(format!("It is {active}'s turn; {player} cannot take the action step."), format!("Es el turno de {active}; {player} no puede hacer el paso de acción.")),
            s("Only the active player uses a core ability in the action step.", "Solo el jugador activo usa una habilidad básica en el paso de acción."),
        ),
        FighterNeeded { ability } => (
            p(format!("{} needs the fighter that uses it.", ability_name(*ability, lang)), format!("{} necesita el guerrero que la usa.", ability_name(*ability, lang))),
            s("Name the friendly fighter.", "Indica el guerrero amigo."),
        ),
        FighterNotNeeded => (
            s("Focus is the player's ability: no fighter uses it.", "Centrarse es una habilidad del jugador: ningún guerrero la usa."),
            s("Leave the fighter out.", "No indiques ningún guerrero."),
        ),
        NotOnBattlefield { fighter, slain } => (
            if *slain {
                p(format!("{} is slain: a slain fighter does nothing and nothing is done to it.", n(fighter)), format!("{} ha muerto: un guerrero muerto no hace nada y no se le puede hacer nada.", n(fighter)))
            } else {
                p(format!("{} is not on the battlefield (not deployed).", n(fighter)), format!("{} no está en el campo de batalla (no desplegado).", n(fighter)))
            },
            s("Choose a fighter on the battlefield.", "Elige un guerrero que esté en el campo de batalla."),
        ),
        ChargeLocked { fighter, ability } => (
            p(format!("{} has a Charge token: it cannot {}.", n(fighter), ability_name(*ability, lang)), format!("{} tiene un marcador de carga: no puede usar {}.", n(fighter), ability_name(*ability, lang))),
            s("A fighter with a Charge token may Move, Attack or Guard only once every friendly fighter on the battlefield has a Charge token.", "Un guerrero con marcador de carga solo puede Mover, Atacar o ponerse en Guardia cuando todos los guerreros amigos del campo de batalla tienen marcador de carga."),
        ),
        CannotCharge { fighter, token } => (
            p(format!("{} has a {}: it cannot Charge.", n(fighter), token_name(*token, lang)), format!("{} tiene un {}: no puede Cargar.", n(fighter), token_name(*token, lang))),
            s("Only a fighter with neither a Move nor a Charge token may Charge.", "Solo puede Cargar un guerrero sin marcador de movimiento ni de carga."),
        ),
        AlreadyGuarded { fighter } => (
            p(format!("{} already has a Guard token.", n(fighter)), format!("{} ya tiene un marcador de guardia.", n(fighter))),
            s("A fighter never holds two Guard tokens; choose another ability or fighter.", "Un guerrero nunca tiene dos marcadores de guardia; elige otra habilidad u otro guerrero."),
        ),
        NotYourOpportunity { player, opportunity } => (
            p(format!("It is {opportunity}'s opportunity in this power step, not {player}'s."), format!("En este paso de poder le toca a {opportunity}, no a {player}.")),
            s("In a power step the players alternate, the active player first: each time, play a card, Delve, use an ability or pass.", "En un paso de poder los jugadores se alternan, empezando por el jugador activo: cada vez juegan una carta, Indagan, usan una habilidad o pasan."),
        ),
        DelvedAlready { player } => (
            p(format!("{player}'s warband has already Delved in this power step."), format!("La banda de {player} ya ha Indagado en este paso de poder.")),
            s("Each warband may Delve once per power step.", "Cada banda puede Indagar una vez en cada paso de poder."),
        ),
        NotOnFeature { fighter } => (
            p(format!("{} does not stand on a feature token.", n(fighter)), format!("{} no está sobre un marcador de rasgo.", n(fighter))),
            s("Only a fighter on a feature token may Delve; record where it stands first.", "Solo puede Indagar un guerrero sobre un marcador de rasgo; anota antes dónde está."),
        ),
        UnknownAbility { ability } => (
            p(format!("The warscroll has no ability '{ability}'."), format!("La hoja de unidad no tiene ninguna habilidad «{ability}».")),
            s("Name one of the warband's warscroll abilities by its id.", "Nombra una de las habilidades de la hoja de unidad de la banda por su id."),
        ),
        EndPhaseTurn { player, next } => (
            p(format!("It is {next}'s end phase now, not {player}'s."), format!("Ahora es la fase final de {next}, no la de {player}.")),
            s("The player who took the first turn plays the end phase first, then the other.", "El jugador que jugó el primer turno juega primero la fase final y luego el otro."),
        ),
        WrongKind { card, kind, needed } => (
            p(format!("{} is {} card, not {}.", n(card), article(*kind, lang), article(*needed, lang)), format!("{} es una carta de {}, no de {}.", n(card), kind_name(*kind, lang), kind_name(*needed, lang))),
            s("Choose a card of the right kind.", "Elige una carta del tipo adecuado."),
        ),
        PloyNotSurge { card } => (
            p(format!("{} is not a surge ploy: it is played in a power step.", n(card)), format!("{} no es un ardid súbito: se juega en un paso de poder.", n(card))),
            s("Only surge ploys are played during the action step.", "Durante el paso de acción solo se juegan ardides súbitos."),
        ),
        CardUsed { card, place } => (
            p(format!("{} is already {}.", n(card), place_name(place, lang)), format!("{} ya está {}.", n(card), place_name(place, lang))),
            s("Each card is scored, played or equipped once.", "Cada carta se puntúa, se juega o se equipa una sola vez."),
        ),
        GloryUnknown { card, kind } => (
            p(format!("The glory value of {} is unknown.", n(card)), format!("El valor de gloria de {} es desconocido.", n(card))),
            match kind {
                CardKind::Upgrade => s("Enter the card's glory value in the deck editor: the upgrade must fit under the warband's glory.", "Introduce el valor de gloria de la carta en el editor de mazos: la mejora debe caber en la gloria de la banda."),
                _ => s("Enter the card's glory value in the deck editor.", "Introduce el valor de gloria de la carta en el editor de mazos."),
            },
        ),
        OverCap { card, glory, used, total } => (
            p(format!("{} has a glory value of {glory}: with the upgrades already equipped ({used}) that makes {}, more than the warband's {total} glory.", n(card), used + u32::from(*glory)), format!("{} tiene un valor de gloria de {glory}: con las mejoras ya equipadas ({used}) suma {}, más que los {total} puntos de gloria de la banda.", n(card), used + u32::from(*glory))),
            s("The glory values of a warband's equipped upgrades may not exceed its glory; score more glory first.", "El valor total de gloria de las mejoras equipadas de una banda no puede superar su gloria; consigue antes más gloria."),
        ),
        SurgeOnly { card } => (
            p(format!("{} is not a surge objective: it is scored in the end phase.", n(card)), format!("{} no es un objetivo súbito: se puntúa en la fase final.", n(card))),
            s("During the action phase only surge objectives are scored, as soon as their condition is met.", "Durante la fase de combate solo se puntúan los objetivos súbitos, en cuanto se cumple su condición."),
        ),
        NothingToHeal { fighter } => (
            p(format!("{} has no damage to heal.", n(fighter)), format!("{} no tiene daño que curar.", n(fighter))),
            s("Healing an undamaged fighter does nothing; there is nothing to record.", "Curar a un guerrero intacto no hace nada; no hay nada que anotar."),
        ),
        InspiredAlready { fighter, inspired } => (
            if *inspired {
                p(format!("{} is already inspired.", n(fighter)), format!("{} ya está Inspirado.", n(fighter)))
            } else {
                p(format!("{} is already uninspired.", n(fighter)), format!("{} ya está no Inspirado.", n(fighter)))
            },
            s("Flipping a card to the face already up does nothing; there is nothing to record.", "Voltear una tarjeta a la cara que ya muestra no hace nada; no hay nada que anotar."),
        ),
        TokenUnchanged { fighter, token, present } => (
            if *present {
                p(format!("{} already has a {}.", n(fighter), token_name(*token, lang)), format!("{} ya tiene un {}.", n(fighter), token_name(*token, lang)))
            } else {
                p(format!("{} has no {} to remove.", n(fighter), token_name(*token, lang)), format!("{} no tiene ningún {} que retirar.", n(fighter), token_name(*token, lang)))
            },
            match (token, present) {
                (TokenKind::Guard, true) => s("A fighter never holds two Guard tokens.", "Un guerrero nunca tiene dos marcadores de guardia."),
                _ => s("Record a token that changes: given to a fighter without it, or removed from one with it.", "Anota un marcador que cambie: dado a un guerrero que no lo tiene o retirado de uno que lo tiene."),
            },
        ),
        NoFeature { feature, count } => (
            p(format!("There is no feature token {feature}: {count} are placed, numbered from 0 in the order placed."), format!("No hay marcador de rasgo {feature}: hay {count} situados, numerados desde 0 en el orden en que se situaron.")),
            s("Name a feature token by its place in the placing order.", "Nombra un marcador de rasgo por su lugar en el orden de colocación."),
        ),
        FeatureTaken { feature, fighter } => (
            p(format!("{} already stands on feature token {feature}.", n(fighter)), format!("{} ya está sobre el marcador de rasgo {feature}.", n(fighter))),
            s("A hex holds one fighter; record where the other fighter went first.", "En un hexágono solo cabe un guerrero; anota antes adónde fue el otro guerrero."),
        ),
        NotSlain { fighter } => (
            p(format!("{} is not slain: only a slain fighter can be raised.", n(fighter)), format!("{} no ha muerto: solo se puede Levantar a un guerrero muerto.", n(fighter))),
            s("Choose a slain fighter.", "Elige un guerrero muerto."),
        ),
    }
}

/// "an objective", "a ploy", "an upgrade".
fn article(kind: CardKind, lang: Lang) -> String {
    let name = kind_name(kind, lang);
    match kind {
        CardKind::Ploy => format!("a {name}"),
        _ => format!("an {name}"),
    }
}

/// A side's player by name.
fn player(state: &UnderworldsMatch, side: usize) -> &str {
    &state.sides[side].player
}

/// A fighter's name by id, in `lang`.
fn fighter_name(state: &UnderworldsMatch, side: usize, id: &str, lang: Lang) -> String {
    state.sides[side]
        .fighter(id)
        .map_or_else(|| id.to_owned(), |f| f.name.get(lang).to_owned())
}

/// A card's name by id, in `lang`.
fn card_name(state: &UnderworldsMatch, side: usize, id: &str, lang: Lang) -> String {
    state.sides[side]
        .card(id)
        .map_or_else(|| id.to_owned(), |c| c.name.get(lang).to_owned())
}

/// A note in words.
fn note(state: &UnderworldsMatch, note: &Note, lang: Lang) -> String {
    match note {
        Note::Territories { winner } => {
            let (w, l) = (player(state, *winner), player(state, 1 - winner));
            lang.pick(
                format!("{w} won the territory roll-off and picks the battlefield and their territory; {l} places the first feature token."),
                format!("{w} ganó la tirada de territorios y elige el campo de batalla y su territorio; {l} sitúa el primer marcador de rasgo."),
            )
        }
        Note::DeployFirst { side } => {
            let who = player(state, *side);
            lang.pick(
                format!("The feature tokens are placed and flipped to their numbered side; {who} placed the last one and deploys first."),
                format!("Los marcadores de rasgo están situados y se voltean a su cara numerada; {who} situó el último y despliega primero."),
            )
        }
        Note::RollOff {
            round,
            winner,
            underdog,
            first,
            draws,
        } => {
            let (w, f, d) = (player(state, *winner), player(state, *first), player(state, *draws));
            let won = if *underdog {
                lang.pick(
                    format!("Round {round}: the roll-off was a tie and {w}, the underdog, wins it"),
                    format!("Ronda {round}: la tirada fue un empate y la gana {w}, el rezagado"),
                )
            } else {
                lang.pick(
                    format!("Round {round}: {w} won the roll-off"),
                    format!("Ronda {round}: {w} ganó la tirada"),
                )
            };
            lang.pick(
                format!("{won} and chose {f} to take the first turn. {d} lost the roll-off and draws 1 power card."),
                format!("{won} y eligió que {f} juegue el primer turno. {d} perdió la tirada y roba 1 carta de poder."),
            )
        }
        Note::Slain {
            side,
            fighter,
            bounty,
            upgrades,
        } => {
            let name = fighter_name(state, *side, fighter, lang);
            let gainer = player(state, 1 - side);
            let mut line = lang.pick(
                format!("{name} is slain: {gainer} gains {bounty} glory (its Bounty)."),
                format!("{name} ha muerto: {gainer} obtiene {bounty} puntos de gloria (su Recompensa)."),
            );
            if !upgrades.is_empty() {
                let cards: Vec<String> = upgrades
                    .iter()
                    .map(|c| card_name(state, *side, c, lang))
                    .collect();
                line.push(' ');
                line.push_str(&lang.pick(
                    format!("Its upgrades are discarded: {}.", cards.join(", ")),
                    format!("Sus mejoras se descartan: {}.", cards.join(", ")),
                ));
            }
            line
        }
        Note::Delved {
            side,
            fighter,
            feature,
            face,
        } => {
            let name = fighter_name(state, *side, fighter, lang);
            let face = feature_face(*face, lang);
            lang.pick(
                format!("{name} Delves: feature token {feature} is now {face}, and {name} gets a Stagger token."),
                format!("{name} Indaga: el marcador de rasgo {feature} es ahora {face}, y {name} recibe un marcador de tambalear."),
            )
        }
        Note::Scored { side, card, glory } => {
            let who = player(state, *side);
            let card = card_name(state, *side, card, lang);
            lang.pick(
                format!("{who} scores {card}: {glory} glory."),
                format!("{who} puntúa {card}: {glory} puntos de gloria."),
            )
        }
        Note::RoundEnded { round } => lang.pick(
            format!("End of round {round}: every Move, Charge, Guard and Stagger token is removed."),
            format!("Fin de la ronda {round}: se retiran todos los marcadores de movimiento, carga, guardia y tambalear."),
        ),
        Note::GameOver => lang
            .pick(
                "The final end phase is over: the game ends.",
                "La última fase final ha terminado: la partida termina.",
            )
            .to_owned(),
    }
}

/// What happens next, in `lang`.
pub fn prompt(state: &UnderworldsMatch, lang: Lang) -> String {
    let round = state.round;
    let next = state.next.map(|s| player(state, s).to_owned());
    let next = next.unwrap_or_default();
    match state.stage {
        Stage::Territories => lang
            .pick(
                "Roll off for territories: the winner picks the battlefield and their territory. Players may redraw before the game begins.",
                "Desempatad por los territorios: el ganador elige el campo de batalla y su territorio. Los jugadores pueden robar de nuevo antes de empezar.",
            )
            .to_owned(),
        Stage::Features => {
            let n = state.features.len() + 1;
            lang.pick(
                format!("{next} places feature token {n} of {FEATURES}."),
                format!("{next} sitúa el marcador de rasgo {n} de {FEATURES}."),
            )
        }
        Stage::Deployment => lang.pick(
            format!("{next} deploys a fighter on a starting hex of their territory."),
            format!("{next} despliega un guerrero en un hexágono inicial de su territorio."),
        ),
        Stage::RollOff => {
            let mut text = lang.pick(
                format!("Round {round}: roll off for the first turn. The winner chooses who goes first; the loser draws 1 power card."),
                format!("Ronda {round}: desempatad por el primer turno. El ganador decide quién juega primero; el perdedor roba 1 carta de poder."),
            );
            if let Some(u) = state.underdog.filter(|_| round >= 2) {
                let u = player(state, u);
                text.push(' ');
                text.push_str(&lang.pick(
                    format!("On a tie, {u} wins as the underdog."),
                    format!("Si empatáis, gana {u} por ser el rezagado."),
                ));
            }
            text
        }
        Stage::Action => {
            let turn = state.active.map_or(0, |a| state.sides[a].turns) + 1;
            let mut text = String::new();
            let start = state.sides.iter().all(|s| s.turns == 0);
            if let (true, Some(d)) = (start, state.draws_power) {
                let d = player(state, d);
                text.push_str(&lang.pick(
                    format!("{d} draws 1 power card for losing the roll-off. "),
                    format!("{d} roba 1 carta de poder por perder la tirada. "),
                ));
            }
            text.push_str(&lang.pick(
                format!("Round {round}, {next}'s turn {turn} of {TURNS}: action step, one core ability (Move, Attack, Charge, Guard or Focus)."),
                format!("Ronda {round}, turno {turn} de {TURNS} de {next}: paso de acción, una habilidad básica (Movimiento, Ataque, Carga, Guardia o Centrarse)."),
            ));
            text
        }
        Stage::Power => {
            let active = state.active.map_or("", |a| player(state, a)).to_owned();
            lang.pick(
                format!("Power step of {active}'s turn: {next} plays a card, Delves, uses an ability or passes (two passes in a row end the turn)."),
                format!("Paso de poder del turno de {active}: {next} juega una carta, Indaga, usa una habilidad o pasa (dos pases seguidos terminan el turno)."),
            )
        }
        Stage::EndPhase if round >= ROUNDS => lang.pick(
            format!("Final end phase: {next} scores objectives and equips upgrades, then is done; after both, the game ends."),
            format!("Última fase final: {next} puntúa objetivos y equipa mejoras, y termina; después de ambos, la partida acaba."),
        ),
        Stage::EndPhase => lang.pick(
            format!("End phase of round {round}: {next} scores objectives, equips upgrades, discards and draws up to 3 objective and 5 power cards, then is done."),
            format!("Fase final de la ronda {round}: {next} puntúa objetivos, equipa mejoras, descarta y roba hasta tener 3 cartas de objetivo y 5 de poder, y termina."),
        ),
        Stage::Over => lang
            .pick("The game is over.", "La partida ha terminado.")
            .to_owned(),
    }
}

/// Writes the state's words (`log`, `prompt`) in `lang`.
pub(super) fn render(state: &mut UnderworldsMatch, lang: Lang) {
    state.log = state.notes.iter().map(|n| note(state, n, lang)).collect();
    state.prompt = prompt(state, lang);
}
