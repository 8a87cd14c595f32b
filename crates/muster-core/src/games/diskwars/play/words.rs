//! The words of each refusal: what is wrong and how to put it right, in English and Spanish
//! side by side (the glossary's terms: initiative token, casualty pile, pin…).

use super::events::{HitResult, TokenKind};
use super::refusals::Refusal;
use super::state::{Location, Stage};
use crate::lang::Lang;

fn stage_name(stage: Stage, lang: Lang) -> &'static str {
    match stage {
        Stage::Initiative => lang.pick("rolling for initiative", "tirada de iniciativa"),
        Stage::AssignInitiative => lang.pick(
            "giving out the initiative tokens",
            "reparto de las fichas de Iniciativa",
        ),
        Stage::Scenario => lang.pick("choosing the scenario", "elección del escenario"),
        Stage::DeploymentCards => lang.pick(
            "picking deployment cards",
            "elección de cartas de Despliegue",
        ),
        Stage::Deploy => lang.pick("deployment", "despliegue"),
        Stage::Choose => lang.pick(
            "Activation phase, choosing command cards",
            "fase de Activación, elección de cartas de Mando",
        ),
        Stage::Resolve => lang.pick(
            "Activation phase, resolving command cards",
            "fase de Activación, resolución de cartas de Mando",
        ),
        Stage::Melee => lang.pick("Melee phase", "fase de Combate cuerpo a cuerpo"),
        Stage::Scoring => lang.pick("scoring", "recuento de puntos de victoria"),
        Stage::Over => lang.pick("game over", "partida terminada"),
    }
}

fn location_name(location: Location, lang: Lang) -> &'static str {
    match location {
        Location::Undeployed => lang.pick("not deployed yet", "aún sin desplegar"),
        Location::Battlefield => lang.pick("on the battlefield", "en el campo de batalla"),
        Location::Reserve => lang.pick("in the reserve", "en la reserva"),
        Location::Casualty => lang.pick("in the casualty pile", "en la pila de bajas"),
    }
}

fn result_name(result: HitResult, lang: Lang) -> &'static str {
    match result {
        HitResult::NoWound => lang.pick("no wound", "ninguna herida"),
        HitResult::Wound => lang.pick("a wound it survives", "una herida que resiste"),
        HitResult::Removed => lang.pick("removed as a casualty", "retirado como baja"),
    }
}

