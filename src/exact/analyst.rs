//! The analyst of a configuration's game, picked from the generic one
//! ([`crate::solution::analyst::boxed`]) and the exact solvers' of this module, so the CLI and
//! the browser reach every game of the registry by name. It sits above both: the exact solvers
//! build their analysts from `solution/`'s move information, and `solution/` names no solver.

use crate::config::Config;
use crate::game::Game;
use crate::games::connect4::Connect4;
use crate::games::morris::Morris;
use crate::games::params::Registered;
use crate::games::registry;
use crate::solution::analyst::boxed;
use crate::solution::Analyst;

/// The analyst of a configuration's game (its game parameters are checked; the rest is unused).
pub fn analyst(config: &Config) -> Result<Box<dyn Analyst>, String> {
    struct Boxed;
    impl registry::Visit for Boxed {
        type Output = Box<dyn Analyst>;
        fn visit<G: Game + 'static>(self, game: G) -> Box<dyn Analyst> {
            // Positions that repeat defeat minimax over a memo; retrograde analysis settles them.
            match game.cyclic() {
                true => super::retrograde::analyst::boxed(game),
                false => boxed(game),
            }
        }
    }
    let params = config.game_params()?;
    let generic = registry::with_game(&config.game, &params, Boxed)?;
    if config.game == Connect4::info().name {
        // Connect-4's move information comes from its exact solver; the rest is the generic one.
        let game = Connect4::from_params(&params)?;
        return super::connect4::analyst::analyst(game, generic);
    }
    if config.game == Morris::info().name {
        // A Nine Men's endgame reads its tables; any other Morris game solves as it plays.
        let game = Morris::from_params(&params)?;
        let (Ok(a) | Err(a)) = super::retrograde::endgame_analyst::of(&game, generic);
        return Ok(a);
    }
    Ok(generic)
}