fn list(sides: &[usize]) -> String {
    sides
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn unknown(value: Option<u32>, lang: Lang) -> String {
    value.map_or_else(
        || lang.pick("unknown", "desconocida").to_owned(),
        |v| v.to_string(),
    )
}

/// `(message, help)` in `lang`.
pub(super) fn words(refusal: &Refusal, lang: Lang) -> (String, String) {
    use Refusal::*;
    let p = |en: String, es: String| lang.pick(en, es);
    let s = |en: &str, es: &str| lang.pick(en, es).to_owned();
    match refusal {
        PlayerCount { count } => (
            p(format!("A Diskwars match has 2 to 4 players, not {count}."), format!("Una partida de Diskwars tiene de 2 a 4 jugadores, no {count}.")),
            s("Choose one list per player, between two and four.", "Elige una lista por jugador, de dos a cuatro."),
        ),
        NotADiskwarsList => (
            s("This is not a Diskwars list document (muster-list/1, game diskwars).", "No es un documento de lista de Diskwars (muster-list/1, juego diskwars)."),
            s("Choose a Diskwars list for each player.", "Elige una lista de Diskwars para cada jugador."),
        ),
        EmptyList => (
            s("This list has no regiment.", "Esta lista no tiene ningún regimiento."),
            s("Add a regiment (a hero and its units) first.", "Añade primero un regimiento (un héroe y sus unidades)."),
        ),
        UnknownDisc { id } | UnknownCard { id } => (
            p(format!("`{id}` is not in the data pack."), format!("«{id}» no está en el paquete de datos.")),
            s("Check the id against the catalogue, or add it to your own data.", "Comprueba el identificador en el catálogo, o añádelo a tus datos."),
        ),
        ModesDiffer => (
            s("The lists are for different games: standard and introductory.", "Las listas son de partidas distintas: normal e introductoria."),
            s("Every player plays the same kind of game: change the mode of a list.", "Todos juegan el mismo tipo de partida: cambia el modo de una lista."),
        ),
        RegimentCountsDiffer { first, count } => (
            p(format!("This army has {count} regiments; the first player's has {first}."), format!("Este ejército tiene {count} regimientos; el del primer jugador, {first}.")),
            s("Every player fields the number of regiments agreed before the game.", "Todos los jugadores usan el número de regimientos acordado antes de la partida."),
        ),
        NoSide { side, count } => (
            p(format!("There is no side {side}: sides are 0 to {}.", count - 1), format!("No hay bando {side}: los bandos van de 0 a {}.", count - 1)),
            s("Sides are numbered from 0, in the order of the set-up.", "Los bandos se numeran desde 0, en el orden de la preparación."),
        ),
        NoDisc { side, disc, count } => (
            p(format!("Side {side} has no disc {disc}: its discs are 0 to {}.", count.saturating_sub(1)), format!("El bando {side} no tiene disco {disc}: sus discos van de 0 a {}.", count.saturating_sub(1))),
            s("Discs are numbered from 0 through the list, each regiment's hero before its units.", "Los discos se numeran desde 0 a lo largo de la lista, el héroe de cada regimiento antes que sus unidades."),
        ),
        NotNow { event, stage } => (
            p(format!("`{event}` cannot be recorded now ({}).", stage_name(*stage, lang)), format!("«{event}» no se puede anotar ahora ({}).", stage_name(*stage, lang))),
            s("Follow the game's order: set-up, then each round's Activation, Melee and End phases.", "Sigue el orden de la partida: preparativos y luego las fases de Activación, Combate cuerpo a cuerpo y Final de cada ronda."),
        ),
        Twice => (
            s("The same disc is named twice.", "El mismo disco se nombra dos veces."),
            s("Name each disc once.", "Nombra cada disco una sola vez."),
        ),
        Eliminated { side } => (
            p(format!("Side {side} is out of the game."), format!("El bando {side} está eliminado.")),
            s("An eliminated player plays no more cards: give none.", "Un jugador eliminado no juega más cartas: no indiques ninguna."),
        ),
        NotOnBattlefield { disc, location } => (
            p(format!("{} is not on the battlefield ({}).", disc.get(lang), location_name(*location, lang)), format!("{} no está en el campo de batalla ({}).", disc.get(lang), location_name(*location, lang))),
            s("Only discs on the battlefield can do this.", "Solo los discos del campo de batalla pueden hacer esto."),
        ),
        NoDiscs => (
            s("No disc is named.", "No se nombra ningún disco."),
            s("Name at least one disc.", "Nombra al menos un disco."),
        ),
        NothingDealt => (
            s("Nothing changes: the amount is 0.", "No cambia nada: la cantidad es 0."),
            s("Give the damage dealt, or a direct wound.", "Indica el daño infligido, o una herida directa."),
        ),
        RollCount { given, players } => (
            p(format!("{given} values for {players} players."), format!("{given} valores para {players} jugadores.")),
            s("Give one value per player, in the set-up's order (null for none).", "Indica un valor por jugador, en el orden de la preparación (null si no hay)."),
        ),
        RollRange { roll } => (
            p(format!("{roll} is not on a six-sided die."), format!("{roll} no sale en un dado de seis caras.")),
            s("Record the d6 as rolled, 1 to 6.", "Anota el d6 tal como salió, de 1 a 6."),
        ),
        RollMissing { side } => (
            p(format!("Side {side} must roll."), format!("El bando {side} debe tirar.")),
            s("Every player rolls; after a tie, the tied players roll again.", "Tiran todos los jugadores; tras un empate, vuelven a tirar los empatados."),
        ),
        NotInReroll { side, tied } => (
            p(format!("Side {side} does not roll again: only sides {} tied.", list(tied)), format!("El bando {side} no repite la tirada: solo empataron los bandos {}.", list(tied))),
            s("Give null for every player who did not tie at the top.", "Indica null para cada jugador que no empató en cabeza."),
        ),
        IntroNoBonus => (
            s("In the introductory scenario initiative is a plain d6: no points are added.", "En el escenario introductorio la iniciativa es un d6 sin más: no se suman puntos."),
            s("Leave out the unspent points.", "No indiques los puntos sin gastar."),
        ),
        UnspentDiffers { side, typed, known } => (
            p(format!("Side {side}'s list leaves {known} recruitment points unspent, not {typed}."), format!("La lista del bando {side} deja {known} puntos de reclutamiento sin gastar, no {typed}.")),
            s("Leave the value out: Muster computes it from the list.", "No indiques el valor: Muster lo calcula a partir de la lista."),
        ),
        UnspentUnknown { side } => (
            p(format!("The data does not know all of side {side}'s costs, so its unspent recruitment points are unknown."), format!("Los datos no conocen todos los costes del bando {side}, así que sus puntos de reclutamiento sin gastar son desconocidos.")),
            s("Type the unspent points the players read off the discs (their heroes' points less their units' costs).", "Escribe los puntos sin gastar que los jugadores leen en los discos (los puntos de sus héroes menos los costes de sus unidades)."),
        ),
        NotTheInitiativeWinner { side, winner } => (
            p(format!("Side {winner} had the highest total, so side {winner} gives out the tokens, not side {side}."), format!("El bando {winner} sacó el total más alto, así que reparte las fichas el bando {winner}, no el bando {side}.")),
            s("Record the tokens as the highest total's player gave them out.", "Anota las fichas tal como las repartió el jugador con el total más alto."),
        ),
        NotAnOrder { players } => (
            p(format!("The order must name each of the {players} sides once."), format!("El orden debe nombrar una vez a cada uno de los {players} bandos.")),
            s("List every side, the first player (large token) first.", "Enumera todos los bandos, el jugador inicial (ficha grande) primero."),
        ),
        IntroWinnerFirst { winner } => (
            p(format!("In the introductory scenario the highest roll takes the large token: side {winner} is first."), format!("En el escenario introductorio la tirada más alta coge la ficha grande: el bando {winner} es el primero.")),
            s("Put the winner of the roll first.", "Pon primero al ganador de la tirada."),
        ),
        NotTheLastPlayer { side, last } => (
            p(format!("The last player (side {last}) chooses the active scenario, not side {side}."), format!("El último jugador (bando {last}) elige el escenario activo, no el bando {side}.")),
            s("Record the card the last player in initiative order kept.", "Anota la carta que se quedó el último jugador del orden de iniciativas."),
        ),
        SpecialScenario { card } => (
            p(format!("`{card}` is a special scenario card; Muster does not track special scenarios yet."), format!("«{card}» es una carta de escenario especial; Muster aún no registra escenarios especiales.")),
            s("Choose one of the normal scenario cards.", "Elige una de las cartas de escenario normales."),
        ),
        IntroNoScenario => (
            s("The introductory scenario has no scenario cards: everyone scores 1 VP per enemy casualty.", "El escenario introductorio no usa cartas de Escenario: todos ganan 1 PV por baja enemiga."),
            s("Leave the objectives out.", "No anotes objetivos."),
        ),
        ObjectiveAlready { side } => (
            p(format!("Side {side} already has its secret objective."), format!("El bando {side} ya tiene su objetivo secreto.")),
            s("Each player is dealt one; undo the first if it was a mistake.", "A cada jugador se le reparte uno; deshaz el primero si fue un error."),
        ),
        ObjectiveIsActive => (
            s("That is the active scenario: it is set aside before the objectives are dealt.", "Esa es la carta de Escenario activa: se aparta antes de repartir los objetivos."),
            s("Record the card the player was dealt.", "Anota la carta que recibió el jugador."),
        ),
        ObjectiveTaken { other } => (
            p(format!("Side {other} already holds that card."), format!("El bando {other} ya tiene esa carta.")),
            s("Each card is dealt to one player; check the cards.", "Cada carta se reparte a un solo jugador; revisa las cartas."),
        ),
        PickTurn { side, next } => (
            p(format!("It is side {next}'s turn to pick a deployment card, not side {side}'s."), format!("Le toca elegir carta de Despliegue al bando {next}, no al bando {side}.")),
            s("Players take turns in reverse initiative order, the last player first.", "Se eligen por turnos en orden inverso de iniciativas, empezando por el último jugador."),
        ),
        CardTaken { card } => (
            p(format!("`{card}` has already been picked."), format!("«{card}» ya se ha elegido.")),
            s("Pick another of the cards dealt.", "Elige otra de las cartas repartidas."),
        ),
        ValueDiffers { typed, value } => (
            p(format!("That face's deployment value is {value}, not {typed}."), format!("El valor de despliegue de esa cara es {value}, no {typed}.")),
            s("Leave the value out: Muster knows it.", "No indiques el valor: Muster ya lo conoce."),
        ),
        ValueUnknown { card: Some(card) } => (
            p(format!("The data does not know `{card}`'s deployment value."), format!("Los datos no conocen el valor de despliegue de «{card}».")),
            s("Type the value printed on the card's text face.", "Escribe el valor impreso en la cara de texto de la carta."),
        ),
        ValueUnknown { card: None } => (
            s("The pack does not hold this card, so its deployment value is unknown.", "El paquete no contiene esta carta, así que su valor de despliegue es desconocido."),
            s("Type the value printed on the card's text face.", "Escribe el valor impreso en la cara de texto de la carta."),
        ),
        DeployTurn { side, next } => (
            p(format!("It is side {next}'s turn to deploy, not side {side}'s."), format!("Le toca desplegar al bando {next}, no al bando {side}.")),
            s("Players deploy in reverse initiative order (the first player first in the introductory scenario).", "Se despliega en orden inverso de iniciativas (en el escenario introductorio, empezando por el jugador inicial)."),
        ),
        DeployCount { count, expected, value } => (
            p(format!("{count} discs deployed; the deployment values add up to {value}, so {expected} are."), format!("Se despliegan {count} discos; los valores de despliegue suman {value}, así que se despliegan {expected}.")),
            s("Each zone takes exactly the sum of its cards' values; the rest go to the reserve.", "Cada zona recibe exactamente la suma de los valores de sus cartas; el resto va a la reserva."),
        ),
        HeroNotDeployed { hero } => (
            p(format!("{} is not deployed: every hero must be.", hero.get(lang)), format!("{} no está desplegado: todos los héroes deben desplegarse.", hero.get(lang))),
            s("Deploy every hero and fill the rest with units.", "Despliega todos los héroes y completa con unidades."),
        ),
        CardsCount { given, players } => (
            p(format!("{given} cards for {players} players."), format!("{given} cartas para {players} jugadores.")),
            s("Give one card per player, in the set-up's order (null for a player without cards).", "Indica una carta por jugador, en el orden de la preparación (null si no tiene cartas)."),
        ),
        NotInHand { card } => (
            p(format!("`{card}` is not in that player's hand."), format!("«{card}» no está en la mano de ese jugador.")),
            s("A card played this round is in the discard pile until the End phase.", "Una carta jugada esta ronda está en la pila de descartes hasta la fase Final."),
        ),
        MustPlay { side } => (
            p(format!("Side {side} has cards, so it must play one."), format!("El bando {side} tiene cartas, así que debe jugar una.")),
            s("A player with cards plays one, even with every disc activated or pinned.", "Quien tiene cartas juega una, aunque todos sus discos estén activados o trabados."),
        ),
        OrderDiffers { expected } => (
            p(format!("By their strategies the cards resolve in the order of sides {}.", list(expected)), format!("Por sus estrategias, las cartas se resuelven en el orden de los bandos {}.", list(expected))),
            s("Leave the order out: Muster computes it when every strategy is known.", "No indiques el orden: Muster lo calcula cuando conoce todas las estrategias."),
        ),
        OrderNeeded => (
            s("The data does not know every revealed card's strategy, so the order is needed.", "Los datos no conocen la estrategia de todas las cartas reveladas, así que hace falta el orden."),
            s("Give the sides in the order their cards resolve (Bold beats Direct beats Cunning beats Bold; Slow last; ties by initiative).", "Indica los bandos en el orden en que se resuelven sus cartas (Audaz gana a Directa, Directa a Astuta, Astuta a Audaz; Lenta al final; empates por iniciativa)."),
        ),
        OrderNotPlayed { played } => (
            p(format!("The order must name exactly the sides that played a card: {}.", list(played)), format!("El orden debe nombrar exactamente a los bandos que jugaron carta: {}.", list(played))),
            s("List each side that revealed a card once.", "Nombra una vez a cada bando que reveló carta."),
        ),
        NotYourCard { side, resolving } => (
            p(format!("Side {resolving}'s card is resolving, not side {side}'s."), format!("Se está resolviendo la carta del bando {resolving}, no la del bando {side}.")),
            s("Each card resolves in turn: record its player's activations, then that it is resolved.", "Cada carta se resuelve por turno: anota las activaciones de su jugador y luego que está resuelta."),
        ),
        CardSpent { value } => (
            p(format!("The card activates {value} discs and has activated them all."), format!("La carta activa {value} discos y ya los ha activado todos.")),
            s("Record that the card is resolved.", "Anota que la carta está resuelta."),
        ),
        ReserveOnlyReinforces => (
            s("A disc in the reserve can only come in as a reinforcement.", "Un disco en la reserva solo puede entrar como refuerzo."),
            s("Record the action `reinforce`.", "Anota la acción «reinforce» (refuerzo)."),
        ),
        NotInReserve { disc } => (
            p(format!("{} is not in the reserve, so it cannot reinforce.", disc.get(lang)), format!("{} no está en la reserva, así que no puede entrar como refuerzo.", disc.get(lang))),
            s("Choose another action: move, focus, ranged or pass.", "Elige otra acción: mover, concentración, a distancia o pasar."),
        ),
        Pinned { disc } => (
            p(format!("{} is pinned and cannot activate.", disc.get(lang)), format!("{} está trabado y no puede activarse.", disc.get(lang))),
            s("Activate a disc nothing lies on, or record that the pin is gone.", "Activa un disco que no tenga nada encima, o anota que ya no está trabado."),
        ),
        AlreadyActivated { disc } => (
            p(format!("{} already carries an Activation token.", disc.get(lang)), format!("{} ya tiene una ficha de Activación.", disc.get(lang))),
            s("Activate another disc.", "Activa otro disco."),
        ),
        MustActivate { left, can } => (
            p(format!("The card still has {left} activations and {can} discs of its player can activate."), format!("A la carta le quedan {left} activaciones y {can} discos de su jugador pueden activarse.")),
            s("A card activates as many discs as its value when it can (reinforcing is never compulsory).", "Una carta activa tantos discos como su valor cuando puede (introducir refuerzos nunca es obligatorio)."),
        ),
        PinItself => (
            s("A disc cannot pin itself.", "Un disco no puede trabarse a sí mismo."),
            s("Name the disc underneath.", "Nombra el disco que está debajo."),
        ),
        PinBothWays => (
            s("That disc already pins this one: two discs cannot pin each other.", "Ese disco ya traba a este: dos discos no pueden trabarse mutuamente."),
            s("Record the old pin's end first.", "Anota antes que la traba anterior terminó."),
        ),
        PinAlready => (
            s("That pin is already recorded.", "Esa traba ya está anotada."),
            s("Nothing to change.", "No hay nada que cambiar."),
        ),
        PinAbsent => (
            s("That disc does not pin the other.", "Ese disco no traba al otro."),
            s("Check the pins recorded.", "Revisa las trabas anotadas."),
        ),
        ResultDiffers { disc, computed } => (
            p(format!("By its Toughness and Vigor, the damage gives {}: {}.", disc.get(lang), result_name(*computed, lang)), format!("Por su Resistencia y Vigor, el daño le deja a {}: {}.", disc.get(lang), result_name(*computed, lang))),
            s("Leave the result out: Muster computes it for this disc.", "No indiques el resultado: Muster lo calcula para este disco."),
        ),
        ResultNeeded { disc } => (
            p(format!("The data does not know {}'s Toughness or Vigor.", disc.get(lang)), format!("Los datos no conocen la Resistencia o el Vigor de {}.", disc.get(lang))),
            s("Record what the damage did: no_wound, wound or removed.", "Anota qué hizo el daño: no_wound (sin herida), wound (herida) o removed (baja)."),
        ),
        ResultContradicts { disc, given, toughness, vigor } => (
            p(format!("{} cannot end with {}: Toughness {}, Vigor {}.", disc.get(lang), result_name(*given, lang), unknown(*toughness, lang), unknown(*vigor, lang)), format!("{} no puede acabar con {}: Resistencia {}, Vigor {}.", disc.get(lang), result_name(*given, lang), unknown(*toughness, lang), unknown(*vigor, lang))),
            s("Damage at or above Toughness wounds; a disc with as many wounds as its Vigor is removed by the next.", "Un daño igual o superior a la Resistencia hiere; un disco con tantas heridas como su Vigor cae con la siguiente."),
        ),
        TokenUnchanged { disc, token, on } => {
            let (en, es) = match (token, on) {
                (TokenKind::Activation, true) => ("already carries an Activation token", "ya tiene una ficha de Activación"),
                (TokenKind::Activation, false) => ("carries no Activation token", "no tiene ficha de Activación"),
                (TokenKind::Power, true) => ("is already empowered and cannot be empowered again", "ya está potenciado y no puede potenciarse otra vez"),
                (TokenKind::Power, false) => ("carries no Power token", "no tiene ficha de Potencia"),
            };
            (
                p(format!("{} {en}.", disc.get(lang)), format!("{} {es}.", disc.get(lang))),
                s("Nothing to change.", "No hay nada que cambiar."),
            )
        }
        ObjectiveMissing { side } => (
            p(format!("Side {side}'s secret objective is not recorded yet."), format!("El objetivo secreto del bando {side} aún no está anotado.")),
            s("Record the objective card first.", "Anota primero la carta de objetivo."),
        ),
        VpComputed => (
            s("Muster counts these victory points from the casualty piles.", "Muster cuenta estos puntos de victoria a partir de las pilas de bajas."),
            s("Nothing to type.", "No hay nada que escribir."),
        ),
        VpAlready { side } => (
            p(format!("Side {side}'s victory points are already recorded."), format!("Los puntos de victoria del bando {side} ya están anotados.")),
            s("Undo the first if it was a mistake.", "Deshaz el primero si fue un error."),
        ),
    }
}
